// Checks the « Envois » history of the subscribers screen: the latest sends with their state and counts, a bar for
// those under way, tests apart, and the empty state.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { adminPost } from '@/test/fixtures';
import { SubscribersPage } from './SubscribersPage';
import { SENDS, aSend } from '@/test/newsletterSends';

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

describe('the sends history', () => {
  it('lists the latest sends with their state and counts, a bar for those under way, and tests apart', async () => {
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/newsletter/subscribers': {
        body: { subscribers: [], total: 0, counts: { pending: 0, confirmed: 0, unsubscribed: 0, rejected: 0 }, page_size: 20 },
      },
      [SENDS]: { body: { sends: [RUNNING, SENT, TEST] } },
    });
    renderRoutes([{ path: '/admin/newsletter', element: <SubscribersPage /> }], '/admin/newsletter');
    const history = await screen.findByRole('region', { name: 'Envois' });
    const table = await within(history).findByRole('table', { name: 'Envois' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Envoi en cours');
    expect(rows[0]).toHaveTextContent('4 envoyés sur 10 · 0 échecs');
    expect(
      within(rows[0]).getByRole('progressbar', { name: `Progression de l’envoi de « ${ONLINE.title} » : 40 %` }),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Envoyé');
    expect(within(rows[1]).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Test à moi@exemple.km');
  });

  it('says when nothing has been sent yet', async () => {
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/newsletter/subscribers': {
        body: { subscribers: [], total: 0, counts: { pending: 0, confirmed: 0, unsubscribed: 0, rejected: 0 }, page_size: 20 },
      },
      [SENDS]: { body: { sends: [] } },
    });
    renderRoutes([{ path: '/admin/newsletter', element: <SubscribersPage /> }], '/admin/newsletter');
    const history = await screen.findByRole('region', { name: 'Envois' });
    expect(await within(history).findByText(/Aucun envoi pour l’instant/)).toBeInTheDocument();
  });
});
