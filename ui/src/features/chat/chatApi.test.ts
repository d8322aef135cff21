// Checks that the widget asks for the assistant's script in the language of the page it is on.
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { testScript } from './testScript';
import { chatPath, fetchChat } from './chatApi';

afterEach(() => {
  document.documentElement.lang = 'fr';
});

describe('chat script', () => {
  it('is asked for in the page language, French without a parameter', async () => {
    expect(chatPath('fr')).toBe('/api/chat');
    expect(chatPath('en')).toBe('/api/chat?lang=en');
    document.documentElement.lang = 'ar';
    const { requests } = mockFetch({ '/api/chat': { body: { chat: testScript } } });
    expect(await fetchChat()).toEqual(testScript);
    expect(requests.map((request) => request.url)).toEqual(['/api/chat?lang=ar']);
  });
});
