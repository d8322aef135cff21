// The chat island: mounted by the first click on the launcher link, it replaces it with the assistant, opened.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { testScript } from '@/features/chat/testScript';
import { mount } from './chat';
import { unmountIslands } from './root';

afterEach(() => {
  act(() => unmountIslands());
  document.body.replaceChildren();
});

describe('chat island', () => {
  it('replaces the launcher link with the assistant, opened and greeting', async () => {
    mockFetch({ '/api/chat': { body: { chat: testScript } } });
    const slot = document.createElement('div');
    slot.innerHTML = '<a href="/contact" aria-label="Ouvrir l\'assistant"></a>';
    document.body.append(slot);
    await act(async () => {
      await mount(slot, { props: null, openContact: vi.fn() });
    });
    expect(slot.querySelector('a[href="/contact"]')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Assistant' })).toBeInTheDocument();
    expect(await screen.findByText(testScript.greeting, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Fermer l'assistant" })).toHaveAttribute('aria-expanded', 'true');
  });
});
