// Checks timeline administration: the list, the add and edit dialog with its validation, server field errors, deletion and guards.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { TimelineEvent } from '@/generated/TimelineEvent';
import { TimelineAdminPage } from './TimelineAdminPage';

const ROUTES = [{ path: '/admin/timeline', element: <TimelineAdminPage /> }];
const EVENTS: TimelineEvent[] = [
  {
    id: 7,
    date: '2019 - présent',
    title: 'Secrétaire général de la fédération',
    category: 'Engagements',
    description: 'Coordination du réseau.',
    reference_link: 'https://example.org',
  },
  { id: 2, date: '2008', title: 'Master en gestion', category: null, description: null, reference_link: null },
];

function openTimeline(answers: Record<string, object>, user = account('super_admin')) {
  const fetch = mockFetch({ ...startAnswers(user), ...answers });
  renderRoutes(ROUTES, '/admin/timeline');
  return fetch;
}

const listed = { '/api/admin/timeline': { body: { events: EVENTS } } };

describe('timeline admin', () => {
  it('lists the events with date and category, "Divers" when none', async () => {
    openTimeline(listed);
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Événements de la timeline' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Secrétaire général de la fédération');
    expect(rows[1]).toHaveTextContent('2019 - présent');
    expect(rows[1]).toHaveTextContent('Engagements');
    expect(rows[2]).toHaveTextContent('Divers');
    expect(within(table).getByRole('button', { name: 'Modifier Master en gestion' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Supprimer Master en gestion' })).toBeInTheDocument();
  });

  it('says when there is no event yet', async () => {
    openTimeline({ '/api/admin/timeline': { body: { events: [] } } });
    expect(await screen.findByText('Aucun événement pour le moment.')).toBeInTheDocument();
  });

  it('requires a date and a title before sending anything', async () => {
    const { requests } = openTimeline(listed);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un événement' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un événement' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('La date est requise.')).toBeInTheDocument();
    expect(within(dialog).getByText('Le titre est requis.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date')).toHaveFocus();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('creates an event, closes the dialog and reloads the list', async () => {
    let created = false;
    const added: TimelineEvent = {
      id: 9,
      date: '2024',
      title: 'Forum de Moroni',
      category: 'Projets',
      description: null,
      reference_link: null,
    };
    const { requests } = openTimeline({
      '/api/admin/timeline': async () => {
        if (!created) return { body: { events: EVENTS } };
        return { body: { events: [added, ...EVENTS] } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un événement' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un événement' });
    expect(within(dialog).getByRole('combobox', { name: 'Catégorie' })).toHaveValue('');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Aucune (affiché dans « Divers »)', 'Formations', 'Postes occupés', 'Engagements', 'Projets', 'Contributions']);
    await user.type(within(dialog).getByLabelText('Date'), '2024');
    await user.type(within(dialog).getByLabelText('Titre'), 'Forum de Moroni');
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 'Projets');
    created = true;
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Événement créé avec succès.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Modifier Forum de Moroni' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/admin/timeline',
      body: { date: '2024', title: 'Forum de Moroni', category: 'Projets', description: '', reference_link: '' },
    });

    await user.click(screen.getByRole('button', { name: 'Ajouter un événement' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Titre')).toHaveValue('');
  });

  it('edits an event in a prefilled dialog', async () => {
    const { requests } = openTimeline({
      '/api/admin/timeline/7': { body: { event: { ...EVENTS[0], title: 'Secrétaire général' } } },
      ...listed,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier Secrétaire général de la fédération' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'événement" });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2019 - présent');
    expect(within(dialog).getByLabelText('Catégorie')).toHaveValue('Engagements');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Coordination du réseau.');
    expect(within(dialog).getByLabelText('Lien de référence')).toHaveValue('https://example.org');
    const title = within(dialog).getByLabelText('Titre');
    await user.clear(title);
    await user.type(title, 'Secrétaire général');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Événement mis à jour avec succès.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      url: '/api/admin/timeline/7',
      body: { title: 'Secrétaire général', category: 'Engagements' },
    });
    expect(requests.filter((request) => request.url === '/api/admin/timeline' && request.method === 'GET')).toHaveLength(2);
  });

  it('shows the server message under the reference link and keeps the dialog open', async () => {
    openTimeline({
      '/api/admin/timeline/2': {
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: 'Le lien doit commencer par http://, https:// ou mailto:.',
            fields: { reference_link: 'Le lien doit commencer par http://, https:// ou mailto:.' },
          },
        },
      },
      ...listed,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier Master en gestion' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Lien de référence'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Échec de la sauvegarde.')).toBeInTheDocument();
    const link = within(dialog).getByLabelText('Lien de référence');
    expect(link).toHaveAccessibleDescription(/Le lien doit commencer par http:\/\/, https:\/\/ ou mailto:\./);
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cancels the form without saving', async () => {
    const { requests } = openTimeline(listed);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier Master en gestion' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Titre'), ' modifié');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Modifier Master en gestion' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Titre')).toHaveValue('Master en gestion');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('deletes an event after confirmation and reloads the list', async () => {
    let deleted = false;
    const { requests } = openTimeline({
      '/api/admin/timeline/2': async () => {
        deleted = true;
        return { status: 204 };
      },
      '/api/admin/timeline': async () => ({ body: { events: deleted ? [EVENTS[0]] : EVENTS } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer Master en gestion' }));
    const confirm = screen.getByRole('alertdialog', { name: /^Êtes-vous sûr/ });
    expect(confirm).toHaveTextContent("Cette action est irréversible. L'événement sera définitivement supprimé.");
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Événement supprimé.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Supprimer Master en gestion' })).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/admin/timeline/2');
  });

  it('reports a failed deletion', async () => {
    openTimeline({
      '/api/admin/timeline/2': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
      ...listed,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer Master en gestion' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("Impossible de supprimer l'événement.")).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
  });

  it('reports a failed load', async () => {
    openTimeline({ '/api/admin/timeline': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les événements.');
  });
});
