// Checks the forgotten-password pages: the same answer for any address, the no-mail case, and choosing a password with a link.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { siteBundle } from '@/test/fixtures';
import { renderRoutes, startAnswers } from '@/test/renderApp';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const ROUTES = [
  { path: '/login', element: <LoginPage /> },
  { path: '/mot-de-passe-oublie', element: <ForgotPasswordPage /> },
  { path: '/reinitialiser-mot-de-passe/:token', element: <ResetPasswordPage /> },
];

const INVALID_LINK = {
  status: 400,
  body: {
    error: { code: 'validation', message: 'Lien invalide.', fields: { token: 'Ce lien est invalide, déjà utilisé ou expiré.' } },
  },
};

describe('forgotten password', () => {
  it('is offered on the login page', async () => {
    mockFetch(startAnswers(null));
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/login');
    await user.click(await screen.findByRole('link', { name: /^Mot de passe oublié/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Mot de passe oublié/ })).toBeInTheDocument();
  });

  it('asks for the address, sends it trimmed and answers without saying whether an account exists', async () => {
    const { requests } = mockFetch({ ...startAnswers(null), '/api/auth/password-reset': { status: 204 } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/mot-de-passe-oublie');

    await user.click(await screen.findByRole('button', { name: 'Recevoir un lien' }));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription("L'adresse e-mail est requise.");
    expect(requests.some((request) => request.url === '/api/auth/password-reset')).toBe(false);

    await user.type(screen.getByLabelText('Adresse e-mail'), ' awa@exemple.km ');
    await user.click(screen.getByRole('button', { name: 'Recevoir un lien' }));
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre messagerie' })).toBeInTheDocument();
    expect(
      screen.getByText('Si un compte existe pour awa@exemple.km, un e-mail avec un lien vient de partir.'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/auth/password-reset')?.body).toEqual({
      email: 'awa@exemple.km',
      lang: 'fr',
    });
  });

  it('asks the visitor to write to the owner for a link when the site sends no e-mail', async () => {
    mockFetch({ ...startAnswers(null), '/api/site': { body: { ...siteBundle, mail_enabled: false } } });
    renderRoutes(ROUTES, '/mot-de-passe-oublie');
    expect(await screen.findByText(/écrivez-moi\s: je vous donnerai un lien/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recevoir un lien' })).not.toBeInTheDocument();
  });
});

describe('choosing a password with a link', () => {
  it('checks both fields, sends the token with the password, then goes to the login page', async () => {
    const { requests } = mockFetch({ ...startAnswers(null), '/api/auth/password-reset/confirm': { status: 204 } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/reinitialiser-mot-de-passe/jeton-secret');

    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveFocus();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nouveau mot de passe'), '-mais-long');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'autre-chose');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getByLabelText('Confirmez le mot de passe')).toHaveAccessibleDescription(
      'Les deux mots de passe ne sont pas identiques.',
    );
    expect(requests.some((request) => request.url === '/api/auth/password-reset/confirm')).toBe(false);

    await user.clear(screen.getByLabelText('Confirmez le mot de passe'));
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'court-mais-long');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Mot de passe enregistré')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/auth/password-reset/confirm')?.body).toEqual({
      token: 'jeton-secret',
      password: 'court-mais-long',
    });
  });

  it('offers a new link when this one is unknown, used or expired', async () => {
    mockFetch({ ...startAnswers(null), '/api/auth/password-reset/confirm': INVALID_LINK });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/reinitialiser-mot-de-passe/perime');
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'un-bon-mot-de-passe');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'un-bon-mot-de-passe');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(await screen.findByRole('heading', { name: 'Lien inutilisable' })).toBeInTheDocument();
    expect(screen.getByText('Ce lien est invalide, déjà utilisé ou expiré.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/mot-de-passe-oublie');
  });
});
