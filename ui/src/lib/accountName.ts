// How an account is named on screen, in a module of its own so that public pages' islands need no session code.
import type { UserView } from '@/generated/UserView';

/** The name shown for an account: its full name, else the part of its e-mail before the at-sign. */
export function displayNameOf(user: Pick<UserView, 'email' | 'full_name'>): string {
  return user.full_name?.trim() || user.email.split('@')[0] || user.email;
}
