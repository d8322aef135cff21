// The password length rule the server applies (8 to 128 characters), checked early to spare a round trip.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Counts characters as the server does, not UTF-16 code units. */
export function isPasswordTooShort(password: string): boolean {
  return Array.from(password).length < PASSWORD_MIN_LENGTH;
}
