// Renders screens for unit tests as the real app does: inside its providers, a fresh cache and an in-memory router,
// with sample accounts and the answers the app asks for when it starts.
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { SESSION_HINT_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/queryClient';
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
    email_confirmed: true,
    lang: 'fr',
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

/** The given routes, and a landing for any other address, inside the app's providers; a failed read is not retried. */
export function renderRoutes(routes: RouteObject[], initialEntry: InitialEntry) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Landing /> }], { initialEntries: [initialEntry] });
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** One screen at `path`, opened at `route`. */
export function renderApp(element: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  return renderRoutes([{ path, element }], route);
}

/** A fresh cache around a hook rendered on its own (renderHook's wrapper). */
export function queryWrapper() {
  const queryClient = createQueryClient({ retry: false });
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}
