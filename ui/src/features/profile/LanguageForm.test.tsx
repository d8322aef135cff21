// The profile's language choice: offered only among the languages the site speaks, saved, then the page drawn again in it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { Lang } from '@/generated/Lang';
import type { ProfileView } from '@/generated/ProfileView';
import { ProfilePage } from './ProfilePage';

const fullPageLoad = vi.hoisted(() => vi.fn());
vi.mock('@/lib/fullPageLoad', () => ({ fullPageLoad }));
beforeEach(() => fullPageLoad.mockReset());

const ROUTES = [{ path: '/dashboard/profile', element: <ProfilePage /> }];
const promoter = account('promoter');
const profile: ProfileView = { ...promoter, updated_at: '2025-08-08T12:00:00Z' };

function serve(languages: Lang[], languageAnswer: { status?: number; body: unknown } = { body: { profile, languages } }) {
  return mockFetch({
    ...startAnswers(promoter),
    '/api/profile/language': languageAnswer,
    '/api/profile': { body: { profile, languages } },
  });
}

describe('the profile language', () => {
  it('is not offered on a French-only site', async () => {
    serve(['fr']);
    renderRoutes(ROUTES, '/dashboard/profile');
    await screen.findByLabelText('Nom complet');
    expect(screen.queryByRole('region', { name: 'Langue' })).not.toBeInTheDocument();
  });

  it('saves the language chosen among those the site speaks and draws the page again', async () => {
    const { requests } = serve(['fr', 'ar']);
    renderRoutes(ROUTES, '/dashboard/profile');
    const select = await screen.findByLabelText('Langue de votre espace et de vos e-mails');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Français', 'العربية']);
    expect(select).toHaveValue('fr');
    const user = userEvent.setup();
    await user.selectOptions(select, 'ar');
    await user.click(screen.getByRole('button', { name: 'Changer de langue' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/', { replace: true }));
    expect(requests.find((request) => request.url === '/api/profile/language')).toMatchObject({
      method: 'PUT',
      body: { lang: 'ar' },
    });
  });

  it('shows the server refusing a language turned off meanwhile', async () => {
    const message = "Le site n'est pas proposé dans cette langue : choisissez-en une autre.";
    serve(['fr', 'en'], { status: 400, body: { error: { code: 'validation', message, fields: { lang: message } } } });
    renderRoutes(ROUTES, '/dashboard/profile');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Langue de votre espace et de vos e-mails'), 'en');
    await user.click(screen.getByRole('button', { name: 'Changer de langue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Langue de votre espace et de vos e-mails')).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(fullPageLoad).not.toHaveBeenCalled();
  });
});
