// A fake fetch for unit tests: answers by path and records what was sent.
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | (() => Promise<{ status?: number; body?: unknown }>);

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Installs a fetch answering each request with the first route whose path prefix matches
 * (longest prefixes first). Unmatched requests get a 404 so a test notices them.
 */
export function mockFetch(routes: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  const prefixes = Object.keys(routes).sort((a, b) => b.length - a.length);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ url, method: init?.method ?? 'GET', body });
    const prefix = prefixes.find((candidate) => url.startsWith(candidate));
    if (!prefix) return jsonResponse(404, { error: { code: 'not_found', message: 'Introuvable.' } });
    const route = routes[prefix];
    const answer = typeof route === 'function' ? await route() : route;
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
