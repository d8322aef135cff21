// Checks the profile page: the avatar form and its upload progress, saving the name, and the password form's checks.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedRequest } from '@/test/mockFetch';
import { fakeUploads, heldUpload } from '@/test/fakeUploads';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { ProfileView } from '@/generated/ProfileView';
import { ProfilePage } from './ProfilePage';

const ROUTES = [{ path: '/dashboard/profile', element: <ProfilePage /> }];
const promoter = account('promoter');
const profile: ProfileView = { ...promoter, updated_at: '2025-08-08T12:00:00Z' };

/** Answers /api/profile according to the method of the request just made. */
function profileServer(answers: { put?: { status?: number; body: unknown } }) {
  let recorded: RecordedRequest[] = [];
  const mock = mockFetch({
    ...startAnswers(promoter),
    '/api/profile/password': async () => ({ status: 204 }),
    '/api/profile': async () => (recorded.at(-1)?.method === 'PUT' && answers.put ? answers.put : { body: { profile } }),
  });
  recorded = mock.requests;
  return mock;
}

async function openProfile() {
  renderRoutes(ROUTES, '/dashboard/profile');
  await screen.findByLabelText('Nom complet');
  return userEvent.setup();
}

describe('profile page', () => {
  it('shows the read-only e-mail, the name and the initials', async () => {
    profileServer({});
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toBeDisabled();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue(promoter.email);
    expect(screen.getByLabelText('Nom complet')).toHaveValue('Awa Mohamed');
    expect(screen.getByRole('img', { name: 'Photo de profil de Awa Mohamed' })).toHaveTextContent('AM');
  });

  it('asks for an image when none is chosen', async () => {
    profileServer({});
    const { sent } = fakeUploads(() => ({ status: 200, body: { profile } }));
    const user = await openProfile();
    expect(screen.getByLabelText("Changer l'avatar")).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    expect(screen.getByLabelText("Changer l'avatar")).toHaveAccessibleDescription("PNG, JPG, GIF ou WebP jusqu'à 15 Mo");
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));

    expect(await screen.findByText('Vous devez sélectionner une image à télécharger.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('uploads the chosen image with its progress and shows the new picture', async () => {
    const withAvatar = { ...profile, avatar_url: '/media/avatars/nouvelle.webp' };
    const { requests } = profileServer({});
    const upload = heldUpload();
    const user = await openProfile();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'moi.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText("Changer l'avatar"), file);
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));

    expect(upload.url).toBe('/api/profile/avatar');
    expect(screen.getByRole('button', { name: 'Téléchargement…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Envoi de la photo : 0 %' })).toHaveAttribute('aria-valuenow', '0');
    act(() => upload.progress(1, 4));
    expect(screen.getByRole('progressbar', { name: 'Envoi de la photo : 25 %' })).toHaveAttribute('aria-valuenow', '25');

    act(() => upload.answer(200, { profile: withAvatar }));
    expect(await screen.findByText('Photo de profil mise à jour.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo de profil de Awa Mohamed' })).toHaveAttribute(
      'src',
      '/media/avatars/nouvelle.webp',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeEnabled();
    await waitFor(() => expect(requests.filter((request) => request.url === '/api/auth/me').length).toBeGreaterThan(1));
  });

  it('refuses a photo over 15 Mo before sending it, and sends one just under', async () => {
    profileServer({});
    const { sent } = fakeUploads(() => ({ status: 200, body: { profile } }));
    const user = await openProfile();
    const photo = (bytes: number) => new File([new Uint8Array(bytes)], 'IMG_2041.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText("Changer l'avatar"), photo(15 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));

    expect(await screen.findByText("L'image dépasse 15 Mo : choisissez un fichier plus léger.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.upload(screen.getByLabelText("Changer l'avatar"), photo(14 * 1024 * 1024));
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('reports a refused image with the server message', async () => {
    profileServer({});
    fakeUploads(() => ({
      status: 415,
      body: { error: { code: 'unsupported_media_type', message: "Ce type de contenu n'est pas accepté." } },
    }));
    const user = await openProfile();
    await user.upload(screen.getByLabelText("Changer l'avatar"), new File(['%PDF'], 'cv.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));

    expect(await screen.findByText('Erreur de téléchargement')).toBeInTheDocument();
    expect(screen.getByText("Ce type de contenu n'est pas accepté.")).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('saves the full name, confirms it and refreshes the session', async () => {
    const renamed = { ...profile, full_name: 'Awa Said' };
    const { requests } = profileServer({ put: { body: { profile: renamed } } });
    const user = await openProfile();
    const name = screen.getByLabelText('Nom complet');
    await user.clear(name);
    await user.type(name, 'Awa Said');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Profil mis à jour.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT' && request.url === '/api/profile')?.body).toEqual({
      full_name: 'Awa Said',
    });
    await waitFor(() => expect(requests.filter((request) => request.url === '/api/auth/me').length).toBeGreaterThan(1));
  });

  it('shows the fallback message when saving fails on the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    profileServer({ put: { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } } });
    const user = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Impossible de mettre à jour le profil.')).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...startAnswers(promoter),
      '/api/profile': { status: 404, body: { error: { code: 'not_found', message: 'Profil non trouvé.' } } },
    });
    renderRoutes(ROUTES, '/dashboard/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Profil non trouvé.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('password form', () => {
  it('refuses a confirmation that differs, without calling the server', async () => {
    const { requests } = profileServer({});
    const user = await openProfile();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-secret');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-secreT');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));

    expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas.',
    );
    expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveFocus();
    expect(requests.some((request) => request.url === '/api/profile/password')).toBe(false);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    profileServer({});
    const user = await openProfile();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-secret');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'court');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
  });

  it('changes the password, confirms and clears the fields', async () => {
    const { requests } = profileServer({});
    const user = await openProfile();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-secret');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));

    expect(await screen.findByText('Mot de passe modifié.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(requests.find((request) => request.url === '/api/profile/password')).toMatchObject({
      method: 'PUT',
      body: { current: 'ancien-secret', new: 'nouveau-secret' },
    });
  });

  it('shows a wrong current password under its field', async () => {
    mockFetch({
      ...startAnswers(promoter),
      '/api/profile/password': {
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: 'Le mot de passe actuel est incorrect.',
            fields: { current: 'Le mot de passe actuel est incorrect.' },
          },
        },
      },
      '/api/profile': { body: { profile } },
    });
    const user = await openProfile();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'mauvais-secret');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'),
    );
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveFocus();
  });
});
