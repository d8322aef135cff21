// Checks the submission form: required fields, creation followed by each upload, a refused file, and the server's limits.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { NewDossierPage } from './NewDossierPage';
import { fakeUploads } from '@/test/fakeUploads';
import { dossier } from './testData';

const ROUTES = [{ path: '/dashboard/dossier/new', element: <NewDossierPage /> }];
const CREATED = { status: 201, body: { dossier: dossier({ id: 12 }) } };

function pdf(name: string) {
  return new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Titre du dossier'), 'Coopérative de vanille');
  await user.type(screen.getByLabelText('Description du projet'), 'Une filière locale.');
}

describe('new dossier form', () => {
  it('asks for the title and the description before sending anything', async () => {
    const { requests } = mockFetch(startAnswers(account('promoter')));
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/dashboard/dossier/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soumettre un Nouveau Dossier' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Soumettre le dossier' }));
    expect(screen.getByText('Le titre est requis.')).toBeInTheDocument();
    expect(screen.getByText('La description est requise.')).toBeInTheDocument();
    expect(screen.getByLabelText('Titre du dossier')).toHaveFocus();
    expect(requests.some((request) => request.url === '/api/dossiers')).toBe(false);
  });

  it('drops each field error, and its aria-invalid, as soon as that field is filled', async () => {
    mockFetch(startAnswers(account('promoter')));
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/dashboard/dossier/new');
    const title = await screen.findByLabelText('Titre du dossier');
    const description = screen.getByLabelText('Description du projet');
    await user.click(screen.getByRole('button', { name: 'Soumettre le dossier' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAttribute('aria-invalid', 'true');

    await user.type(title, 'C');
    expect(screen.queryByText('Le titre est requis.')).not.toBeInTheDocument();
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).not.toHaveClass('border-red-700');
    // The other field keeps its message until it is corrected in turn.
    expect(screen.getByText('La description est requise.')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');

    await user.type(description, 'Une filière locale.');
    expect(screen.queryByText('La description est requise.')).not.toBeInTheDocument();
    expect(description).not.toHaveAttribute('aria-invalid');
  });

  it('creates the dossier, uploads each file, confirms and goes back to the list', async () => {
    const { requests } = mockFetch({ ...startAnswers(account('promoter')), '/api/dossiers': CREATED });
    const { sent } = fakeUploads(() => ({ status: 201, body: { attachment: { id: 1 } } }));
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/dashboard/dossier/new');
    await fillForm(user);
    expect(screen.getByText('22 / 200 caractères')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Ajouter des fichiers'), [pdf('plan.pdf'), pdf('budget.pdf'), pdf('retire.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Retirer retire.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Soumettre le dossier' }));

    expect(await screen.findByText('Votre dossier a été soumis.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(requests.find((request) => request.url === '/api/dossiers')).toMatchObject({
      method: 'POST',
      body: { title: 'Coopérative de vanille', description: 'Une filière locale.' },
    });
    expect(sent).toEqual([
      { url: '/api/dossiers/12/attachments', name: 'plan.pdf' },
      { url: '/api/dossiers/12/attachments', name: 'budget.pdf' },
    ]);
  });

  it('keeps the dossier when a file is refused, says why and opens the dossier', async () => {
    mockFetch({ ...startAnswers(account('promoter')), '/api/dossiers': CREATED });
    const refusal = 'Type de fichier refusé : PDF, ODT, DOCX, XLSX, PPTX, PNG ou JPEG uniquement.';
    const { sent } = fakeUploads((name) =>
      name === 'virus.pdf'
        ? { status: 415, body: { error: { code: 'unsupported_media_type', message: refusal } } }
        : { status: 201, body: { attachment: { id: 1 } } },
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/dashboard/dossier/new');
    await fillForm(user);
    await user.upload(screen.getByLabelText('Ajouter des fichiers'), [pdf('virus.pdf'), pdf('plan.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Soumettre le dossier' }));

    expect(await screen.findByText("Erreur d'upload")).toBeInTheDocument();
    expect(screen.getByText(new RegExp(refusal))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/dossier/12'));
    expect(sent.map((upload) => upload.name)).toEqual(['virus.pdf', 'plan.pdf']);
  });

  it('shows the server field messages when creation is refused', async () => {
    mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers': {
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: 'Impossible de soumettre le dossier.',
            fields: { title: 'Le titre est trop long.' },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/dashboard/dossier/new');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Soumettre le dossier' }));

    expect(await screen.findByText('Le titre est trop long.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(screen.getByText('Impossible de soumettre le dossier.')).toBeInTheDocument();
  });

  it('says when the daily limit of new dossiers is reached', async () => {
    const limit = 'Vous avez atteint la limite de 5 nouveaux dossiers par 24 heures. Réessayez plus tard.';
    mockFetch({
      ...startAnswers(account('promoter')),
      '/api/dossiers': { status: 429, body: { error: { code: 'rate_limited', message: limit } } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/dashboard/dossier/new');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Soumettre le dossier' }));

    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/dossier/new');
    expect(screen.getByRole('button', { name: 'Soumettre le dossier' })).toBeEnabled();
  });

  it('says when the server disk is too full to keep a file', async () => {
    mockFetch({ ...startAnswers(account('promoter')), '/api/dossiers': CREATED });
    const disk = "Espace disque insuffisant sur le serveur : réessayez plus tard ou contactez l'administrateur.";
    fakeUploads(() => ({ status: 507, body: { error: { code: 'insufficient_storage', message: disk } } }));
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/dashboard/dossier/new');
    await fillForm(user);
    await user.upload(screen.getByLabelText('Ajouter des fichiers'), [pdf('plan.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Soumettre le dossier' }));
    expect(await screen.findByText(new RegExp(disk.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/dossier/12'));
  });
});
