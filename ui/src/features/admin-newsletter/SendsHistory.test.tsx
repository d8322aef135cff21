// Checks the « Envois » history of the subscribers screen: the latest sends with their state and counts, a bar for
// those under way, tests apart, and the empty state.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { SubscribersPage } from './SubscribersPage';
import { ONLINE, RUNNING, SENDS, SENT, TEST } from '@/test/newsletterSends';

const admin = account('super_admin');

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
