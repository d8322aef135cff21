// Checks the dossier detail: statuses, the merged thread, messages, the staff-only status menu, refusals and a missing dossier.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { fakeUploads } from '@/test/fakeUploads';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { DossierDetailPage } from './DossierDetailPage';
import { PROMOTER_SENDER, STAFF_SENDER, detail, dossier } from './testData';
import type { DossierStatus } from '@/generated/DossierStatus';

const ROUTES = [
  { path: '/admin/dossiers/:id', element: <DossierDetailPage /> },
  { path: '/dashboard/dossier/:id', element: <DossierDetailPage /> },
];

const THREAD = detail({
  messages: [
    { id: 1, message: 'Bonjour, voici mon projet.', created_at: '2025-09-12T09:00:00Z', sender: PROMOTER_SENDER },
    { id: 2, message: 'Il manque le budget.', created_at: '2025-09-13T09:00:00Z', sender: STAFF_SENDER },
    { id: 3, message: 'Message orphelin', created_at: '2025-09-15T09:00:00Z', sender: null },
  ],
  history: [
    {
      id: 1,
      from_status: 'received',
      to_status: 'more_info_required',
      created_at: '2025-09-13T08:00:00Z',
      changed_by: STAFF_SENDER,
    },
    {
      id: 2,
      from_status: 'more_info_required',
      to_status: 'archived' as DossierStatus,
      created_at: '2025-09-14T08:00:00Z',
      changed_by: null,
    },
  ],
  attachments: [
    {
      id: 4,
      original_name: 'plan.pdf',
      content_type: 'application/pdf',
      size_bytes: 1536,
      created_at: '2025-09-12T08:05:00Z',
      uploaded_by: 3,
    },
  ],
});

