// Turns a failed request into what the forms show: the server's message (in the page's language) and its per-field errors.
import i18n from 'i18next';
import { ApiError } from '@/lib/api';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Server failures whose French message says what to do (wait, or tell the administrator); other 5xx stay vague. */
const TELLING_SERVER_CODES = new Set(['unavailable', 'insufficient_storage']);

/** The server's message when it sent one we can show, the lost connection's, else the form's own fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message) return error.message;
  if (error instanceof ApiError && TELLING_SERVER_CODES.has(error.code) && error.message) return error.message;
  if (error instanceof ApiError && error.status === 0) return i18n.t('common:errors.network');
  return fallback;
}

/** Keeps the server's field errors for the fields this form has. */
export function fieldErrorsOf<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const found: FieldErrors<K> = {};
  for (const field of fields) {
    const message = error.fields[field];
    if (message) found[field] = message;
  }
  return found;
}

/** Moves focus to the first field that needs fixing, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid<K extends string>(errors: FieldErrors<K>, order: readonly K[], idOf: (field: K) => string) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}
