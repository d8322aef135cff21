// Checks the private areas' frame: entries by role, the folding sidebar, the drawer and the user menu.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, beforeEach } from 'vitest';
import type { RouteObject } from 'react-router';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { AdminLayout } from './AdminLayout';
import { PromoterLayout } from './PromoterLayout';
import { LoginPage } from '@/features/auth/LoginPage';
import { SIDEBAR_STORAGE_KEY } from '@/components/shell/useSidebarCollapsed';

const ROUTES: RouteObject[] = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <h1>Accueil admin</h1> },
      { path: 'users', element: <h1>Comptes</h1> },
      { path: 'profile', element: <h1>Profil admin</h1> },
    ],
  },
  { path: '/dashboard', element: <PromoterLayout />, children: [{ index: true, element: <h1>Accueil promoteur</h1> }] },
  { path: '/login', element: <LoginPage /> },
];

function sidebar() {
  return document.getElementById('app-sidebar') as HTMLElement;
}

beforeEach(() => window.localStorage.clear());

describe('admin shell', () => {
  it('offers user management to a super administrator and marks the current entry', async () => {
    mockFetch(startAnswers(account('super_admin')));
    renderRoutes(ROUTES, '/admin/users');
    await screen.findByRole('heading', { name: 'Comptes' });

    const nav = within(sidebar()).getByRole('navigation', { name: "Menu de l'administration" });
    expect(within(nav).getByRole('link', { name: 'Utilisateurs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current');
  });

  it('marks the dashboard only on its own page and hides user management from a moderator', async () => {
    mockFetch(startAnswers(account('moderator')));
    renderRoutes(ROUTES, '/admin');
    await screen.findByRole('heading', { name: 'Accueil admin' });

    const nav = within(sidebar()).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Utilisateurs' })).not.toBeInTheDocument();
  });

  it('folds the sidebar to icons and remembers the choice', async () => {
    mockFetch(startAnswers(account('super_admin')));
    const user = userEvent.setup();
    const { unmount } = renderRoutes(ROUTES, '/admin');
    await screen.findByRole('heading', { name: 'Accueil admin' });
    expect(sidebar()).toHaveClass('w-70');

    await user.click(within(sidebar()).getByRole('button', { name: 'Réduire le menu' }));
    expect(sidebar()).toHaveClass('w-20');
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('1');
    // Folded entries keep their names for assistive technologies and as tooltips.
    expect(within(sidebar()).getByRole('link', { name: 'Utilisateurs' })).toBeInTheDocument();
    unmount();

    renderRoutes(ROUTES, '/admin');
    await screen.findByRole('heading', { name: 'Accueil admin' });
    const toggle = within(sidebar()).getByRole('button', { name: 'Déplier le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(sidebar()).toHaveClass('w-70');
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('0');
  });

  it('opens the phone drawer and closes it after a choice', async () => {
    mockFetch(startAnswers(account('super_admin')));
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/admin');
    await screen.findByRole('heading', { name: 'Accueil admin' });

    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu de navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Administration' });
    await user.click(within(drawer).getByRole('link', { name: 'Utilisateurs' }));
    expect(router.state.location.pathname).toBe('/admin/users');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('user menu', () => {
  it('works from the keyboard and leads to the profile', async () => {
    mockFetch(startAnswers(account('super_admin')));
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/admin');
    const button = await screen.findByRole('button', { name: 'Salma Admin' });

    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Salma Admin' });
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Voir le site' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Profil' }));
    expect(router.state.location.pathname).toBe('/admin/profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out, says so and goes to the login page without a way back', async () => {
    const { requests } = mockFetch({ ...startAnswers(account('promoter')), '/api/auth/logout': { status: 204 } });
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Awa Mohamed' }));
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/dashboard/profile');
    expect(screen.getByRole('menuitem', { name: 'Voir le site' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));

    expect(await screen.findByText('Vous avez été déconnecté.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull();
    expect(requests.some((request) => request.url === '/api/auth/logout' && request.method === 'POST')).toBe(true);
  });

  it('titles the promoter space and offers its dashboard', async () => {
    mockFetch(startAnswers(account('promoter')));
    renderRoutes(ROUTES, '/dashboard');
    await screen.findByRole('heading', { name: 'Accueil promoteur' });
    expect(within(sidebar()).getByText('Espace Promoteur')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows how many dossier updates wait, on the promoter and staff entries', async () => {
    const dossiers = { body: { dossiers: [{ unread: 2 }, { unread: 0 }, { unread: 1 }] } };
    mockFetch({ ...startAnswers(account('promoter')), '/api/dossiers': dossiers });
    renderRoutes(ROUTES, '/dashboard');
    await screen.findByRole('heading', { name: 'Accueil promoteur' });
    expect(await within(sidebar()).findByRole('link', { name: /^Tableau de bord\s*3 non lus$/ })).toBeInTheDocument();
  });

  it('shows no badge when nothing is unread', async () => {
    mockFetch({ ...startAnswers(account('moderator')), '/api/dossiers': { body: { dossiers: [{ unread: 0 }] } } });
    renderRoutes(ROUTES, '/admin');
    await screen.findByRole('heading', { name: 'Accueil admin' });
    await waitFor(() => expect(within(sidebar()).getByRole('link', { name: 'Dossiers' })).toBeInTheDocument());
  });
});
