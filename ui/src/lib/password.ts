// The password length rule the server applies, checked early to spare a round trip.
import { LIMITS } from '@/generated/limits';

export const PASSWORD_MIN_LENGTH = LIMITS.passwordMin;
export const PASSWORD_MAX_LENGTH = LIMITS.passwordMax;

/** Counts characters as the server does, not UTF-16 code units. */
export function isPasswordTooShort(password: string): boolean {
  return Array.from(password).length < PASSWORD_MIN_LENGTH;
}
