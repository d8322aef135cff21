// The two password-link calls: ask for a link by e-mail, and choose a password with a link's token.
import { apiSend } from '@/lib/api';
import type { PasswordResetConfirm } from '@/generated/PasswordResetConfirm';
import type { Lang } from '@/generated/Lang';
import type { PasswordResetRequest } from '@/generated/PasswordResetRequest';

export function requestPasswordLink(email: string, lang?: Lang): Promise<void> {
  const body: PasswordResetRequest = { email: email.trim(), lang };
  return apiSend<void>('POST', '/api/auth/password-reset', body);
}

export function choosePassword(token: string, password: string): Promise<void> {
  const body: PasswordResetConfirm = { token, password };
  return apiSend<void>('POST', '/api/auth/password-reset/confirm', body);
}
