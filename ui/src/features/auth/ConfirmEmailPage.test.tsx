// Checks the page a confirmation link opens: nothing is sent until the button is pressed, then the token goes to
// the server; a dead link says how to get a new one.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const ROUTES = [{ path: '/confirmer-adresse/:token', element: <ConfirmEmailPage /> }];

function confirmations(requests: { url: string }[]) {
  return requests.filter((request) => request.url === '/api/auth/confirm-email');
}

describe('confirming the address with a link', () => {
  it('sends the token only when asked, then offers the way on', async () => {
    const { requests } = mockFetch({ ...startAnswers(null), '/api/auth/confirm-email': { status: 204 } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/confirmer-adresse/jeton-secret');

    const button = await screen.findByRole('button', { name: 'Confirmer mon adresse' });
    expect(confirmations(requests)).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Adresse confirmée' })).toBeInTheDocument();
    expect(confirmations(requests)).toEqual([expect.objectContaining({ method: 'POST', body: { token: 'jeton-secret' } })]);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('refreshes a signed-in promoter and leads to the dashboard', async () => {
    const unconfirmed = account('promoter', { email_confirmed: false });
    const { requests } = mockFetch({ ...startAnswers(unconfirmed), '/api/auth/confirm-email': { status: 204 } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/confirmer-adresse/jeton-secret');

    await user.click(await screen.findByRole('button', { name: 'Confirmer mon adresse' }));
    expect(await screen.findByRole('link', { name: 'Aller à mon tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(requests.filter((request) => request.url === '/api/auth/me').length).toBeGreaterThan(1);
  });

  it('says a dead link is dead and how to get another', async () => {
    mockFetch({
      ...startAnswers(null),
      '/api/auth/confirm-email': {
        status: 400,
        body: { error: { code: 'validation', message: 'Lien invalide.', fields: { token: 'Ce lien n’est plus valable.' } } },
      },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/confirmer-adresse/vieux-jeton');

    await user.click(await screen.findByRole('button', { name: 'Confirmer mon adresse' }));
    expect(await screen.findByRole('heading', { name: 'Lien inutilisable' })).toBeInTheDocument();
    expect(screen.getByText('Ce lien n’est plus valable.')).toBeInTheDocument();
    expect(screen.getByText(/Renvoyer le lien/)).toBeInTheDocument();
  });
});
