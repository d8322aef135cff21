// Unit-test helpers for the signed-in parts: sample accounts and a router with chosen routes inside the app's providers.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { SESSION_HINT_KEY } from '@/lib/auth';
import type { Role } from '@/generated/Role';
import type { UserView } from '@/generated/UserView';
import { siteBundle } from '@/test/fixtures';

const NAMES: Record<Role, string> = { super_admin: 'Salma Admin', moderator: 'Moussa Modo', promoter: 'Awa Mohamed' };

export function account(role: Role, overrides: Partial<UserView> = {}): UserView {
  const id = { super_admin: 1, moderator: 2, promoter: 3 }[role];
  return {
    id,
    email: `${role.replace('_', '.')}@exemple.km`,
    full_name: NAMES[role],
    avatar_url: null,
    role,
    ...overrides,
  };
}

/**
 * mockFetch answers for the app's start-up calls: the site bundle and the session check.
 * With a user, the browser is also marked as having signed in, so the app asks for the session.
 */
export function startAnswers(user: UserView | null) {
  if (user) window.localStorage.setItem(SESSION_HINT_KEY, '1');
  else window.localStorage.removeItem(SESSION_HINT_KEY);
  return {
    '/api/site': { body: siteBundle },
    '/api/auth/me': user
      ? { body: { user } }
      : { status: 401, body: { error: { code: 'unauthorized', message: 'Vous devez être connecté.' } } },
  };
}

/** Stands for any page a redirect may lead to; says where it is. */
export function Landing() {
  const { pathname } = useLocation();
  return <p data-testid="landing">{pathname}</p>;
}

export function renderRoutes(routes: RouteObject[], initialEntry: InitialEntry) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Landing /> }], { initialEntries: [initialEntry] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
