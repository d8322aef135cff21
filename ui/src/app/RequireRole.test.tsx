// Checks the route guard: the wait, the trip to the login page, and where each wrong role is sent.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { mockFetch } from '@/test/mockFetch';
import type { Role } from '@/generated/Role';
import { RequireRole } from './RequireRole';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';

const ROUTES: RouteObject[] = [
  {
    path: '/admin/users',
    element: (
      <RequireRole roles={['super_admin']}>
        <h1>Gestion des comptes</h1>
      </RequireRole>
    ),
  },
  {
    path: '/espace',
    element: (
      <RequireRole roles={['promoter']}>
        <h1>Espace réservé</h1>
      </RequireRole>
    ),
  },
];

describe('RequireRole', () => {
  it('shows a spinner while the session is being checked', () => {
    const pending = () => new Promise<never>(() => {});
    mockFetch({ ...startAnswers(account('promoter')), '/api/site': pending, '/api/auth/me': pending });
    renderRoutes(ROUTES, '/admin/users?tri=nom');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a visitor to the login page and remembers where they were going', async () => {
    mockFetch(startAnswers(null));
    const { router } = renderRoutes(ROUTES, '/admin/users?tri=nom');
    expect(await screen.findByTestId('landing')).toHaveTextContent('/login');
    // In the address, not the history state: the login page is a full page load away.
    expect(router.state.location.search).toBe(`?retour=${encodeURIComponent('/admin/users?tri=nom')}`);
  });

  it('shows the page to the right role', async () => {
    mockFetch(startAnswers(account('super_admin')));
    renderRoutes(ROUTES, '/admin/users');
    expect(await screen.findByRole('heading', { name: 'Gestion des comptes' })).toBeInTheDocument();
  });

  it('asks the server even when this browser kept no note of a sign-in, and shows the page to a valid session', async () => {
    const answers = startAnswers(account('super_admin'));
    window.localStorage.clear();
    const { requests } = mockFetch(answers);
    renderRoutes(ROUTES, '/admin/users');
    expect(await screen.findByRole('heading', { name: 'Gestion des comptes' })).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/auth/me')).toBe(true);
  });

  it.each<[Role, string, string]>([
    ['promoter', '/admin/users', '/dashboard'],
    ['moderator', '/admin/users', '/admin'],
    ['super_admin', '/espace', '/admin'],
    ['moderator', '/espace', '/admin'],
  ])('sends a %s away from %s to %s', async (role, from, to) => {
    mockFetch(startAnswers(account(role)));
    renderRoutes(ROUTES, from);
    expect(await screen.findByTestId('landing')).toHaveTextContent(to);
  });
});