describe('dossier detail', () => {
  it('shows the dossier, its files and one thread in time order to its promoter', async () => {
    mockFetch({ ...startAnswers(account('promoter')), '/api/dossiers/7': { body: THREAD } });
    renderRoutes(ROUTES, '/dashboard/dossier/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Coopérative de vanille à Anjouan' })).toBeInTheDocument();
    expect(screen.getByText(/Première ligne\s+Seconde ligne/)).toHaveClass('whitespace-pre-wrap');
    expect(screen.getByText('Reçu')).toHaveAttribute('data-status', 'received');
    expect(screen.queryByRole('combobox', { name: 'Changer le statut' })).not.toBeInTheDocument();

    const download = screen.getByRole('link', { name: 'Télécharger plan.pdf' });
    expect(download).toHaveAttribute('href', '/api/dossiers/7/attachments/4');
    expect(screen.getByText(/1,5 Ko/)).toBeInTheDocument();

    const items = within(screen.getByRole('region', { name: 'Fil des échanges' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bonjour, voici mon projet.'),
      expect.stringContaining('Moussa Modo a changé le statut\u00a0: Reçu → Infos supplémentaires requises'),
      expect.stringContaining('Il manque le budget.'),
      expect.stringContaining('Compte supprimé a changé le statut\u00a0: Infos supplémentaires requises → archived'),
      expect.stringContaining('Message orphelin'),
    ]);
    expect(items[0]).toHaveTextContent('Vous');
    expect(items[0]).toHaveClass('flex-row-reverse');
    expect(items[2]).not.toHaveClass('flex-row-reverse');
    expect(items[4]).toHaveTextContent('Compte supprimé');
  });

  it('marks the dossier read once it is shown, never by the GET itself', async () => {
    const { requests } = mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers/7/read': { status: 204 },
      '/api/dossiers/7': { body: THREAD },
    });
    renderRoutes(ROUTES, '/dashboard/dossier/7');
    await screen.findByRole('heading', { level: 1, name: 'Coopérative de vanille à Anjouan' });
    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/api/dossiers/7/read')).toEqual([
        { url: '/api/dossiers/7/read', method: 'POST', body: undefined },
      ]),
    );
  });

  it('shows an unknown status raw, in grey', async () => {
    mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers/7': { body: detail({ dossier: dossier({ status: 'archived' as DossierStatus }) }) },
    });
    renderRoutes(ROUTES, '/dashboard/dossier/7');
    const badge = await screen.findByText('archived');
    expect(badge).toHaveClass('bg-slate-100', 'text-slate-700');
  });

  it('never sends a blank message, sends a real one with Ctrl+Enter and reads the dossier again', async () => {
    const sentMessage = { id: 9, message: 'Voici le budget.', created_at: '2025-09-16T09:00:00Z', sender: PROMOTER_SENDER };
    const { requests } = mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers/7/messages': { status: 201, body: { message: sentMessage } },
      '/api/dossiers/7': async () => ({
        body: detail({ messages: requests.some((request) => request.method === 'POST') ? [sentMessage] : [] }),
      }),
    });
    const reads = () => requests.filter((request) => request.method === 'GET' && request.url === '/api/dossiers/7').length;
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/dashboard/dossier/7');
    const box = await screen.findByLabelText('Votre message au sujet du dossier');

    await user.type(box, '   ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(requests.some((request) => request.url === '/api/dossiers/7/messages')).toBe(false);

    const readsBefore = reads();
    await user.clear(box);
    await user.type(box, 'Voici le budget.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Voici le budget.', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(requests.find((request) => request.url === '/api/dossiers/7/messages')).toMatchObject({
      method: 'POST',
      body: { message: 'Voici le budget.' },
    });
    expect(reads()).toBeGreaterThan(readsBefore);
    expect(screen.getAllByText('Voici le budget.', { selector: 'p' })).toHaveLength(1);
  });

  it('says when a message cannot be sent', async () => {
    mockFetch({
      ...startAnswers(account('moderator')),
      '/api/dossiers/7/messages': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
      '/api/dossiers/7': { body: detail() },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/dossiers/7');
    await user.type(await screen.findByLabelText('Votre message au sujet du dossier'), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("Impossible d'envoyer le message.")).toBeInTheDocument();
    expect(screen.getByLabelText('Votre message au sujet du dossier')).toHaveValue('Bonjour');
  });

  it('shows the message limit the server answers with', async () => {
    const limit = 'Vous envoyez trop de messages : 10 par minute au maximum. Patientez un instant avant de réessayer.';
    mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers/7/messages': { status: 429, body: { error: { code: 'rate_limited', message: limit } } },
      '/api/dossiers/7': { body: detail() },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/dashboard/dossier/7');
    await user.type(await screen.findByLabelText('Votre message au sujet du dossier'), 'Encore un message');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByLabelText('Votre message au sujet du dossier')).toHaveValue('Encore un message');
  });

  it('adds a file with its progress, confirms it and lists it once the dossier is read again', async () => {
    const added = {
      id: 5,
      original_name: 'budget.pdf',
      content_type: 'application/pdf',
      size_bytes: 2048,
      created_at: '2025-09-16T10:00:00Z',
      uploaded_by: 3,
    };
    let stored = false;
    // The dossier read after the upload waits for the test, which looks at the panel meanwhile.
    let answerReread: () => void = () => {};
    const { requests } = mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers/7': () =>
        stored
          ? new Promise((resolve) => (answerReread = () => resolve({ body: detail({ attachments: [added] }) })))
          : Promise.resolve({ body: detail() }),
    });
    const { sent } = fakeUploads(() => {
      stored = true;
      return { status: 201, body: { attachment: added } };
    });
    const reads = () => requests.filter((request) => request.method === 'GET' && request.url === '/api/dossiers/7').length;
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/dashboard/dossier/7');
    const input = await screen.findByLabelText('Ajouter une pièce jointe');
    expect(screen.getByText('Aucune pièce jointe pour le moment.')).toBeInTheDocument();
    const readsBefore = reads();

    await user.upload(input, new File(['%PDF-1.4\n%%EOF'], 'budget.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    expect(screen.getByRole('progressbar', { name: 'Envoi de la pièce jointe…' })).toHaveValue(100);
    expect(input).toBeDisabled();
    answerReread();

    expect(await screen.findByText('Pièce jointe ajoutée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger budget.pdf' })).toHaveAttribute('href', '/api/dossiers/7/attachments/5');
    expect(sent).toEqual([{ url: '/api/dossiers/7/attachments', name: 'budget.pdf' }]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it.each([
    ['payload_too_large', 413, 'Vous avez atteint la limite de 200 Mo de pièces jointes pour votre compte.'],
    [
      'insufficient_storage',
      507,
      "Espace disque insuffisant sur le serveur : réessayez plus tard ou contactez l'administrateur.",
    ],
  ])('shows why an attachment was refused (%s)', async (code, status, message) => {
    mockFetch({ ...startAnswers(account('promoter')), '/api/dossiers/7': { body: detail() } });
    fakeUploads(() => ({ status, body: { error: { code, message } } }));
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/dashboard/dossier/7');
    await user.upload(
      await screen.findByLabelText('Ajouter une pièce jointe'),
      new File(['%PDF-1.4\n%%EOF'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText("Erreur d'upload")).toBeInTheDocument();
  });

  it('lets staff change the status and confirms it', async () => {
    const { requests } = mockFetch({
      ...startAnswers(account('moderator')),
      '/api/dossiers/7': async () => ({
        body: requests.some((request) => request.method === 'PATCH')
          ? detail({ dossier: dossier({ status: 'processing' }) })
          : detail(),
      }),
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/dossiers/7');
    const menu = await screen.findByRole('combobox', { name: 'Changer le statut' });
    expect(within(menu).getAllByRole('option')).toHaveLength(5);
    await user.selectOptions(menu, 'processing');

    expect(await screen.findByText('Statut du dossier mis à jour.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      url: '/api/dossiers/7',
      body: { status: 'processing' },
    });
    await waitFor(() => expect(menu).toHaveValue('processing'));
  });

  it('says when the status cannot be changed and keeps the previous one', async () => {
    const { requests } = mockFetch({
      ...startAnswers(account('super_admin')),
      '/api/dossiers/7': async () =>
        requests.some((request) => request.method === 'PATCH')
          ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
          : { body: detail() },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/dossiers/7');
    const menu = await screen.findByRole('combobox', { name: 'Changer le statut' });
    await user.selectOptions(menu, 'rejected');
    expect(await screen.findByText('Impossible de changer le statut.')).toBeInTheDocument();
    await waitFor(() => expect(menu).toHaveValue('received'));
  });

  it("says a missing or someone else's dossier was not found, with a way back", async () => {
    mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers/99': { status: 404, body: { error: { code: 'not_found', message: 'Dossier non trouvé.' } } },
    });
    renderRoutes(ROUTES, '/dashboard/dossier/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dossier non trouvé.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux dossiers' })).toHaveAttribute('href', '/dashboard');
  });
});
