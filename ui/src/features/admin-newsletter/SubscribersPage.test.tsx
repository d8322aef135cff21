// Checks the subscribers screen: counts and French status badges, the debounced search and the status filter in the
// request, pagination, the empty state, erasure after confirmation, and the import dialog's refusal and summary.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { AdminSubscriber } from '@/generated/AdminSubscriber';
import type { SubscriberList } from '@/generated/SubscriberList';
import { SubscribersPage } from './SubscribersPage';

const ROUTES = [{ path: '/admin/newsletter', element: <SubscribersPage /> }];
const PATH = '/api/admin/newsletter/subscribers';

const AWA: AdminSubscriber = {
  id: 1,
  email: 'awa@exemple.km',
  status: 'confirmed',
  lang: 'fr',
  source: 'form',
  created_at: '2026-03-02T10:00:00Z',
  confirmed_at: '2026-03-02T11:00:00Z',
};
const ALI: AdminSubscriber = {
  id: 2,
  email: 'ali@exemple.km',
  status: 'pending',
  lang: 'en',
  source: 'import',
  created_at: '2026-03-01T10:00:00Z',
  confirmed_at: null,
};

function list(subscribers: AdminSubscriber[], total = subscribers.length): SubscriberList {
  return {
    subscribers,
    total,
    counts: { pending: 1, confirmed: 1, unsubscribed: 3, rejected: 0 },
    page_size: 20,
  };
}

function answers(body: SubscriberList, more = {}) {
  return { ...startAnswers(account('super_admin')), [PATH]: { body }, ...more };
}

describe('subscribers page', () => {
  it('shows the counts, the rows with their French status and the export link', async () => {
    mockFetch(answers(list([AWA, ALI])));
    renderRoutes(ROUTES, '/admin/newsletter');

    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnés à la newsletter' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('awa@exemple.km')).toBeInTheDocument();
    expect(within(table).getByText('Confirmé')).toBeInTheDocument();
    expect(within(table).getByText('En attente')).toBeInTheDocument();
    expect(within(table).getByText('Import')).toBeInTheDocument();
    const counts = screen.getByLabelText('Abonnés par statut');
    expect(within(counts).getByText('Désabonné')).toBeInTheDocument();
    expect(within(counts).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exporter (CSV)' })).toHaveAttribute('href', `${PATH}/export`);
  });

  it('searches once typing pauses, filters by status and pages', async () => {
    const { requests } = mockFetch(answers(list([AWA], 45)));
    renderRoutes(ROUTES, '/admin/newsletter');
    await screen.findByRole('table');

    await userEvent.type(screen.getByLabelText('Rechercher une adresse'), 'awa');
    await waitFor(() => expect(requests.some((request) => request.url.endsWith(`${PATH}?q=awa`))).toBe(true));
    expect(requests.some((request) => request.url.endsWith('?q=a'))).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Filtrer par statut'), 'Confirmé');
    await waitFor(() => expect(requests.some((request) => request.url.endsWith(`${PATH}?status=confirmed&q=awa`))).toBe(true));
    expect(screen.getByRole('link', { name: 'Exporter (CSV)' })).toHaveAttribute('href', `${PATH}/export?status=confirmed`);

    expect(await screen.findByText('Page 1 sur 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('&page=2'))).toBe(true));
  });

  it('says when there is nobody yet', async () => {
    mockFetch(answers({ ...list([]), counts: { pending: 0, confirmed: 0, unsubscribed: 0, rejected: 0 } }));
    renderRoutes(ROUTES, '/admin/newsletter');
    expect(await screen.findByText(/Aucun abonné pour l’instant/)).toBeInTheDocument();
  });

  it('erases a subscriber after confirmation', async () => {
    const { requests } = mockFetch(answers(list([AWA, ALI]), { [`${PATH}/1`]: { status: 204 } }));
    renderRoutes(ROUTES, '/admin/newsletter');
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer awa@exemple.km' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/droit à l’effacement/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'DELETE' && request.url === `${PATH}/1`)).toBe(true),
    );
  });

  it('lists every refused line, then sums up an accepted import', async () => {
    let accepted = false;
    mockFetch(
      answers(list([AWA]), {
        [`${PATH}/import`]: async () =>
          accepted
            ? { body: { added: 2, skipped: 1, errors: [] } }
            : {
                status: 422,
                body: {
                  added: 0,
                  skipped: 0,
                  errors: [
                    { line: 3, email: 'pas-une-adresse', reason: 'Adresse invalide' },
                    { line: 5, email: 'ali@exemple.km', reason: 'Langue inconnue (fr, en ou ar attendu)' },
                  ],
                },
              },
      }),
    );
    renderRoutes(ROUTES, '/admin/newsletter');
    await userEvent.click(await screen.findByRole('button', { name: 'Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer des abonnés' });

    await userEvent.click(within(dialog).getByLabelText(/Ils ont déjà donné leur accord/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(within(dialog).getByText('Choisissez un fichier CSV.')).toBeInTheDocument();
    expect(within(dialog).getByText('Indiquez comment ces lecteurs ont donné leur accord.')).toBeInTheDocument();

    const file = new File(['email\nawa@exemple.km\n'], 'lecteurs.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('Fichier CSV'), file);
    await userEvent.type(within(dialog).getByLabelText('Votre déclaration de consentement'), 'Accord écrit au salon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused).toHaveTextContent('Rien n’a été importé');
    expect(refused).toHaveTextContent('Ligne 3');
    expect(refused).toHaveTextContent('Langue inconnue');

    accepted = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    const done = await screen.findByRole('dialog', { name: 'Import terminé' });
    expect(within(done).getByText('2 adresses ajoutées')).toBeInTheDocument();
    expect(within(done).getByText('1 adresse déjà présente, laissée telle quelle')).toBeInTheDocument();
  });
});
