// Checks that an embedded answer paints without a request while the visitor stays, and that pages ask after a navigation.
import { renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { queryWrapper } from '@/test/renderApp';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'vitrine-answers';
  script.textContent = text;
  document.head.append(script);
}

async function freshModules() {
  vi.resetModules();
  const [{ embeddedQuery }, { forgetInitialAnswers }] = await Promise.all([
    import('./embeddedQuery'),
    import('./initialAnswers'),
  ]);
  return { embeddedQuery, forgetInitialAnswers };
}

afterEach(() => {
  document.getElementById('vitrine-answers')?.remove();
});

describe('embeddedQuery', () => {
  it('shows the embedded answer at once and does not ask the server for it', async () => {
    embed('{"/api/timeline":{"events":["embarqué"]}}');
    const { embeddedQuery } = await freshModules();
    const { fetchMock } = mockFetch({ '/api/timeline': { body: { events: ['serveur'] } } });
    const { result } = renderHook(() => useQuery(embeddedQuery<{ events: string[] }>('/api/timeline')), {
      wrapper: queryWrapper(),
    });
    expect(result.current.data).toEqual({ events: ['embarqué'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server once the visitor has navigated', async () => {
    embed('{"/api/timeline":{"events":["embarqué"]}}');
    const { embeddedQuery, forgetInitialAnswers } = await freshModules();
    forgetInitialAnswers();
    mockFetch({ '/api/timeline': { body: { events: ['serveur'] } } });
    const { result } = renderHook(() => useQuery(embeddedQuery<{ events: string[] }>('/api/timeline')), {
      wrapper: queryWrapper(),
    });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual({ events: ['serveur'] }));
  });
});
