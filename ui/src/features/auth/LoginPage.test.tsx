// Checks the login page: the busy button, redirects by role, the error toast and an existing session.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { Role } from '@/generated/Role';
import type { UserView } from '@/generated/UserView';
import { LoginPage } from './LoginPage';

const ROUTES = [{ path: '/login', element: <LoginPage /> }];

function signInAs(user: UserView) {
  return mockFetch({ ...startAnswers(null), '/api/auth/login': { body: { user } } });
}

async function fillAndSubmit(email = 'awa@exemple.km', password = 'mot-de-passe') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Adresse e-mail'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('login page', () => {
  it('links to registration and disables the button while signing in', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    mockFetch({ ...startAnswers(null), '/api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    renderRoutes(ROUTES, '/login');
    expect(await screen.findByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');

    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    answer({ status: 200, body: { user: account('promoter') } });
    expect(await screen.findByTestId('landing')).toHaveTextContent('/dashboard');
  });

  it.each<[Role, string]>([
    ['super_admin', '/admin'],
    ['moderator', '/admin'],
    ['promoter', '/dashboard'],
  ])('greets a %s and sends them to %s', async (role, destination) => {
    const { requests } = signInAs(account(role));
    renderRoutes(ROUTES, '/login');
    await fillAndSubmit(' awa@exemple.km ', 'mot-de-passe');

    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    expect(screen.getByText('Redirection...')).toBeInTheDocument();
    expect(await screen.findByTestId('landing')).toHaveTextContent(destination);
    expect(requests.find((request) => request.url === '/api/auth/login')?.body).toEqual({
      email: 'awa@exemple.km',
      password: 'mot-de-passe',
    });
  });

  it.each<[Role, string, string]>([
    ['super_admin', '/admin/users', '/admin/users'],
    ['moderator', '/dashboard/profile', '/admin'],
    ['promoter', '/dashboard/profile', '/dashboard/profile'],
    ['promoter', '/admin/users', '/dashboard'],
  ])('after a guard redirect, a %s coming from %s lands on %s', async (role, from, destination) => {
    signInAs(account(role));
    renderRoutes(ROUTES, `/login?retour=${encodeURIComponent(from)}`);
    await fillAndSubmit();
    expect(await screen.findByTestId('landing')).toHaveTextContent(destination);
  });

  it('shows the server message when the credentials are wrong and keeps the form', async () => {
    mockFetch({
      ...startAnswers(null),
      '/api/auth/login': {
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Adresse e-mail ou mot de passe incorrect.' } },
      },
    });
    renderRoutes(ROUTES, '/login');
    await fillAndSubmit();

    expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
    expect(screen.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('awa@exemple.km');
  });

  it('asks for both fields without calling the server', async () => {
    const { requests } = signInAs(account('promoter'));
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/login');
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));

    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription("L'adresse e-mail est requise.");
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Le mot de passe est requis.');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus();
    expect(requests.some((request) => request.url === '/api/auth/login')).toBe(false);
  });

  it('sends an already signed-in user on by role at once', async () => {
    mockFetch(startAnswers(account('moderator')));
    renderRoutes(ROUTES, '/login');
    expect(await screen.findByTestId('landing')).toHaveTextContent('/admin');
  });

  it('fills in the e-mail handed over by the registration page', async () => {
    mockFetch(startAnswers(null));
    renderRoutes(ROUTES, { pathname: '/login', state: { email: 'nouveau@exemple.km' } });
    await waitFor(() => expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('nouveau@exemple.km'));
  });
});
