// Checks the dashboard: the welcome by name (or the question of it), the getting-started checklist, live figures in French formats, unread messages, the chart's summary and table, recent activity, shortcuts by role and a failed load.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { AdminStats } from '@/generated/AdminStats';
import type { DailyVisits } from '@/generated/DailyVisits';
import type { GettingStarted } from '@/generated/GettingStarted';
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

const ALL_DONE: GettingStarted = {
  steps: (['identity', 'first_article', 'legal_pages', 'mail', 'public_address'] as const).map((key) => ({ key, done: true })),
};

function showDashboard(
  user = account('super_admin', { email: 'salma@exemple.km' }),
  answer: object = { body: stats() },
  checklist: GettingStarted = ALL_DONE,
) {
  const mocked = mockFetch({
    ...startAnswers(user),
    '/api/admin/stats': answer,
    '/api/admin/getting-started': { body: checklist },
  });
  renderRoutes(ROUTES, '/admin');
  return mocked;
}

describe('admin dashboard', () => {
  it('welcomes by name and shows the live figures', async () => {
    showDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    const figures = await screen.findByLabelText('Chiffres clés');
    expect(screen.getByText('Bienvenue, Salma Admin')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Comment vous appelez-vous/ })).not.toBeInTheDocument();
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

  it('asks a nameless account its name, then greets by it', async () => {
    const nameless = account('super_admin', { email: 'chef@exemple.km', full_name: null });
    showDashboard(nameless);
    expect(await screen.findByText('Bienvenue, chef')).toBeInTheDocument();
    const question = screen.getByRole('region', { name: 'Bienvenue ! Comment vous appelez-vous ?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Enregistrer mon nom' }));
    expect(within(question).getByLabelText(/Votre nom complet/)).toHaveAccessibleDescription(/Indiquez votre nom\./);
    const { requests } = mockFetch({
      ...startAnswers({ ...nameless, full_name: 'Awa Mzé' }),
      '/api/profile': { body: { profile: { ...nameless, full_name: 'Awa Mzé', updated_at: '' }, languages: ['fr'] } },
      '/api/admin/stats': { body: stats() },
      '/api/admin/getting-started': { body: ALL_DONE },
    });
    await userEvent.type(within(question).getByLabelText(/Votre nom complet/), 'Awa Mzé');
    await userEvent.click(within(question).getByRole('button', { name: 'Enregistrer mon nom' }));
    expect(await screen.findByText('Bienvenue, Awa Mzé')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Comment vous appelez-vous/ })).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/profile')).toMatchObject({
      method: 'PUT',
      body: { full_name: 'Awa Mzé' },
    });
  });

  it('lists the first steps left, each with where to take it, and hides them once all are done', async () => {
    const checklist: GettingStarted = {
      steps: [
        { key: 'identity', done: true },
        { key: 'first_article', done: false },
        { key: 'legal_pages', done: false },
        { key: 'mail', done: false },
        { key: 'public_address', done: true },
      ],
    };
    showDashboard(account('super_admin'), { body: stats() }, checklist);
    const steps = await screen.findByRole('region', { name: 'Pour commencer' });
    expect(steps).toHaveTextContent('2 étapes faites sur 5');
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Votre nom et votre portrait — fait',
      'Votre premier article — à faire',
      'Vos pages légales — à faire',
      "L'envoi des e-mails — à faire",
      "L'adresse publique du site — fait",
    ]);
    expect(within(steps).getByRole('link', { name: 'Écrire un article' })).toHaveAttribute('href', '/admin/blog/new');
    expect(within(steps).getByRole('link', { name: 'Rédiger les pages légales' })).toHaveAttribute('href', '/admin/legal');
    expect(items[3]).toHaveTextContent('VITRINE_SMTP_URL');
    expect(within(items[3]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no checklist to an owner who has done it all, nor to a moderator', async () => {
    const { requests } = showDashboard();
    await screen.findByLabelText('Chiffres clés');
    await waitFor(() => expect(requests.some((request) => request.url === '/api/admin/getting-started')).toBe(true));
    await screen.findByText('Bienvenue, Salma Admin');
    expect(screen.queryByRole('region', { name: 'Pour commencer' })).not.toBeInTheDocument();
  });

  it('does not read the first steps for a moderator', async () => {
    const { requests } = showDashboard(account('moderator'));
    await screen.findByLabelText('Chiffres clés');
    expect(requests.some((request) => request.url === '/api/admin/getting-started')).toBe(false);
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
    expect(await screen.findByText('Bienvenue, Moussa Modo')).toBeInTheDocument();
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
