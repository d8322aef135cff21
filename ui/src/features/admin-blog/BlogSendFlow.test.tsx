// Checks the newsletter send flow from the blog list: each row's send status and the dialog it opens, and the offer
// to send an article right after its publication.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { adminPost } from '@/test/fixtures';
import { BlogAdminPage } from './BlogAdminPage';
import { PREVIEW, PREVIEW_BODY, SENDS, aSend } from '@/test/newsletterSends';

const admin = account('super_admin');
const ONLINE = adminPost(7, { title: 'Bâtir un écosystème', created_at: '2026-03-01T08:00:00Z' });
const OTHER = adminPost(8, { title: 'Un autre article', created_at: '2026-02-01T08:00:00Z' });
const RUNNING = aSend({ total: 10, sent: 4, remaining: 6 });
const SENT = aSend({
  id: 39,
  post_id: 8,
  post_title: OTHER.title,
  state: 'done',
  total: 12,
  sent: 12,
  remaining: 0,
  finished_at: '2026-02-02T10:00:00Z',
});
const TEST = aSend({
  id: 38,
  post_id: 8,
  post_title: OTHER.title,
  state: 'done',
  test_to: 'moi@exemple.km',
  total: 1,
  sent: 1,
  remaining: 0,
});

function blogAnswers() {
  return {
    ...startAnswers(admin),
    '/api/admin/posts': { body: { posts: [ONLINE, OTHER] } },
    [SENDS]: { body: { sends: [RUNNING, SENT, TEST] } },
    [PREVIEW]: { body: PREVIEW_BODY },
  };
}

describe('the send flow from the blog list', () => {
  it('says in each row where the article stands with its subscribers, and opens the dialog from it', async () => {
    mockFetch(blogAnswers());
    renderRoutes([{ path: '/admin/blog', element: <BlogAdminPage /> }], '/admin/blog');
    const running = (await screen.findByRole('rowheader', { name: ONLINE.title })).closest('tr')!;
    expect(await within(running).findByText('Envoi en cours 40 %')).toBeInTheDocument();
    const sent = screen.getByRole('rowheader', { name: OTHER.title }).closest('tr')!;
    expect(within(sent).getByText('Envoyé le 2 février 2026 à 12 abonnés')).toBeInTheDocument();

    await userEvent.click(within(running).getByRole('button', { name: `Envoyer aux abonnés « ${ONLINE.title} »` }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer aux abonnés' });
    expect(await within(dialog).findByRole('progressbar', { name: 'Progression de l’envoi' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
  });

  it('offers to send an article just published, until the owner says later', async () => {
    mockFetch({ ...blogAnswers(), [SENDS]: { body: { sends: [] } } });
    renderRoutes([{ path: '/admin/blog', element: <BlogAdminPage /> }], {
      pathname: '/admin/blog',
      state: { justPublished: { id: ONLINE.id, title: ONLINE.title, published_at: ONLINE.published_at } },
    });
    const prompt = await screen.findByRole('region', { name: 'Article publié' });
    expect(prompt).toHaveTextContent(`« ${ONLINE.title} » est en ligne.`);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Envoyer aux abonnés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer aux abonnés' });
    expect(await within(dialog).findByRole('button', { name: 'Envoyer à 3 abonnés' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Envoyer aux abonnés' })).toHaveFocus();

    await userEvent.click(within(prompt).getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('region', { name: 'Article publié' })).not.toBeInTheDocument();
  });
});
