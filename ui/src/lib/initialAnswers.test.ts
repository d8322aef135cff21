// Checks reading the answers the server embeds in the page: found by URL, absent ones undefined, forgotten after navigation.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./initialAnswers');
}

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'vitrine-answers';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('vitrine-answers')?.remove();
});

describe('initial answers', () => {
  it('gives the embedded answer for its URL until the visitor navigates', async () => {
    embed('{"/api/timeline":{"events":[]},"/api/site":{"mail_enabled":false}}');
    const { initialAnswer, forgetInitialAnswers } = await freshModule();
    expect(initialAnswer('/api/timeline')).toEqual({ events: [] });
    expect(initialAnswer('/api/posts?per_page=24')).toBeUndefined();
    forgetInitialAnswers();
    expect(initialAnswer('/api/timeline')).toBeUndefined();
  });

  it('treats a page without answers, or with unreadable ones, as having none', async () => {
    expect((await freshModule()).initialAnswer('/api/site')).toBeUndefined();
    embed('{not json');
    expect((await freshModule()).initialAnswer('/api/site')).toBeUndefined();
  });
});
