// Who is signed in, shared by every screen: a query checked once at start, then written by sign-in, sign-out and
// profile edits.
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, TWO_FACTOR_REQUIRED_EVENT, apiGet, apiSend } from '@/lib/api';
import { SESSION_KEY } from '@/lib/queryClient';
import type { LoginRequest } from '@/generated/LoginRequest';
import type { LoginResponse } from '@/generated/LoginResponse';
import type { RegisterRequest } from '@/generated/RegisterRequest';
import type { TwoFactorLoginRequest } from '@/generated/TwoFactorLoginRequest';
import type { RegisterResponse } from '@/generated/RegisterResponse';
import type { UserResponse } from '@/generated/UserResponse';
import type { UserView } from '@/generated/UserView';

/** The signed-in account, marked when the site holds it back until it sets up two-factor sign-in. */
export type SessionUser = UserView & { twoFactorSetupRequired?: true };

/** A right password either signs in or asks for the second step (a code from the authenticator app). */
export type LoginOutcome = { user: SessionUser } | { codeRequired: true };

export interface AuthContextValue {
  user: SessionUser | null;
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
  login: (email: string, password: string) => Promise<LoginOutcome>;
  /** The second step of a sign-in: a code from the authenticator app or a recovery code. */
  loginWithCode: (code: string) => Promise<SessionUser>;
  register: (request: RegisterRequest) => Promise<RegisterResponse>;
  logout: () => Promise<void>;
  refresh: () => Promise<SessionUser | null>;
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

function sessionUserOf({ user, two_factor_setup_required }: UserResponse): SessionUser {
  return two_factor_setup_required ? { ...user, twoFactorSetupRequired: true } : user;
}

/**
 * The signed-in account, or null when the server recognises no session (401, or any other refusal).
 * Only a server or network failure is an error worth reporting.
 */
async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const answer = await apiGet<UserResponse>('/api/auth/me');
    rememberSession(true);
    return sessionUserOf(answer);
  } catch (error) {
    if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) throw error;
    rememberSession(false);
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // A browser that never signed in is not asked at start; a private screen asks all the same (checkSession).
  const [asked, setAsked] = useState(mayHaveSession);
  const [signedOut, setSignedOut] = useState(false);
  const session = useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchCurrentUser,
    enabled: asked,
    // Only this provider changes who is signed in (sign-in, sign-out, refresh): nothing else makes the answer old.
    staleTime: Infinity,
  });

  // useQuery hears of a change on the cache's next tick; the session is read again at once, so that a screen that
  // navigates right after a sign-in or sign-out (or the first screen after the check) never shows the previous answer.
  const [, readSessionAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe(({ query, type }) => {
        if (type === 'updated' && query.queryKey[0] === SESSION_KEY[0]) readSessionAgain();
      }),
    [queryClient],
  );

  useEffect(() => {
    if (session.error) console.error('Vérification de la session impossible', session.error);
  }, [session.error]);

  const checkSession = useCallback(() => setAsked(true), []);

  // A staff API refused for want of two-factor sign-in (the requirement was turned on meanwhile): asking the
  // session again marks the account, and the route guard takes the person to the set-up.
  useEffect(() => {
    const askAgain = () => void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    window.addEventListener(TWO_FACTOR_REQUIRED_EVENT, askAgain);
    return () => window.removeEventListener(TWO_FACTOR_REQUIRED_EVENT, askAgain);
  }, [queryClient]);

  /** Puts who is now signed in into the cache, over any check still on its way. */
  const setSession = useCallback(
    async (current: SessionUser | null) => {
      await queryClient.cancelQueries({ queryKey: SESSION_KEY });
      queryClient.setQueryData(SESSION_KEY, current);
    },
    [queryClient],
  );

  const signedIn = useCallback(
    async (answer: UserResponse) => {
      const current = sessionUserOf(answer);
      rememberSession(true);
      setSignedOut(false);
      await setSession(current);
      return current;
    },
    [setSession],
  );

  const login = useCallback(
    async (email: string, password: string): Promise<LoginOutcome> => {
      const body: LoginRequest = { email: email.trim(), password };
      const answer = await apiSend<LoginResponse>('POST', '/api/auth/login', body);
      if ('two_factor_pending' in answer) return { codeRequired: true };
      return { user: await signedIn(answer) };
    },
    [signedIn],
  );

  const loginWithCode = useCallback(
    async (code: string) => {
      const body: TwoFactorLoginRequest = { code: code.trim() };
      return signedIn(await apiSend<UserResponse>('POST', '/api/auth/login/2fa', body));
    },
    [signedIn],
  );

  const register = useCallback(async (request: RegisterRequest) => {
    const body: RegisterRequest = {
      email: request.email.trim(),
      password: request.password,
      full_name: request.full_name.trim(),
      lang: request.lang,
    };
    return apiSend<RegisterResponse>('POST', '/api/auth/register', body);
  }, []);

  const logout = useCallback(async () => {
    await apiSend<void>('POST', '/api/auth/logout');
    rememberSession(false);
    setSignedOut(true);
    await setSession(null);
  }, [setSession]);

  /** Asks the server again (after a change to one's own account); rejects when it cannot answer. */
  const refresh = useCallback(
    () => queryClient.fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchCurrentUser, staleTime: 0 }),
    [queryClient],
  );

  const user = session.data ?? null;
  const loading = session.isLoading;
  const checked = session.status !== 'pending';
  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, checked, checkSession, signedOut, login, loginWithCode, register, logout, refresh }),
    [user, loading, checked, checkSession, signedOut, login, loginWithCode, register, logout, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>.');
  return context;
}

export { displayNameOf } from './accountName';
