// Checks the promoter's reminder to confirm the address: shown only while it is not confirmed, and its button
// asks for a new link, saying what happened (sent, or the server's refusal when asked too often).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth';
import { mockFetch } from '@/test/mockFetch';
import { account, renderApp, startAnswers } from '@/test/renderApp';
import { ConfirmEmailBanner } from './ConfirmEmailBanner';

const RESEND = '/api/auth/confirm-email/resend';

/** Shows who is signed in, once the session is known. */
function SignedInAs() {
  const { user } = useAuth();
  return user ? <p>{user.email}</p> : null;
}

describe('the address confirmation banner', () => {
  it('asks for a new link and says it was sent', async () => {
    const promoter = account('promoter', { email: 'awa@exemple.km', email_confirmed: false });
    const { requests } = mockFetch({ ...startAnswers(promoter), [RESEND]: { status: 204 } });
    const user = userEvent.setup();
    renderApp(<ConfirmEmailBanner />);

    expect(await screen.findByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/ouvrez le lien envoyé à awa@exemple\.km/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByText('Un nouveau lien vient de partir vers awa@exemple.km.')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === RESEND)).toEqual([expect.objectContaining({ method: 'POST' })]);
  });

  it('shows the server’s refusal when links were asked too often', async () => {
    const promoter = account('promoter', { email_confirmed: false });
    const tooMany = { error: { code: 'rate_limited', message: 'Plusieurs liens vous ont déjà été envoyés dans l’heure.' } };
    mockFetch({ ...startAnswers(promoter), [RESEND]: { status: 429, body: tooMany } });
    const user = userEvent.setup();
    renderApp(<ConfirmEmailBanner />);

    await user.click(await screen.findByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByText('Envoi impossible')).toBeInTheDocument();
    expect(screen.getByText('Plusieurs liens vous ont déjà été envoyés dans l’heure.')).toBeInTheDocument();
  });

  it('is not shown once the address is confirmed', async () => {
    mockFetch(startAnswers(account('promoter')));
    renderApp(
      <>
        <SignedInAs />
        <ConfirmEmailBanner />
      </>,
    );
    expect(await screen.findByText('promoter@exemple.km')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien' })).not.toBeInTheDocument();
  });
});
