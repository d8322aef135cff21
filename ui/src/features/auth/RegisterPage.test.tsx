// Checks registration: checks made before sending, the server's field errors, and the way on to the login page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import english from '@/locales/en/auth.json';
import { mockFetch } from '@/test/mockFetch';
import { renderRoutes, startAnswers } from '@/test/renderApp';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const ROUTES = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
];

async function fill(values: { name?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(await screen.findByLabelText('Nom complet'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Adresse e-mail'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Mot de passe'), values.password);
  await user.click(screen.getByRole('button', { name: "S'inscrire" }));
}

function registerRequests(requests: { url: string }[]) {
  return requests.filter((request) => request.url === '/api/auth/register');
}

describe('register page', () => {
  it('explains each missing field under it and sends nothing', async () => {
    const { requests } = mockFetch(startAnswers(null));
    renderRoutes(ROUTES, '/register');
    await screen.findByLabelText('Nom complet');
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('8 caractères minimum');
    expect(screen.getByRole('link', { name: 'Déjà inscrit\u00a0? Se connecter' })).toHaveAttribute('href', '/login');
    await fill({});

    expect(screen.getByLabelText('Nom complet')).toHaveAccessibleDescription('Le nom complet est requis.');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription("L'adresse e-mail est requise.");
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('8 caractères minimum Le mot de passe est requis.');
    expect(screen.getByLabelText('Nom complet')).toHaveFocus();
    expect(registerRequests(requests)).toHaveLength(0);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { requests } = mockFetch(startAnswers(null));
    renderRoutes(ROUTES, '/register');
    await fill({ name: 'Awa Mohamed', email: 'awa@exemple.km', password: 'court' });

    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(registerRequests(requests)).toHaveLength(0);
  });

  it('shows the server’s field errors under the fields and its message in a toast', async () => {
    mockFetch({
      ...startAnswers(null),
      '/api/auth/register': {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'Un compte existe déjà avec cette adresse e-mail.',
            fields: { email: 'Un compte existe déjà avec cette adresse e-mail.' },
          },
        },
      },
    });
    renderRoutes(ROUTES, '/register');
    await fill({ name: 'Awa Mohamed', email: 'awa@exemple.km', password: 'mot-de-passe' });

    expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    expect(screen.getByRole('button', { name: "S'inscrire" })).toBeEnabled();
  });

  it('creates the account, says so, and opens the login page with the e-mail filled in', async () => {
    const created = { email: 'awa@exemple.km', confirmation_sent: false };
    const { requests } = mockFetch({ ...startAnswers(null), '/api/auth/register': { status: 201, body: created } });
    renderRoutes(ROUTES, '/register');
    await fill({ name: ' Awa Mohamed ', email: 'awa@exemple.km', password: 'mot-de-passe' });

    expect(await screen.findByText('Inscription réussie !')).toBeInTheDocument();
    expect(screen.getByText('Votre compte a été créé : vous pouvez maintenant vous connecter.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('awa@exemple.km');
    expect(registerRequests(requests)[0]).toMatchObject({
      method: 'POST',
      body: { full_name: 'Awa Mohamed', email: 'awa@exemple.km', password: 'mot-de-passe', lang: 'fr' },
    });
  });

  it('asks for e-mails in the language the page is read in', async () => {
    const created = { email: 'ann@exemple.km', confirmation_sent: true };
    const { requests } = mockFetch({ ...startAnswers(null), '/api/auth/register': { status: 201, body: created } });
    await i18n.changeLanguage('en');
    try {
      renderRoutes(ROUTES, '/register');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(english.fields.fullName), 'Ann');
      await user.type(screen.getByLabelText(english.fields.email), 'ann@exemple.km');
      await user.type(screen.getByLabelText(english.fields.password), 'mot-de-passe');
      await user.click(screen.getByRole('button', { name: english.register.submit }));
      await waitFor(() => expect(registerRequests(requests)).toHaveLength(1));
      expect(registerRequests(requests)[0]).toMatchObject({ body: { lang: 'en' } });
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('says a confirmation link was mailed when the site sends e-mail', async () => {
    const created = { email: 'awa@exemple.km', confirmation_sent: true };
    mockFetch({ ...startAnswers(null), '/api/auth/register': { status: 201, body: created } });
    renderRoutes(ROUTES, '/register');
    await fill({ name: 'Awa Mohamed', email: 'awa@exemple.km', password: 'mot-de-passe' });

    expect(await screen.findByText('Inscription réussie !')).toBeInTheDocument();
    expect(screen.getByText(/Un lien de confirmation vient de partir vers awa@exemple\.km/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });
});
