// Checks the articles list: rows and statuses, the empty state, a failed load, and deletion after confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { BlogAdminPage } from './BlogAdminPage';
import { adminPost } from '@/test/fixtures';

const ROUTES = [{ path: '/admin/blog', element: <BlogAdminPage /> }];
const admin = account('super_admin');
const NEXT_YEAR = new Date().getFullYear() + 1;
const POSTS = [
  adminPost(3, { title: 'Brouillon en cours', published_at: null, category: null, created_at: '2025-09-02T10:00:00Z' }),
  adminPost(2, { title: 'Article à venir', published_at: `${NEXT_YEAR}-03-15T09:00:00Z`, created_at: '2025-09-01T10:00:00Z' }),
  adminPost(1, { title: 'Article en ligne', slug: 'article-en-ligne', created_at: '2025-08-08T10:00:00Z' }),
];

function rowOf(title: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: title }).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe('blog administration list', () => {
  it('lists every article with its category, creation date, status and actions', async () => {
    mockFetch({ ...startAnswers(admin), '/api/admin/posts': { body: { posts: POSTS } } });
    renderRoutes(ROUTES, '/admin/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Titre', 'Catégorie', 'Date de Création', 'Statut', 'Actions']);
    expect(within(rowOf('Brouillon en cours')).getByText('Brouillon')).toBeInTheDocument();
    expect(within(rowOf('Brouillon en cours')).getByText('Sans catégorie')).toBeInTheDocument();
    expect(within(rowOf('Article à venir')).getByText(`Programmé le 15 mars ${NEXT_YEAR}`)).toBeInTheDocument();
    const online = rowOf('Article en ligne');
    expect(within(online).getByText('Publié')).toBeInTheDocument();
    expect(within(online).getByText('8 août 2025')).toBeInTheDocument();
    expect(within(online).getByRole('link', { name: 'Modifier « Article en ligne »' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/1',
    );
    expect(within(online).getByRole('link', { name: /^Voir « Article en ligne »/ })).toHaveAttribute(
      'href',
      '/blog/article-en-ligne',
    );
    expect(within(rowOf('Brouillon en cours')).queryByRole('link', { name: /^Voir/ })).not.toBeInTheDocument();
    expect(within(rowOf('Article à venir')).queryByRole('link', { name: /^Voir/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvel Article' })).toHaveAttribute('href', '/admin/blog/new');
  });

  it('says so when there is no article yet', async () => {
    mockFetch({ ...startAnswers(admin), '/api/admin/posts': { body: { posts: [] } } });
    renderRoutes(ROUTES, '/admin/blog');
    expect(await screen.findByText('Aucun article pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reports a failed load with a way to retry', async () => {
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/posts': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
    });
    renderRoutes(ROUTES, '/admin/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les articles.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('deletes an article once the confirmation names it', async () => {
    let posts = POSTS;
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/admin/posts/1': async () => {
        posts = POSTS.filter((post) => post.id !== 1);
        return { status: 204 };
      },
      '/api/admin/posts': async () => ({ body: { posts } }),
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog');
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Article en ligne »' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cet article ?' });
    expect(dialog).toHaveTextContent('« Article en ligne »');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Article supprimé avec succès.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Article en ligne' })).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/admin/posts/1');
  });

  it('keeps the article when the confirmation is cancelled or the deletion fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/posts/1': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
      '/api/admin/posts': { body: { posts: POSTS } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog');
    const remove = await screen.findByRole('button', { name: 'Supprimer « Article en ligne »' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(remove);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("Impossible de supprimer l'article.")).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Article en ligne' })).toBeInTheDocument();
  });
});
