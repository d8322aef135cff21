// Checks how the API client reads answers and errors from the server.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiSend } from './api';
import { jsonResponse } from '@/test/mockFetch';

function stubFetch(response: Response | Promise<Response>) {
  const fetchMock = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('resolves with the parsed JSON body', async () => {
    stubFetch(jsonResponse(200, { events: [] }));
    await expect(apiGet('/api/timeline')).resolves.toEqual({ events: [] });
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { ok: true }));
    await apiSend('POST', '/api/contact', { name: 'Awa' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Awa"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("asks for the server's words in the page's language", async () => {
    const fetchMock = stubFetch(jsonResponse(200, {}));
    document.documentElement.lang = 'ar';
    try {
      await apiGet('/api/chat?lang=ar');
    } finally {
      document.documentElement.lang = '';
    }
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('ar');
  });

  it('turns the server error envelope into an ApiError', async () => {
    stubFetch(
      jsonResponse(400, {
        error: { code: 'validation', message: "L'e-mail est invalide.", fields: { email: "L'e-mail est invalide." } },
      }),
    );
    const error = await caught(apiSend('POST', '/api/contact', {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation');
    expect(error.message).toBe("L'e-mail est invalide.");
    expect(error.fields).toEqual({ email: "L'e-mail est invalide." });
  });

  it('gives an error without words of its own when the error body is not JSON', async () => {
    stubFetch(new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    const error = await caught(apiGet('/api/site'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_error');
    expect(error.message).toBe('');
  });

  it('gives a generic error when JSON has another shape', async () => {
    stubFetch(jsonResponse(500, { message: 'boom' }));
    const error = await caught(apiGet('/api/site'));
    expect(error.code).toBe('http_error');
    expect(error.status).toBe(500);
  });

  it('reports a network failure with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await caught(apiGet('/api/site'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network');
  });

  it('resolves with undefined for an empty success', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiSend('DELETE', '/api/admin/messages/1')).resolves.toBeUndefined();
  });
});
