// Checks the twelve months' table: French month names, each month's two counts as text, the empty and error states.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { SubscriberMonth } from '@/generated/SubscriberMonth';
import { HISTORY_PATH, SubscriberHistory, monthLabel } from './SubscriberHistory';

const ROUTES = [{ path: '/admin/newsletter', element: <SubscriberHistory /> }];

function months(filled: Partial<Record<number, [number, number]>>): SubscriberMonth[] {
  return Array.from({ length: 12 }, (_, index) => {
    const [confirmed, unsubscribed] = filled[index] ?? [0, 0];
    const month = index + 1;
    return { month: `2026-${String(month).padStart(2, '0')}`, confirmed, unsubscribed };
  });
}

describe('subscriber history', () => {
  it('names the months in French', () => {
    expect(monthLabel('2026-11')).toBe('nov. 2026');
    expect(monthLabel('2027-01')).toBe('janv. 2027');
  });

  it('lists each month with who confirmed and who left', async () => {
    mockFetch({ ...startAnswers(account('super_admin')), [HISTORY_PATH]: { body: { months: months({ 10: [1234, 5] }) } } });
    renderRoutes(ROUTES, '/admin/newsletter');
    const table = await screen.findByRole('table', { name: /par mois/ });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const november = within(table).getByRole('row', { name: /nov\. 2026/ });
    expect(within(november).getByText('1 234')).toBeInTheDocument();
    expect(within(november).getByText('5')).toBeInTheDocument();
  });

  it('says when nothing happened, and when the history cannot load', async () => {
    mockFetch({ ...startAnswers(account('super_admin')), [HISTORY_PATH]: { body: { months: months({}) } } });
    const { unmount } = renderRoutes(ROUTES, '/admin/newsletter');
    expect(await screen.findByText(/Aucune inscription confirmée/)).toBeInTheDocument();
    unmount();
    mockFetch({
      ...startAnswers(account('super_admin')),
      [HISTORY_PATH]: { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    renderRoutes(ROUTES, '/admin/newsletter');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger l’historique');
  });
});
