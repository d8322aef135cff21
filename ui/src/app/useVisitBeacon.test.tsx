// Checks the visit beacon: one request per public page shown, none for private or sign-in pages, and silence on failure.
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedRequest } from '@/test/mockFetch';
import { isCountedPath, useVisitBeacon } from './useVisitBeacon';

function CountingLayout() {
  useVisitBeacon();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', Component: CountingLayout, children: [{ path: '*', element: <p>Page</p> }] }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const visitsIn = (requests: RecordedRequest[]) => requests.filter((request) => request.url === '/api/visits');

describe('visit beacon', () => {
  it('sends the path of each public page shown', async () => {
    const { requests, fetchMock } = mockFetch({ '/api/visits': { status: 204 } });
    const router = renderAt('/');
    await waitFor(() => expect(visitsIn(requests)).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'POST', body: { path: '/' } });
    const init = fetchMock.mock.calls[0][1];
    expect(init).toMatchObject({ keepalive: true, credentials: 'omit' });

    await act(() => router.navigate('/blog'));
    await act(() => router.navigate('/parcours?x=1'));
    await waitFor(() => expect(visitsIn(requests)).toHaveLength(3));
    expect(visitsIn(requests).map((request) => request.body)).toEqual([{ path: '/' }, { path: '/blog' }, { path: '/parcours' }]);
  });

  it('does not count the back-office, the promoter space or the sign-in pages', async () => {
    const { requests } = mockFetch({ '/api/visits': { status: 204 } });
    const router = renderAt('/admin');
    await act(() => router.navigate('/admin/messages'));
    await act(() => router.navigate('/dashboard'));
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/register'));
    await act(() => router.navigate('/blog/un-article'));
    await waitFor(() => expect(visitsIn(requests)).toHaveLength(1));
    expect(requests).toHaveLength(1);
    expect(requests[0].body).toEqual({ path: '/blog/un-article' });
  });

  it('ignores a failed request without logging anything', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const failing = vi.fn(() => Promise.reject(new TypeError('réseau coupé')));
    vi.stubGlobal('fetch', failing);
    renderAt('/blog');
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('tells public paths from private ones', () => {
    expect(isCountedPath('/administration-du-site')).toBe(true);
    expect(isCountedPath('/admin')).toBe(false);
    expect(isCountedPath('/dashboard/dossier/3')).toBe(false);
  });
});
