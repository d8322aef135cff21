// Checks the session context: the first check, asking on demand, sign-in, refresh, sign-out with the cache forgotten,
// and misuse outside its provider.
import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, SESSION_HINT_KEY, displayNameOf, useAuth } from './auth';
import { SESSION_KEY, createQueryClient, forgetPersonalAnswers } from './queryClient';
import { mockFetch } from '@/test/mockFetch';
import { account, startAnswers } from '@/test/renderApp';

/** The session provider inside a fresh cache, which the test may look into; a failed read is not retried. */
function withSession() {
  const queryClient = createQueryClient({ retry: false });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    );
  }
  return { queryClient, Providers };
}

function renderProbe() {
  const { Providers } = withSession();
  return render(<SessionProbe />, { wrapper: Providers });
}

const meCalls = (requests: { url: string }[]) => requests.filter((request) => request.url === '/api/auth/me').length;

function SessionProbe() {
  const { user, loading } = useAuth();
  if (loading) return <p>en attente</p>;
  return <p>{user ? `connecté : ${user.email}` : 'anonyme'}</p>;
}

describe('AuthProvider', () => {
  it('is loading until the session check answers, then knows the user', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    mockFetch({ '/api/auth/me': () => new Promise((resolve) => (answer = resolve)) });
    renderProbe();
    expect(screen.getByText('en attente')).toBeInTheDocument();
    answer({ status: 200, body: { user: account('moderator') } });
    expect(await screen.findByText('connecté : moderator@exemple.km')).toBeInTheDocument();
  });

  it('has no user when the server answers 401, and stops asking on later visits', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { requests } = mockFetch({
      '/api/auth/me': { status: 401, body: { error: { code: 'unauthorized', message: 'Vous devez être connecté.' } } },
    });
    renderProbe();
    expect(await screen.findByText('anonyme')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/auth/me')).not.toHaveLength(0);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('does not ask for a session in a browser that never signed in', () => {
    window.localStorage.removeItem(SESSION_HINT_KEY);
    const { requests } = mockFetch({});
    renderProbe();
    expect(screen.getByText('anonyme')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('reports a failing server and carries on without a user', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    mockFetch({ '/api/auth/me': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } } });
    renderProbe();
    expect(await screen.findByText('anonyme')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('asks a browser that never signed in once a private screen wants to know', async () => {
    window.localStorage.removeItem(SESSION_HINT_KEY);
    const { requests } = mockFetch({ '/api/auth/me': { body: { user: account('promoter') } } });
    const { Providers } = withSession();
    const { result } = renderHook(() => useAuth(), { wrapper: Providers });
    expect(result.current).toMatchObject({ user: null, loading: false, checked: false });

    act(() => result.current.checkSession());
    await waitFor(() => expect(result.current.checked).toBe(true));
    expect(result.current.user).toEqual(account('promoter'));
    expect(meCalls(requests)).toBe(1);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  it('signs in, refreshes and signs out through the API', async () => {
    const promoter = account('promoter');
    const renamed = { ...promoter, full_name: 'Awa Said' };
    const { requests } = mockFetch({
      ...startAnswers(null),
      '/api/auth/login': { body: { user: promoter } },
      '/api/auth/me': { body: { user: renamed } },
      '/api/auth/logout': { status: 204 },
    });
    const { queryClient, Providers } = withSession();
    const { result } = renderHook(() => useAuth(), { wrapper: Providers });
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(() => result.current.login(' awa@exemple.km ', 'secret-123'));
    expect(result.current.user).toEqual(promoter);
    expect(result.current.checked).toBe(true);
    expect(queryClient.getQueryData(SESSION_KEY)).toEqual(promoter);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(requests.find((request) => request.url === '/api/auth/login')?.body).toEqual({
      email: 'awa@exemple.km',
      password: 'secret-123',
    });

    await act(async () => expect(await result.current.refresh()).toEqual(renamed));
    expect(result.current.user).toEqual(renamed);

    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(result.current.signedOut).toBe(true);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(requests.some((request) => request.url === '/api/auth/logout' && request.method === 'POST')).toBe(true);
  });

  it('keeps nobody signed in when the cache is forgotten after signing out, without asking the server again', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { requests } = mockFetch({
      '/api/auth/me': { body: { user: account('moderator') } },
      '/api/auth/logout': { status: 204 },
    });
    const { queryClient, Providers } = withSession();
    queryClient.setQueryData(['profile'], { email: 'moderator@exemple.km' });
    const { result } = renderHook(() => useAuth(), { wrapper: Providers });
    await waitFor(() => expect(result.current.user?.role).toBe('moderator'));

    await act(async () => {
      await result.current.logout();
      forgetPersonalAnswers(queryClient);
    });
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(result.current).toMatchObject({ user: null, loading: false, checked: true });
    expect(meCalls(requests)).toBe(1);
  });

  it('rejects a refresh the server cannot answer and keeps who was signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    let failing = false;
    mockFetch({
      '/api/auth/me': async () =>
        failing
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Le serveur est très sollicité.' } } }
          : { body: { user: account('moderator') } },
    });
    const { Providers } = withSession();
    const { result } = renderHook(() => useAuth(), { wrapper: Providers });
    await waitFor(() => expect(result.current.user?.role).toBe('moderator'));

    failing = true;
    await act(() => expect(result.current.refresh()).rejects.toMatchObject({ status: 503 }));
    expect(result.current.user?.role).toBe('moderator');
  });

  it('throws a clear error when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used inside <AuthProvider>.');
  });
});

describe('displayNameOf', () => {
  it('prefers the full name, else the e-mail before the at-sign', () => {
    expect(displayNameOf({ email: 'awa@exemple.km', full_name: 'Awa Mohamed' })).toBe('Awa Mohamed');
    expect(displayNameOf({ email: 'awa@exemple.km', full_name: '  ' })).toBe('awa');
    expect(displayNameOf({ email: 'awa@exemple.km', full_name: null })).toBe('awa');
  });
});
