// Checks the super administrator's switch, and that a staff account held back by it is led to the set-up screen.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireRole } from '@/app/RequireRole';
import { STAFF_ROLES } from '@/lib/roles';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { TwoFactorRequirement } from './TwoFactorRequirement';

describe('two-factor requirement', () => {
  it('is a labelled switch with its explanation, saved when flipped', async () => {
    const admin = account('super_admin');
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/admin/security': async () => ({
        body: { require_two_factor: requests.some((request) => request.method === 'PUT') },
      }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/users', element: <TwoFactorRequirement /> }], '/admin/users');
    const toggle = await screen.findByRole('switch', { name: "Exiger la double authentification pour l'équipe" });
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('Les promoteurs ne sont pas concernés.'));
    await screen.findByRole('switch', { checked: false });
    expect(toggle).toBeEnabled();

    await user.click(toggle);
    expect(await screen.findByText("La double authentification est désormais exigée pour l'équipe.")).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeChecked();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ require_two_factor: true });
  });

  it('sends a held-back staff account from the back-office to the set-up', async () => {
    mockFetch({
      ...startAnswers(null),
      '/api/auth/me': { body: { user: account('moderator'), two_factor_setup_required: true } },
    });
    window.localStorage.setItem('vitrine.session', '1');
    renderRoutes(
      [
        {
          path: '/admin',
          element: (
            <RequireRole roles={STAFF_ROLES}>
              <p>Administration</p>
            </RequireRole>
          ),
        },
      ],
      '/admin',
    );
    expect(await screen.findByTestId('landing')).toHaveTextContent('/admin/double-authentification');
  });
});
