// Checks that the real route table loads the sign-in page and both private areas on demand, and that leaving the
// document's frame (sign-in, private areas, public pages) is a full page load.
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { PUBLIC_PAGES, SIGN_IN_PAGES, WORKSPACES } from '@/generated/pages';
import { mockFetch } from '@/test/mockFetch';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';
import { account, startAnswers } from '@/test/renderApp';
import type { UserView } from '@/generated/UserView';

const fullPageLoad = vi.hoisted(() => vi.fn());
vi.mock('@/lib/fullPageLoad', () => ({ fullPageLoad }));

beforeEach(() => fullPageLoad.mockReset());

function openApp(path: string, user: UserView | null) {
  mockFetch(startAnswers(user));
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('private routes', () => {
  it('welcomes a super administrator by name, with both shortcuts', async () => {
    openApp('/admin', account('super_admin', { email: 'salma@exemple.km' }));
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(within(main).getByText('Bienvenue, Salma Admin')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /Mon profil/ })).toHaveAttribute('href', '/admin/profile');
    expect(within(main).getByRole('link', { name: /Gérer les utilisateurs/ })).toHaveAttribute('href', '/admin/users');
  });

  it('gives a moderator no user-management shortcut', async () => {
    openApp('/admin', account('moderator'));
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /Gérer les utilisateurs/ })).not.toBeInTheDocument();
  });

  it('welcomes a promoter by full name in the promoter space', async () => {
    openApp('/dashboard', account('promoter'));
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Bienvenue, Awa Mohamed')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /Mon profil/ })).toHaveAttribute('href', '/dashboard/profile');
  });

  it('sends a visitor from a private page to the login page, loaded from the server inside the public layout', async () => {
    const router = openApp('/dashboard/profile', null);
    const login = `/login?retour=${encodeURIComponent('/dashboard/profile')}`;
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(login, { replace: true }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Connexion' })).not.toBeInTheDocument();
  });

  it('shows the login form where the document was loaded for it, with no frame of its own', async () => {
    openApp('/login', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('loads a public page from the server when the app links to it', async () => {
    const router = openApp('/admin', account('moderator'));
    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' });
    await router.navigate('/blog?q=coop');
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/blog?q=coop', { replace: true }));
  });

  it('stays in the document when going back among its own pages', async () => {
    const router = openApp('/admin', account('moderator'));
    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' });
    await router.navigate('/admin/messages');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('goes to the signed-in area with a full page load after signing in', async () => {
    const router = openApp('/login', null);
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    await router.navigate('/admin', { replace: true });
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/admin', { replace: true }));
  });

  it('shows the not-found page for an unknown address inside a private area', async () => {
    openApp('/admin/inconnu', account('moderator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  it.each([
    '/admin/users',
    '/admin/blog',
    '/admin/blog/new',
    '/admin/site-content',
    '/admin/timeline',
    '/admin/legal',
    '/admin/assistant',
    '/admin/settings',
    '/admin/import-export',
  ])('keeps %s for the super administrator: a moderator lands on the back-office home', async (path) => {
    const router = openApp(path, account('moderator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('keeps the back-office for staff: a promoter lands in the promoter space', async () => {
    const router = openApp('/admin/dossiers', account('promoter'));
    expect(await screen.findByText('Bienvenue, Awa Mohamed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('the server page table', () => {
  /** Every absolute path the app declares, at any depth. */
  function declaredPaths(routes: RouteObject[]): string[] {
    return routes.flatMap((route) => [
      ...(route.path?.startsWith('/') ? [route.path] : []),
      ...declaredPaths(route.children ?? []),
    ]);
  }

  it('serves the app at every address the app declares, and nowhere public', () => {
    const served = [...SIGN_IN_PAGES, ...WORKSPACES];
    const paths = declaredPaths(appRoutes);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      expect(
        served.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix)),
        path,
      ).toBe(true);
      expect(
        PUBLIC_PAGES.some((page) => page !== '/' && path.startsWith(page)),
        path,
      ).toBe(false);
    }
  });
});
