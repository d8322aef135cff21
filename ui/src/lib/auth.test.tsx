// Checks the session context: the first check, sign-in, sign-out, and misuse outside its provider.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, SESSION_HINT_KEY, displayNameOf, useAuth } from './auth';
import { mockFetch } from '@/test/mockFetch';
import { account, startAnswers } from '@/test/renderApp';

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
    render(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(screen.getByText('en attente')).toBeInTheDocument();
    answer({ status: 200, body: { user: account('moderator') } });
    expect(await screen.findByText('connecté : moderator@exemple.km')).toBeInTheDocument();
  });

  it('has no user when the server answers 401, and stops asking on later visits', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { requests } = mockFetch({
      '/api/auth/me': { status: 401, body: { error: { code: 'unauthorized', message: 'Vous devez être connecté.' } } },
    });
    render(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(await screen.findByText('anonyme')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/auth/me')).not.toHaveLength(0);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('does not ask for a session in a browser that never signed in', () => {
    window.localStorage.removeItem(SESSION_HINT_KEY);
    const { requests } = mockFetch({});
    render(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(screen.getByText('anonyme')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('reports a failing server and carries on without a user', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    mockFetch({ '/api/auth/me': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } } });
    render(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(await screen.findByText('anonyme')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('signs in, refreshes and signs out through the API', async () => {
    const promoter = account('promoter');
    const { requests } = mockFetch({
      ...startAnswers(null),
      '/api/auth/login': { body: { user: promoter } },
      '/api/auth/logout': { status: 204 },
    });
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(() => result.current.login(' awa@exemple.km ', 'secret-123'));
    expect(result.current.user).toEqual(promoter);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(requests.find((request) => request.url === '/api/auth/login')?.body).toEqual({
      email: 'awa@exemple.km',
      password: 'secret-123',
    });

    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(result.current.signedOut).toBe(true);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(requests.some((request) => request.url === '/api/auth/logout' && request.method === 'POST')).toBe(true);
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
