// Checks the second step of the login page: the code field's keyboard hints, the switch to a recovery code, a wrong
// code's message, and the way to the back-office once the code is right.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './LoginPage';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';

const ROUTES = [{ path: '/login', element: <LoginPage /> }];
const CHALLENGE = { two_factor_pending: true, expires_in_seconds: 300 };

async function passwordStep() {
  const user = userEvent.setup();
  renderRoutes(ROUTES, '/login');
  await user.type(await screen.findByLabelText('Adresse e-mail'), 'salma@exemple.km');
  await user.type(screen.getByLabelText('Mot de passe'), 'mot-de-passe');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  await screen.findByRole('heading', { name: 'Vérification en deux étapes' });
  return user;
}

describe('two-factor login step', () => {
  it('asks for the app code on a numeric keypad, then signs in and moves on', async () => {
    const { requests } = mockFetch({
      ...startAnswers(null),
      '/api/auth/login/2fa': { body: { user: account('super_admin') } },
      '/api/auth/login': { body: CHALLENGE },
    });
    const user = await passwordStep();
    const field = screen.getByLabelText('Code à 6 chiffres');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Saisissez le code à 6 chiffres de votre application.', { selector: 'p' })).toBeVisible();

    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/admin');
    expect(requests.find((request) => request.url === '/api/auth/login/2fa')?.body).toEqual({ code: '123456' });
  });

  it('takes a recovery code instead, and says when a code is refused', async () => {
    const { requests } = mockFetch({
      ...startAnswers(null),
      '/api/auth/login/2fa': {
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Code incorrect ou déjà utilisé.' } },
      },
      '/api/auth/login': { body: CHALLENGE },
    });
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Utiliser un code de récupération' }));
    const field = screen.getByLabelText('Code de récupération');
    expect(field).toHaveAttribute('inputmode', 'text');
    await user.type(field, 'abcd-efgh-ijkl');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code incorrect ou déjà utilisé.')).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/auth/login/2fa')?.body).toEqual({ code: 'abcd-efgh-ijkl' });

    await user.click(screen.getByRole('button', { name: 'Revenir à la connexion' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
  });
});
