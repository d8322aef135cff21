// Checks the dashboard: live figures in French formats, unread messages, the chart's summary and table, recent activity, shortcuts by role and a failed load.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { AdminStats } from '@/generated/AdminStats';
import type { DailyVisits } from '@/generated/DailyVisits';
import { AdminDashboardPage } from './AdminDashboardPage';

const ROUTES = [{ path: '/admin', element: <AdminDashboardPage /> }];

function thirtyDays(): DailyVisits[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2025, 7, 1 + index)).toISOString().slice(0, 10);
    return { day, views: index === 29 ? 12 : 2, visitors: index === 29 ? 7 : 1 };
  });
}

function stats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    posts: 8,
    messages: 3,
    messages_unread: 1,
    dossiers: { received: 2, processing: 1, more_info_required: 0, completed: 4, rejected: 1, total: 8 },
    visits: thirtyDays(),
    visitors_30d: 1250,
    views_30d: 2040,
    messages_30d: 2,
    conversion_rate: 3.5,
    recent_activity: [],
    ...overrides,
  };
}

function showDashboard(user = account('super_admin', { email: 'salma@exemple.km' }), answer: object = { body: stats() }) {
  mockFetch({ ...startAnswers(user), '/api/admin/stats': answer });
  renderRoutes(ROUTES, '/admin');
}

describe('admin dashboard', () => {
  it('welcomes by the start of the e-mail and shows the live figures', async () => {
    showDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    const figures = await screen.findByLabelText('Chiffres clés');
    expect(screen.getByText('Bienvenue, salma')).toBeInTheDocument();
    const card = (name: string) => within(figures).getByRole('group', { name });
    expect(card('Articles')).toHaveTextContent('8');
    expect(card('Messages')).toHaveTextContent('2 reçus ces 30 derniers jours');
    expect(card('Visiteurs (30 jours)')).toHaveTextContent('1 250');
    expect(card('Visiteurs (30 jours)')).toHaveTextContent('2 040 pages vues');
    expect(card('Taux de conversion')).toHaveTextContent('3,5 %');
    expect(card('Taux de conversion')).toHaveTextContent('messages de contact pour 100 visiteurs');
    expect(card('Dossiers')).toHaveTextContent('8');
    const breakdown = within(figures).getByRole('list', { name: 'Répartition des dossiers par statut' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reçu2', 'En cours de traitement1', 'Infos supplémentaires requises0', 'Terminé4', 'Refusé1']);
  });

  it('links the messages card to the unread ones, with their number', async () => {
    showDashboard(account('super_admin'), { body: stats({ messages_unread: 3 }) });
    const messages = within(await screen.findByLabelText('Chiffres clés')).getByRole('group', { name: 'Messages' });
    expect(within(messages).getByRole('link', { name: '3 non lus' })).toHaveAttribute('href', '/admin/messages?filtre=non-lus');
  });

  it('says all messages are read when none waits', async () => {
    showDashboard(account('super_admin'), { body: stats({ messages_unread: 0 }) });
    const messages = within(await screen.findByLabelText('Chiffres clés')).getByRole('group', { name: 'Messages' });
    expect(messages).toHaveTextContent('Tous les messages sont lus');
    expect(within(messages).queryByRole('link')).not.toBeInTheDocument();
  });

  it('draws the visits chart with a spoken summary and a table of the figures', async () => {
    showDashboard();
    const chart = await screen.findByRole('img', { name: /Graphique des visites du vendredi 1 août au samedi 30 août/ });
    expect(chart.getAttribute('aria-label')).toMatch(/36 visiteurs et 70 pages vues au total/);
    expect(chart.getAttribute('aria-label')).toMatch(/le plus grand nombre de visiteurs en un jour est 7/);
    const table = screen.getByRole('table', { name: 'Visiteurs et pages vues par jour' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'samedi 30 août' }).parentElement).toHaveTextContent('samedi 30 août712');
  });

  it('shows a dash and its meaning when there were no visitors yet', async () => {
    showDashboard(account('super_admin'), { body: stats({ conversion_rate: null, visitors_30d: 0, views_30d: 0 }) });
    expect(await screen.findByText('Pas encore de visiteur')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('tells recent activity as French sentences', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-08-30T12:00:00Z'));
    showDashboard(account('super_admin'), {
      body: stats({
        recent_activity: [
          { kind: 'contact_message', subject: 'Fatima Ali', detail: null, at: '2025-08-30T11:59:40Z' },
          { kind: 'dossier_created', subject: 'Coopérative de vanille', detail: null, at: '2025-08-30T09:00:00Z' },
          { kind: 'dossier_status', subject: 'Coopérative de vanille', detail: 'more_info_required', at: '2025-08-29T10:00:00Z' },
        ],
      }),
    });
    const activity = await screen.findByRole('region', { name: 'Activité récente' });
    const items = within(activity).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nouveau message de Fatima Ali');
    expect(items[0]).toHaveTextContent("à l'instant");
    expect(items[1]).toHaveTextContent('Nouveau dossier : Coopérative de vanille');
    expect(items[1]).toHaveTextContent('il y a 3 heures');
    expect(items[2]).toHaveTextContent('Dossier « Coopérative de vanille » : Infos supplémentaires requises');
    expect(items[2]).toHaveTextContent('hier');
  });

  it('says when nothing happened recently', async () => {
    showDashboard();
    const activity = await screen.findByRole('region', { name: 'Activité récente' });
    expect(within(activity).getByText('Aucune activité récente.')).toBeInTheDocument();
  });

  it('offers the new-article shortcut to a super administrator only', async () => {
    showDashboard();
    const shortcuts = await screen.findByRole('region', { name: 'Raccourcis' });
    expect(await within(shortcuts).findByRole('link', { name: /Nouvel article/ })).toHaveAttribute('href', '/admin/blog/new');
    expect(within(shortcuts).getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/admin/messages');
    expect(within(shortcuts).getByRole('link', { name: /Mon profil/ })).toHaveAttribute('href', '/admin/profile');
  });

  it('gives a moderator the messages and profile shortcuts but not the new article', async () => {
    showDashboard(account('moderator'));
    expect(await screen.findByText('Bienvenue, moderator')).toBeInTheDocument();
    const shortcuts = screen.getByRole('region', { name: 'Raccourcis' });
    expect(within(shortcuts).queryByRole('link', { name: /Nouvel article/ })).not.toBeInTheDocument();
    expect(within(shortcuts).getByRole('link', { name: /Messages/ })).toBeInTheDocument();
  });

  it('reports a failed load with a way to retry', async () => {
    showDashboard(account('super_admin'), { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les statistiques du tableau de bord.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
