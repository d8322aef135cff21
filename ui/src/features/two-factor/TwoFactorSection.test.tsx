// Checks the profile's two-factor section: the set-up with its QR code and key, the recovery codes shown once, and the
// forms that draw new codes or turn it off.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { TwoFactorSection } from './TwoFactorSection';
import { groupedKey, qrImageSource } from './twoFactorApi';

const moderator = account('moderator');
const ROUTES = [{ path: '/admin/profile', element: <TwoFactorSection email={moderator.email} /> }];
const CODES = Array.from({ length: 10 }, (_, n) => `code-${n}000-aaaa`);
const OFF = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const ON = { enabled: true, enabled_at: '2026-11-20T10:00:00Z', recovery_codes_left: 7, required: true };

describe('two-factor section', () => {
  it('sets it up with the QR code and the key, then shows the recovery codes once', async () => {
    let enabled = false;
    const { requests } = mockFetch({
      ...startAnswers(moderator),
      '/api/profile/two-factor/setup': {
        body: {
          otpauth_uri: 'otpauth://totp/x',
          secret: 'ABCDEFGHIJKLMNOP',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      },
      '/api/profile/two-factor/confirm': async () => {
        enabled = true;
        return { body: { recovery_codes: CODES } };
      },
      '/api/profile/two-factor': async () => ({ body: enabled ? ON : OFF }),
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/profile');
    expect(await screen.findByText("La double authentification n'est pas activée.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activer la double authentification' }));

    const qr = await screen.findByRole('img', { name: "QR code à scanner avec votre application d'authentification" });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('ABCD EFGH IJKL MNOP');
    const field = screen.getByLabelText('Code à 6 chiffres');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Activer' }));

    const list = await screen.findByRole('list', { name: 'Codes de récupération' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(requests.find((request) => request.url === '/api/profile/two-factor/confirm')?.body).toEqual({ code: '654321' });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Télécharger (.txt)' }));
    const text = await (created.mock.calls[0][0] as Blob).text();
    expect(text).toContain(moderator.email);
    expect(text).toContain(CODES.join('\n'));

    await user.click(screen.getByRole('button', { name: "J'ai mis mes codes en lieu sûr" }));
    expect(await screen.findByText('Il vous reste 7 codes de récupération.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Codes de récupération' })).not.toBeInTheDocument();
  });

  it('draws new codes with a code, and turns it off with the password and a code', async () => {
    const { requests } = mockFetch({
      ...startAnswers(moderator),
      '/api/profile/two-factor/recovery-codes': { body: { recovery_codes: CODES } },
      '/api/profile/two-factor/disable': {
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: 'Le mot de passe actuel est incorrect.',
            fields: { password: 'Le mot de passe actuel est incorrect.' },
          },
        },
      },
      '/api/profile/two-factor': { body: ON },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/profile');
    expect(await screen.findByText("Le site exige la double authentification pour les comptes de l'équipe.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveFocus();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'pas le bon');
    await user.type(screen.getAllByLabelText('Code à 6 chiffres')[1], '111111');
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findAllByText('Le mot de passe actuel est incorrect.')).not.toHaveLength(0);
    expect(requests.find((request) => request.url === '/api/profile/two-factor/disable')?.body).toEqual({
      password: 'pas le bon',
      code: '111111',
    });

    await user.type(screen.getAllByLabelText('Code à 6 chiffres')[0], '222222');
    await user.click(screen.getByRole('button', { name: 'Générer de nouveaux codes' }));
    expect(await screen.findByRole('list', { name: 'Codes de récupération' })).toBeInTheDocument();
  });

  it('groups the key by four and makes the QR code an image address', () => {
    expect(groupedKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(qrImageSource('<svg a="b"/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%22b%22%2F%3E');
  });
});
