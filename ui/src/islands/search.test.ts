// The search island: typing searches after a pause, with the form's own fields; the server's results replace the
// old ones, the address follows, and the count is read out; a failure is said, never shown as stale results.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './search';

function resultsPage(count: number, query: string) {
  return `<!doctype html><html><body><div id="blog-results">
    <p data-results-status>${count} articles trouvés</p>
    <ul><li><a href="/blog/a">Résultat pour ${query}</a></li></ul>
  </div></body></html>`;
}

/** Answers each search with the server's page for it, after `delay` ms for the query `slow`. */
function serverAnswers() {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const query = url.searchParams.get('q') ?? '';
    if (query === 'slow') {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, 400);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    return new Response(resultsPage(query.length, query), { headers: { 'Content-Type': 'text/html' } });
  });
}

async function enhancedForm() {
  document.body.innerHTML = `
    <form role="search" action="/blog" method="get" data-island="search">
      <input type="search" name="q" aria-label="Rechercher un article">
      <input type="hidden" name="category" value="Stratégie">
      <button type="submit">Rechercher</button>
    </form>
    <div id="blog-results"><p data-results-status>12 articles</p><ul><li>Ancienne liste</li></ul></div>`;
  const form = document.querySelector('form')!;
  const island = await mount(form, { props: null, openContact: vi.fn() });
  return { form, island, input: form.querySelector<HTMLInputElement>('input[name="q"]')! };
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const results = () => document.getElementById('blog-results')!;
const announced = () => document.querySelector('[role="status"]')!;

beforeEach(() => window.history.replaceState(null, '', '/blog?category=Strat%C3%A9gie'));
afterEach(() => document.body.replaceChildren());

describe('search island', () => {
  it("searches once typing pauses, with the form's fields, and shows the server's results", async () => {
    const fetchMock = serverAnswers();
    vi.stubGlobal('fetch', fetchMock);
    const { input } = await enhancedForm();
    type(input, 'c');
    type(input, 'co');
    type(input, 'coop');

    await waitFor(() => expect(results()).toHaveTextContent('Résultat pour coop'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/blog?q=coop&category=Strat%C3%A9gie');
    expect(results()).not.toHaveTextContent('Ancienne liste');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/blog?q=coop&category=Strat%C3%A9gie');
    expect(announced()).toHaveTextContent('4 articles trouvés');
    expect(announced().closest('#blog-results')).toBeNull();
  });

  it('shows the answer to the latest search, never one overtaken', async () => {
    const fetchMock = serverAnswers();
    vi.stubGlobal('fetch', fetchMock);
    const { input, form } = await enhancedForm();
    type(input, 'slow');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    type(input, 'vite');
    form.dispatchEvent(new Event('submit', { cancelable: true }));

    await waitFor(() => expect(results()).toHaveTextContent('Résultat pour vite'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(results()).toHaveTextContent('Résultat pour vite');
    expect(announced()).toHaveTextContent('4 articles trouvés');
  });

  it('searches at once on submit, without leaving the page', async () => {
    const fetchMock = serverAnswers();
    vi.stubGlobal('fetch', fetchMock);
    const { input, form } = await enhancedForm();
    input.value = 'terre';
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(results()).toHaveTextContent('Résultat pour terre'));
  });

  it('says the search failed and keeps the results on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { input } = await enhancedForm();
    type(input, 'coop');
    await waitFor(() => expect(announced()).toHaveTextContent("La recherche n'a pas abouti"));
    expect(results()).toHaveTextContent('Ancienne liste');
  });

  it('searches what was typed while its code was on its way', async () => {
    const fetchMock = serverAnswers();
    vi.stubGlobal('fetch', fetchMock);
    document.body.innerHTML = `<form action="/blog"><input type="search" name="q" value="me"></form><div id="blog-results"></div>`;
    document.querySelector('input')!.value = 'mer';
    await mount(document.querySelector('form')!, { props: null, openContact: vi.fn() });
    await waitFor(() => expect(results()).toHaveTextContent('Résultat pour mer'));
  });

  it('counts the search the visitor settled on once, not each pause in typing', async () => {
    const fetchMock = serverAnswers();
    vi.stubGlobal('fetch', fetchMock);
    const { input, form } = await enhancedForm();
    const beacons = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/api/visits').map(([, init]) => JSON.parse(String(init?.body)));
    type(input, 'co');
    await waitFor(() => expect(results()).toHaveTextContent('Résultat pour co'));
    type(input, 'coop');
    await waitFor(() => expect(results()).toHaveTextContent('Résultat pour coop'));
    expect(beacons()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    const coop = { path: '/blog?q=coop&category=Strat%C3%A9gie', only_search: true };
    expect(beacons()).toEqual([coop]);

    form.dispatchEvent(new Event('submit', { cancelable: true }));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons()).toEqual([coop]);
    type(input, 'terre');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await waitFor(() => expect(beacons()).toEqual([coop, { ...coop, path: '/blog?q=terre&category=Strat%C3%A9gie' }]));
  });

  it('leaves a later page of results alone when the form is only focused', async () => {
    window.history.replaceState(null, '', '/blog?q=mer&page=2');
    const fetchMock = serverAnswers();
    vi.stubGlobal('fetch', fetchMock);
    document.body.innerHTML = `<form action="/blog"><input type="search" name="q" value="mer"></form><div id="blog-results">Page 2</div>`;
    await mount(document.querySelector('form')!, { props: null, openContact: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(results()).toHaveTextContent('Page 2');
  });
});
