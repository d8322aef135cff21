// Checks both dossier lists: rows, unread badges, empty states, failures, and the staff filter and search.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { PromoterDashboardPage } from './PromoterDashboardPage';
import { StaffDossiersPage } from './StaffDossiersPage';
import { summary } from './testData';
import type { DossierStatus } from '@/generated/DossierStatus';

const PROMOTER_ROUTES = [{ path: '/dashboard', element: <PromoterDashboardPage /> }];
const STAFF_ROUTES = [{ path: '/admin/dossiers', element: <StaffDossiersPage /> }];

describe('promoter dossier list', () => {
  it('lists own dossiers with status, date, news and a link to each', async () => {
    mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers': {
        body: {
          dossiers: [summary({ unread: 2 }), summary({ id: 8, title: 'Écotourisme à Mohéli', status: 'odd' as DossierStatus })],
        },
      },
    });
    renderRoutes(PROMOTER_ROUTES, '/dashboard');

    const table = await screen.findByRole('table', { name: 'Vos dossiers soumis' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Titre', 'Date de Soumission', 'Statut', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('2 nouveaux')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Reçu')).toBeInTheDocument();
    expect(within(rows[0]).getByText('12 septembre 2025')).toBeInTheDocument();
    expect(
      within(rows[0]).getByRole('link', { name: 'Consulter le dossier «\u00a0Coopérative de vanille à Anjouan\u00a0»' }),
    ).toHaveAttribute('href', '/dashboard/dossier/7');
    expect(within(rows[1]).getByText('odd')).toHaveClass('bg-slate-100');
    expect(screen.getByRole('link', { name: 'Nouveau Dossier' })).toHaveAttribute('href', '/dashboard/dossier/new');
  });

  it('says when nothing was submitted yet', async () => {
    mockFetch({ ...startAnswers(account('promoter')), '/api/dossiers': { body: { dossiers: [] } } });
    renderRoutes(PROMOTER_ROUTES, '/dashboard');
    expect(await screen.findByText("Vous n'avez soumis aucun dossier.")).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    renderRoutes(PROMOTER_ROUTES, '/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger vos dossiers.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('staff dossier list', () => {
  it('shows the promoter and a "Voir" link on each row', async () => {
    mockFetch({ ...startAnswers(account('moderator')), '/api/dossiers': { body: { dossiers: [summary({ unread: 1 })] } } });
    renderRoutes(STAFF_ROUTES, '/admin/dossiers');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Titre du Dossier', 'Promoteur', 'Date de Soumission', 'Statut', 'Actions']);
    expect(within(table).getByText('Awa Mohamed')).toBeInTheDocument();
    expect(within(table).getByText('1 nouveau')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /^Voir le dossier/ })).toHaveAttribute('href', '/admin/dossiers/7');
  });

  it('sends the chosen status and the search text to the server', async () => {
    const { requests } = mockFetch({ ...startAnswers(account('super_admin')), '/api/dossiers': { body: { dossiers: [] } } });
    const user = userEvent.setup();
    renderRoutes(STAFF_ROUTES, '/admin/dossiers');
    expect(await screen.findByText('Aucun dossier soumis.')).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Filtrer par statut' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les statuts', 'Reçu', 'En cours de traitement', 'Infos supplémentaires requises', 'Terminé', 'Refusé']);
    await user.selectOptions(filter, 'completed');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher par titre ou promoteur' }), 'vanille');

    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/dossiers?status=completed&q=vanille'));
    expect(requests.filter((request) => request.url.startsWith('/api/dossiers?status=completed&q=v')).length).toBe(1);
    expect(await screen.findByText('Aucun dossier ne correspond à ces critères.')).toBeInTheDocument();
  });

  it('says when the dossiers cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...startAnswers(account('moderator')),
      '/api/dossiers': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    renderRoutes(STAFF_ROUTES, '/admin/dossiers');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les dossiers.');
  });
});
