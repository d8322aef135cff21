// Who is signed in, shared by every screen: checked once at start, changed by sign-in, sign-out and profile edits.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, apiGet, apiSend } from '@/lib/api';
import type { LoginRequest } from '@/generated/LoginRequest';
import type { RegisterRequest } from '@/generated/RegisterRequest';
import type { UserResponse } from '@/generated/UserResponse';
import type { UserView } from '@/generated/UserView';

export interface AuthContextValue {
  user: UserView | null;
  /** True while the server is being asked who is signed in. */
  loading: boolean;
  /** True once the server has answered at least once (or a sign-in or sign-out in this tab told us). */
  checked: boolean;
  /**
   * Asks the server, if nobody has yet: private screens call it because the session cookie, not the hint in
   * this browser's storage, says who is signed in.
   */
  checkSession: () => void;
  /** True after a sign-out in this tab, so the guard does not offer to come back to the page just left. */
  signedOut: boolean;
  login: (email: string, password: string) => Promise<UserView>;
  register: (request: RegisterRequest) => Promise<UserView>;
  logout: () => Promise<void>;
  refresh: () => Promise<UserView | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * A note that this browser signed in, so public pages do not ask for a session for visitors who never did:
 * the server answers them 401, which browsers note in their console. The cookie itself stays out of reach
 * (HttpOnly), so private screens ask the server whatever the note says.
 */
export const SESSION_HINT_KEY = 'vitrine.session';

function mayHaveSession(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Without storage there is no way to know: ask the server.
    return true;
  }
}

function rememberSession(signedIn: boolean) {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused: the next visit simply asks the server.
  }
}

/**
 * The signed-in account, or null when the server recognises no session (401, or any other refusal).
 * Only a server or network failure is an error worth reporting.
 */
async function fetchCurrentUser(): Promise<UserView | null> {
  try {
    const { user } = await apiGet<UserResponse>('/api/auth/me');
    rememberSession(true);
    return user;
  } catch (error) {
    if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) throw error;
    rememberSession(false);
    return null;
  }
}

type SessionCheck = 'not asked' | 'asking' | 'answered';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserView | null>(null);
  const [check, setCheck] = useState<SessionCheck>(() => (mayHaveSession() ? 'asking' : 'not asked'));
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (check !== 'asking') return;
    let active = true;
    fetchCurrentUser()
      .then((current) => {
        if (active) setUser(current);
      })
      .catch((error: unknown) => {
        console.error('Vérification de la session impossible', error);
      })
      .finally(() => {
        if (active) setCheck('answered');
      });
    return () => {
      active = false;
    };
  }, [check]);

  const checkSession = useCallback(() => {
    setCheck((current) => (current === 'not asked' ? 'asking' : current));
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const body: LoginRequest = { email: email.trim(), password };
    const { user: signedIn } = await apiSend<UserResponse>('POST', '/api/auth/login', body);
    rememberSession(true);
    setSignedOut(false);
    setUser(signedIn);
    setCheck('answered');
    return signedIn;
  }, []);

  const register = useCallback(async (request: RegisterRequest) => {
    const body: RegisterRequest = {
      email: request.email.trim(),
      password: request.password,
      full_name: request.full_name.trim(),
    };
    const { user: created } = await apiSend<UserResponse>('POST', '/api/auth/register', body);
    return created;
  }, []);

  const logout = useCallback(async () => {
    await apiSend<void>('POST', '/api/auth/logout');
    rememberSession(false);
    setSignedOut(true);
    setUser(null);
    setCheck('answered');
  }, []);

  const refresh = useCallback(async () => {
    const current = await fetchCurrentUser();
    setUser(current);
    setCheck('answered');
    return current;
  }, []);

  const loading = check === 'asking';
  const checked = check === 'answered';
  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, checked, checkSession, signedOut, login, register, logout, refresh }),
    [user, loading, checked, checkSession, signedOut, login, register, logout, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>.');
  return context;
}

/** The name shown for an account: its full name, else the part of its e-mail before the at-sign. */
export function displayNameOf(user: Pick<UserView, 'email' | 'full_name'>): string {
  return user.full_name?.trim() || user.email.split('@')[0] || user.email;
}
