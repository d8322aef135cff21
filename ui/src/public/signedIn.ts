// The hint the server sets at sign-in (and clears at sign-out) so that anonymous visitors never ask who they are.

export const SIGNED_IN_COOKIE = 'vitrine_signed_in';

export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** The session behind the hint is gone (expired, signed out elsewhere): forget it, so the next pages do not ask. */
export function clearSignedInHint(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
