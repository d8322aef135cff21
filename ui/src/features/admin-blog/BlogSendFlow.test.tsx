// Checks the newsletter send flow from the blog list: each row's send status and the dialog it opens, and the offer
// to send an article right after its publication.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { BlogAdminPage } from './BlogAdminPage';
import { ONLINE, OTHER, PREVIEW, PREVIEW_BODY, RUNNING, SENDS, SENT, TEST } from '@/test/newsletterSends';

const admin = account('super_admin');

function blogAnswers() {
  return {
    ...startAnswers(admin),
    '/api/admin/posts': { body: { posts: [ONLINE, OTHER], views_30d: {} } },
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
