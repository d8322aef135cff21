// Checks the editor's revisions: the latest ones and all of them, the empty state, the word-by-word comparison, and
// restoring one, which asks first (saying unsaved changes will go) and reopens the editor on the restored article.
// The Lexical editor is replaced by a plain text area here; its own behaviour is covered in the browser tests.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { adminPost } from '@/test/fixtures';
import type { Revision } from '@/generated/Revision';
import type { RevisionReason } from '@/generated/RevisionReason';
import { PostEditorPage } from '../PostEditorPage';

vi.mock('@/components/editor/RichTextEditor', () => import('@/test/EditorStandIn'));

const POST = adminPost(7, { title: 'Le chien', excerpt: 'Un résumé', content_html: '<p>Le chien dort sous le canapé.</p>' });
const REASONS: RevisionReason[] = ['save', 'publish', 'save', 'restore', 'save'];

function revision(id: number, overrides: Partial<Revision> = {}): Revision {
  return {
    id,
    created_at: `2026-11-2${id}T09:0${id}:00Z`,
    author_name: id === 1 ? null : 'Amina Saïd',
    title: 'Le chat',
    reason: REASONS[id - 1],
    version: id,
    excerpt: 'Un résumé',
    category: null,
    cover_image: null,
    thumbnail_url: null,
    author_bio: null,
    signed_as: null,
    published_at: null,
    content_html: '<p>Le chat dort sur le canapé.</p>',
    content_json: null,
    seo_title: null,
    seo_description: null,
    social_image: null,
    noindex: false,
    tags: [],
    ...overrides,
  };
}

function showEditor(revisions: Revision[]) {
  let current = POST;
  const mocked = mockFetch({
    ...startAnswers(account('super_admin')),
    '/api/admin/posts/7/preview-link': { body: { link: null } },
    '/api/admin/posts/7/revisions/': async () => {
      const { url, method } = mocked.requests[mocked.requests.length - 1];
      const picked = revisions.find((entry) => url.includes(`/revisions/${entry.id}`)) ?? revisions[0];
      if (method !== 'POST') return { body: { revision: picked } };
      current = { ...POST, title: picked.title, content_html: picked.content_html, version: 9 };
      return { body: { post: current } };
    },
    '/api/admin/posts/7/revisions': async () => ({ body: { revisions: [...revisions].reverse() } }),
    '/api/admin/posts/7': async () => ({ body: { post: current } }),
    '/api/admin/posts': { body: { posts: [POST], views_30d: {} } },
  });
  renderRoutes([{ path: '/admin/blog/edit/:id', element: <PostEditorPage /> }], '/admin/blog/edit/7');
  return mocked;
}

const panel = async () => within(await screen.findByRole('region', { name: 'Révisions' }));

describe('article revisions', () => {
  it('lists the latest revisions with their author and reason, and all of them in a dialog', async () => {
    showEditor([1, 2, 3, 4, 5].map((id) => revision(id)));
    const revisions = await panel();
    const latest = await revisions.findByRole('list', { name: 'Dernières révisions' });
    const lines = within(latest).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent(/25 novembre 2026 à \d\d:05.*Amina Saïd.*Enregistrement/);
    expect(lines[1]).toHaveTextContent('Restauration');
    await userEvent.setup().click(revisions.getByRole('button', { name: 'Toutes les révisions (5)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toutes les révisions' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByText('Auteur inconnu')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Publication')).toHaveLength(1);
  });

  it('says when there is no revision yet', async () => {
    showEditor([]);
    expect(await (await panel()).findByText("Aucune révision pour l'instant.")).toBeInTheDocument();
  });

  it('compares a revision with the saved article word by word, and two revisions together', async () => {
    showEditor([revision(1), revision(2, { title: 'Le chien', content_html: '<p>Le chien dort sur le canapé.</p>' })]);
    const user = userEvent.setup();
    const revisions = await panel();
    await user.click(await revisions.findByRole('button', { name: /Comparer la version du 21 novembre/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparer deux versions' });
    await within(dialog).findByText('Texte');
    const removed = dialog.querySelectorAll('del');
    const added = dialog.querySelectorAll('ins');
    expect([...removed].map((mark) => mark.textContent)).toEqual(['supprimé : chat', 'supprimé : chat', 'supprimé : sur']);
    expect([...added].map((mark) => mark.textContent)).toEqual(['ajouté : chien', 'ajouté : chien', 'ajouté : sous']);
    expect(within(dialog).getByText('Inchangé.')).toBeInTheDocument();

    await user.selectOptions(
      within(dialog).getByLabelText('Comparée à'),
      within(dialog).getAllByRole('option', { name: /22 novembre/ })[1],
    );
    await vi.waitFor(() =>
      expect([...dialog.querySelectorAll('ins')].map((mark) => mark.textContent)).toEqual(['ajouté : chien', 'ajouté : chien']),
    );
  });

  it('restores a revision after confirming that unsaved changes go, and reopens the editor on it', async () => {
    const { requests } = showEditor([revision(1)]);
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Titre *');
    await user.type(title, ' modifié');
    await user.click(await (await panel()).findByRole('button', { name: /Comparer la version/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparer deux versions' });
    await user.click(within(dialog).getByRole('button', { name: 'Restaurer cette version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restaurer cette version ?' });
    expect(confirm).toHaveTextContent(/Le texte actuel n'est pas perdu : il reste dans les révisions\./);
    expect(confirm).toHaveTextContent('Vos modifications non enregistrées seront abandonnées.');
    await user.click(within(confirm).getByRole('button', { name: 'Abandonner mes modifications et restaurer' }));

    expect(await screen.findByText('Version restaurée.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/revisions/1/restore'))).toBe(true);
    expect(await screen.findByDisplayValue('Le chat')).toBe(screen.getByLabelText('Titre *'));
    expect(screen.getByLabelText('Contenu *')).toHaveValue('<p>Le chat dort sur le canapé.</p>');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
