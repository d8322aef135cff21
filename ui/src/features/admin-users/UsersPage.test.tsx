// Checks account management: the table, role and state changes that read the list again, a refused change that reverts,
// password links and their copy button, and a failed load.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { AdminUser } from '@/generated/AdminUser';
import { UsersPage } from './UsersPage';

const ROUTES = [{ path: '/admin/users', element: <UsersPage /> }];
const admin = account('super_admin');
const USERS: AdminUser[] = [
  {
    ...admin,
    created_at: '2025-08-08T12:00:00Z',
    active: true,
    last_login_at: '2025-09-02T07:00:00Z',
    invitation_pending: false,
  },
  {
    ...account('promoter'),
    full_name: null,
    email: 'sans.nom@exemple.km',
    created_at: '2025-09-01T08:30:00Z',
    active: true,
    last_login_at: null,
    invitation_pending: false,
  },
];

describe('users page', () => {
  it('lists the accounts with their role, state and last sign-in', async () => {
    mockFetch({ ...startAnswers(admin), '/api/admin/users': { body: { users: USERS } } });
    renderRoutes(ROUTES, '/admin/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Compte', 'Rôle', 'Dernière connexion', 'Actions']);
    // The address rides under the name, where it may wrap after its « @ ».
    expect(within(table).getByRole('rowheader', { name: /^Salma Admin/ })).toHaveTextContent(admin.email);
    expect(within(table).getByText(/^2 septembre 2025/)).toBeInTheDocument();
    expect(within(table).getByText('Jamais')).toBeInTheDocument();
    expect(within(table).getAllByText('Actif')).toHaveLength(2);
    // The administrator cannot lock himself out; everyone else can be deactivated.
    expect(screen.queryByRole('button', { name: 'Désactiver Salma Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Désactiver sans.nom@exemple.km' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rôle de Salma Admin' })).toHaveValue('super_admin');
    const select = screen.getByRole('combobox', { name: 'Rôle de sans.nom@exemple.km' });
    expect(select).toHaveValue('promoter');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Super administrateur', 'Modérateur', 'Promoteur']);
  });

  it('changes a role, confirms it and reads the list again', async () => {
    let promoted = false;
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/admin/users/3': async () => {
        promoted = true;
        return { body: { user: { ...USERS[1], role: 'moderator' } } };
      },
      '/api/admin/users': async () => ({
        body: { users: promoted ? [USERS[0], { ...USERS[1], role: 'moderator' }] : USERS },
      }),
    });
    const listReads = () => requests.filter((request) => request.method === 'GET' && request.url === '/api/admin/users').length;
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    const select = await screen.findByRole('combobox', { name: 'Rôle de sans.nom@exemple.km' });
    expect(listReads()).toBe(1);
    await user.selectOptions(select, 'moderator');

    expect(await screen.findByText('Rôle mis à jour.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    expect(select).toHaveValue('moderator');
    expect(select).toBeEnabled();
    expect(listReads()).toBe(2);
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      url: '/api/admin/users/3',
      body: { role: 'moderator' },
    });
    // Someone else's role leaves the session alone.
    expect(requests.filter((request) => request.url === '/api/auth/me')).toHaveLength(1);
  });

  it("reads the session again after changing one's own role, so the menus follow", async () => {
    const demoted = { ...USERS[0], role: 'moderator' as const };
    let changed = false;
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/auth/me': async () => ({ body: { user: changed ? { ...admin, role: 'moderator' } : admin } }),
      '/api/admin/users/1': async () => {
        changed = true;
        return { body: { user: demoted } };
      },
      '/api/admin/users': async () => ({ body: { users: changed ? [demoted, USERS[1]] : USERS } }),
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rôle de Salma Admin' }), 'moderator');

    expect(await screen.findByText('Rôle mis à jour.')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/auth/me')).toHaveLength(2);
  });

  it('puts the previous role back when the server refuses', async () => {
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/users/1': {
        status: 409,
        body: { error: { code: 'conflict', message: 'Impossible de retirer le rôle du dernier super administrateur.' } },
      },
      '/api/admin/users': { body: { users: USERS } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    const select = await screen.findByRole('combobox', { name: 'Rôle de Salma Admin' });
    await user.selectOptions(select, 'promoter');

    expect(await screen.findByText('Impossible de retirer le rôle du dernier super administrateur.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('super_admin'));
    expect(select).toBeEnabled();
  });

  it('says when the accounts cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/users': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
      '/api/admin/security': { body: { require_two_factor: false } },
    });
    renderRoutes(ROUTES, '/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les utilisateurs.');
  });

  it('invites an account and shows its single-use link once', async () => {
    const invitee: AdminUser = {
      ...account('moderator'),
      id: 7,
      full_name: 'Nadia Moderatrice',
      email: 'nadia@exemple.km',
      created_at: '2025-09-03T08:00:00Z',
      active: true,
      last_login_at: null,
      invitation_pending: true,
    };
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/admin/users': async () =>
        requests.some((request) => request.method === 'POST')
          ? {
              status: 201,
              body: {
                user: invitee,
                invite_url: 'http://site.test/reinitialiser-mot-de-passe/abc',
                invite_expires_at: '2025-09-04T08:00:00Z',
                emailed: false,
              },
            }
          : { body: { users: USERS } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Inviter un compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un compte' });
    // A site in French only has nothing to choose: the e-mails are French.
    expect(within(dialog).queryByRole('combobox', { name: 'Langue des e-mails' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(within(dialog).getByLabelText('Nom')).toHaveFocus();
    expect(within(dialog).getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est requis.');

    await user.type(within(dialog).getByLabelText('Nom'), ' Nadia Moderatrice ');
    await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'nadia@exemple.km');
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));

    const done = await screen.findByRole('dialog', { name: 'Invitation créée' });
    expect(within(done).getByText(/transmettez ce lien à Nadia Moderatrice/)).toBeInTheDocument();
    expect(within(done).getByLabelText('Lien à transmettre')).toHaveValue('http://site.test/reinitialiser-mot-de-passe/abc');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      full_name: 'Nadia Moderatrice',
      email: 'nadia@exemple.km',
      role: 'moderator',
      lang: 'fr',
    });
    await user.click(within(done).getByRole('button', { name: 'Terminé' }));
    const row = screen.getByRole('row', { name: /Nadia Moderatrice/ });
    expect(within(row).getByText('Invitation en attente')).toBeInTheDocument();
  });

  it('invites in a language the site speaks, whose e-mails then go out in it', async () => {
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/admin/settings': { body: { languages: { en: true, ar: false } } },
      '/api/admin/users': async () =>
        requests.some((request) => request.method === 'POST')
          ? {
              status: 201,
              body: {
                user: { ...USERS[1], id: 8, email: 'ann@exemple.km', full_name: 'Ann', invitation_pending: true },
                invite_url: 'http://site.test/reinitialiser-mot-de-passe/def',
                invite_expires_at: '2025-09-04T08:00:00Z',
                emailed: true,
              },
            }
          : { body: { users: USERS } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Inviter un compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un compte' });
    const language = await within(dialog).findByRole('combobox', { name: 'Langue des e-mails' });
    expect(language).toHaveValue('fr');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Français', 'English']);

    await user.type(within(dialog).getByLabelText('Nom'), 'Ann');
    await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'ann@exemple.km');
    await user.selectOptions(language, 'en');
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));

    await screen.findByRole('dialog', { name: 'Invitation créée' });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      full_name: 'Ann',
      email: 'ann@exemple.km',
      role: 'moderator',
      lang: 'en',
    });
  });

  it('deactivates an account after confirmation, then reactivates it', async () => {
    const target = USERS[1];
    let active = true;
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/admin/users/3': async () => {
        active = !active;
        return { body: { user: { ...target, active } } };
      },
      '/api/admin/users': async () => ({ body: { users: [USERS[0], { ...target, active }] } }),
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Désactiver sans.nom@exemple.km' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Désactiver ce compte ?' });
    expect(confirm).toHaveTextContent('ses sessions ouvertes prennent fin aussitôt');
    await user.click(within(confirm).getByRole('button', { name: 'Désactiver le compte' }));

    expect(await screen.findByText('Le compte de sans.nom@exemple.km est désactivé.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /sans\.nom/ })).getByText('Désactivé')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réactiver sans.nom@exemple.km' }));
    expect(await screen.findByText('Le compte de sans.nom@exemple.km est réactivé.')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /sans\.nom/ })).getByText('Actif')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { active: false },
      { active: true },
    ]);
  });

  it('renames an account', async () => {
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/admin/users/3': { body: { user: { ...USERS[1], full_name: 'Awa Mohamed' } } },
      '/api/admin/users': { body: { users: USERS } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Renommer sans.nom@exemple.km' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le compte' });
    await user.type(within(dialog).getByLabelText('Nom'), 'Awa Mohamed');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByRole('rowheader', { name: /^Awa Mohamed/ })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ full_name: 'Awa Mohamed' });
  });

  it('makes a password link for an account and shows it to copy', async () => {
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/users/3/reset-link': {
        status: 201,
        body: { url: 'http://site.test/reinitialiser-mot-de-passe/xyz', expires_at: '2025-09-04T09:00:00Z' },
      },
      '/api/admin/users': { body: { users: USERS } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Lien de mot de passe pour sans.nom@exemple.km' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lien de mot de passe' });
    expect(within(dialog).getByLabelText('Lien à transmettre')).toHaveValue('http://site.test/reinitialiser-mot-de-passe/xyz');
    expect(within(dialog).getByText(/^Valable jusqu'au 4 septembre 2025/)).toBeInTheDocument();
  });

  it('copies the shown-once link and says so on its button', async () => {
    const url = 'http://site.test/reinitialiser-mot-de-passe/xyz';
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/users/3/reset-link': { status: 201, body: { url, expires_at: '2025-09-04T09:00:00Z' } },
      '/api/admin/users': { body: { users: USERS } },
    });
    const user = userEvent.setup();
    // After setup: user-event puts its own clipboard on navigator.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderRoutes(ROUTES, '/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Lien de mot de passe pour sans.nom@exemple.km' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lien de mot de passe' });
    await user.click(within(dialog).getByRole('button', { name: 'Copier le lien' }));

    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(dialog).findByRole('button', { name: 'Lien copié' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copier le lien' })).not.toBeInTheDocument();
  });

  it('says why a password link cannot be made', async () => {
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/users/3/reset-link': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
      '/api/admin/users': { body: { users: USERS } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Lien de mot de passe pour sans.nom@exemple.km' }));
    expect(await screen.findByText('Impossible de créer le lien.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Lien de mot de passe' })).not.toBeInTheDocument();
  });

  it('filters the accounts by role, in the address', async () => {
    mockFetch({ ...startAnswers(admin), '/api/admin/users': { body: { users: USERS } } });
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/admin/users');
    await user.selectOptions(await screen.findByLabelText('Afficher'), 'promoter');
    expect(screen.getByText('1 compte')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /^Salma Admin/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?role=promoter');
  });
});
