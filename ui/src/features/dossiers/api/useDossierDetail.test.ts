// Checks when an open dossier is marked read: once on opening, then only when a poll brings something new.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { queryWrapper } from '@/test/renderApp';
import type { DossierMessage } from '@/generated/DossierMessage';
import { POLL_INTERVAL_MS, useDossierDetail } from './useDossierDetail';
import { STAFF_SENDER, detail } from '../testData';

function message(id: number): DossierMessage {
  return { id, message: `Message ${id}`, created_at: '2025-09-13T09:00:00Z', sender: STAFF_SENDER };
}

describe('dossier detail polling', () => {
  it('marks the dossier read on opening and again only when new messages arrive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = detail({ messages: [message(1)] });
    const { requests } = mockFetch({
      '/api/dossiers/7/read': { status: 204 },
      '/api/dossiers/7': async () => ({ body: current }),
    });
    const count = (method: string, url: string) =>
      requests.filter((request) => request.method === method && request.url === url).length;
    const reads = () => count('POST', '/api/dossiers/7/read');
    const fetches = () => count('GET', '/api/dossiers/7');

    const { result } = renderHook(() => useDossierDetail(7), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    await waitFor(() => expect(reads()).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await waitFor(() => expect(fetches()).toBe(2));
    expect(reads()).toBe(1);

    current = detail({ messages: [message(1), message(2)] });
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await waitFor(() => expect(reads()).toBe(2));
    expect(fetches()).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await waitFor(() => expect(fetches()).toBe(4));
    expect(reads()).toBe(2);
  });

  it('never marks a dossier read when it cannot be loaded', async () => {
    const { requests } = mockFetch({
      '/api/dossiers/9': { status: 404, body: { error: { code: 'not_found', message: 'Dossier non trouvé.' } } },
    });
    const { result } = renderHook(() => useDossierDetail(9), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
