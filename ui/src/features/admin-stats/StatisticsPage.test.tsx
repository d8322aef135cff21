// Checks the statistics screen: each table of a period's report, the search that found nothing marked in words, the
// devices' shares, the empty states, choosing another period (and the server refusing chosen days), the CSV link,
// and a failed load.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { StatsReport } from '@/generated/StatsReport';
import { StatisticsPage } from './StatisticsPage';
import { presetPeriod } from './period';

const ROUTES = [{ path: '/admin/statistics', element: <StatisticsPage /> }];

function report(overrides: Partial<StatsReport> = {}): StatsReport {
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    daily: [{ day: '2026-11-01', views: 12, visitors: 5 }],
    views: 1234,
    visitors: 5,
    pages: [
      { path: '/', views: 7 },
      { path: '/blog', views: 5 },
    ],
    articles: [{ post_id: 4, title: 'Bâtir un écosystème', lang: 'fr', address: '/blog/batir', views: 3 }],
    referrers: [{ domain: 'google.com', visits: 4 }],
    searches: [
      { term: 'énergie', searches: 3, found: true },
      { term: 'licorne', searches: 2, found: false },
    ],
    devices: [
      { device: 'phone', visitors: 3 },
      { device: 'tablet', visitors: 0 },
      { device: 'computer', visitors: 1 },
    ],
    ...overrides,
  };
}

const EMPTY = report({
  daily: [],
  views: 0,
  visitors: 0,
  pages: [],
  articles: [],
  referrers: [],
  searches: [],
  devices: ['phone', 'tablet', 'computer'].map((device) => ({ device, visitors: 0 }) as StatsReport['devices'][number]),
});

function open(answer: Parameters<typeof mockFetch>[0][string], path = '/admin/statistics') {
  const mocked = mockFetch({ ...startAnswers(account('moderator')), '/api/admin/stats/report': answer });
  renderRoutes(ROUTES, path);
  return mocked;
}

function table(name: string): HTMLElement {
  return screen.getByRole('table', { name });
}

function rows(name: string): string[][] {
  return within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('statistics screen', () => {
  it("shows each table of the last 30 days' report", async () => {
    const { requests } = open({ body: report() });
    expect(screen.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Pages les plus vues' });
    const { from, to } = presetPeriod('30d');
    expect(requests.some((request) => request.url === `/api/admin/stats/report?from=${from}&to=${to}`)).toBe(true);
    expect(screen.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');

    const views = screen.getByText('Pages vues', { selector: 'dt' }).closest('div')!;
    expect(views).toHaveTextContent(/^Pages vues1\s234$/);
    expect(rows('Pages les plus vues')).toEqual([
      ['/', '7'],
      ['/blog', '5'],
    ]);
    expect(within(table('Articles les plus lus')).getByRole('link', { name: 'Bâtir un écosystème' })).toHaveAttribute(
      'href',
      '/blog/batir',
    );
    expect(rows('Sites référents')).toEqual([['google.com', '4']]);
    expect(rows('Recherches sur le blog')).toEqual([
      ['énergie', '3', 'trouvé'],
      ['licorne', '2', 'aucun résultat'],
    ]);
    const devices = screen.getByRole('list', { name: 'Répartition des visiteurs par appareil' });
    expect(
      within(devices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Téléphone75\u00a0% (3)', 'Tablette0\u00a0% (0)', 'Ordinateur25\u00a0% (1)']);
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      `/api/admin/stats/report.csv?from=${from}&to=${to}`,
    );
  });

  it('says each table is empty for a quiet period', async () => {
    open({ body: EMPTY });
    expect(await screen.findByText('Aucun article lu sur cette période')).toBeInTheDocument();
    expect(screen.getAllByText('Aucune visite sur cette période')).not.toHaveLength(0);
    expect(screen.getByText('Aucun article lu sur cette période')).toBeInTheDocument();
    expect(screen.getByText("Aucun visiteur venu d'un autre site sur cette période")).toBeInTheDocument();
    expect(screen.getByText('Aucune recherche sur cette période')).toBeInTheDocument();
    expect(screen.getByText('Aucun appareil connu sur cette période')).toBeInTheDocument();
  });

  it('loads another period, and shows why the server refuses chosen days', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const { requests } = open(async () =>
      refuse
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation',
                message: 'La date de fin doit suivre la date de début.',
                fields: { to: 'La date de fin doit suivre la date de début.' },
              },
            },
          }
        : { body: report() },
    );
    await screen.findByRole('table', { name: 'Pages les plus vues' });

    await user.click(screen.getByRole('button', { name: '7 jours' }));
    const week = presetPeriod('7d');
    await waitFor(() =>
      expect(requests.some((request) => request.url === `/api/admin/stats/report?from=${week.from}&to=${week.to}`)).toBe(true),
    );
    expect(screen.getByRole('button', { name: '7 jours' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Personnalisée' }));
    const from = screen.getByLabelText('Du');
    const to = screen.getByLabelText('Au');
    await user.clear(from);
    await user.type(from, '2026-03-02');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La date de fin doit suivre la date de début.');
    expect(screen.getByLabelText('Du')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Exporter en CSV' })).not.toBeInTheDocument();
  });

  it('offers to try again after a failed load', async () => {
    open({ status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } });
    expect(await screen.findByText('Impossible de charger les statistiques.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
