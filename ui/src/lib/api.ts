// One way to call the server's JSON API, turning its error envelope into a typed exception.
import type { ApiErrorBody } from '@/generated/ApiErrorBody';

/** Dispatched on `window` when a staff API answers `two_factor_required`: the session provider asks again. */
export const TWO_FACTOR_REQUIRED_EVENT = 'vitrine:two-factor-required';

/**
 * A failed call. `message` holds the server's words when it sent some, in the page's language; an error without
 * them (a proxy's page, a lost connection) has none, and the form that shows it says its own (see `messageOf`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The server could not be reached: no answer, so no words of its own. */
export function networkError(): ApiError {
  return new ApiError(0, 'network', '');
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (isErrorBody(parsed)) {
      const { code, message, fields } = parsed.error;
      return new ApiError(response.status, code, message, fields);
    }
  } catch {
    // A proxy or crash page is not JSON: fall through to an error without words of its own.
  }
  return new ApiError(response.status, 'http_error', '');
}

async function request<T>(method: string, path: string, body?: unknown, keepalive = false): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The server words its errors in the page's language, not the browser's.
  if (document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (keepalive) init.keepalive = true;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const error = await readError(response);
    // The route guard then sends the person to the set-up.
    if (error.code === 'two_factor_required') window.dispatchEvent(new Event(TWO_FACTOR_REQUIRED_EVENT));
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', '');
  }
}

export function apiGet<T>(path: string): Promise<T> {
  return request<T>('GET', path);
}

/** `keepalive`: the request outlives the page that sends it (a last save as the tab closes; small bodies only). */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<T> {
  return request<T>(method, path, body, keepalive);
}
