// The search island: the blog's search form searches as the visitor types. The results are the server's own HTML
// (its /blog page for the same form), swapped into #blog-results, and their status line is read out politely.
// Plain DOM work: no React is needed for it. A search counts in the owner's statistics once, when its results
// stayed on screen (not each pause in typing), when the visitor submitted it, or when he leaves the page first.
import { FALLBACK_LANGUAGE, pageLanguage } from '@/lib/language';
import { sendVisit } from '@/public/visits';
import type { MountIsland } from './types';

export const RESULTS_ID = 'blog-results';
/** The line of the server's results that says what was found. */
const STATUS_SELECTOR = '[data-results-status]';
export const TYPING_PAUSE_MS = 250;
/** How long results stay on screen before their search counts as one the visitor made. */
export const SEARCH_SETTLED_MS = 2000;

const BLOG_TEXTS = import.meta.glob<{ search?: { failed?: string } }>('../locales/*/blog.json', { import: 'default' });

async function failureText(): Promise<string> {
  for (const language of [pageLanguage(), FALLBACK_LANGUAGE]) {
    const load = BLOG_TEXTS[`../locales/${language}/blog.json`];
    const text = load ? (await load()).search?.failed : undefined;
    if (text) return text;
  }
  return '';
}

/** The address the form would submit to, without its empty fields. */
export function addressOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  const path = new URL(form.getAttribute('action') || window.location.pathname, window.location.href).pathname;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether an address of the blog asks for a search (not only a category). */
function isSearch(address: string): boolean {
  return (new URL(address, window.location.href).searchParams.get('q') ?? '').trim() !== '';
}

/** Whether the visitor changed a field since the page was loaded (the server wrote the fields' defaults). */
function changedSinceLoad(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((field) => {
    if (field instanceof HTMLInputElement) return field.value !== field.defaultValue;
    if (field instanceof HTMLSelectElement)
      return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/** A region screen readers hear, created before the first answer so that they already know it. */
function liveRegion(form: HTMLFormElement): HTMLElement {
  const region = document.createElement('p');
  region.setAttribute('role', 'status');
  region.className = 'sr-only';
  form.after(region);
  return region;
}

export const mount: MountIsland = async (element) => {
  const results = document.getElementById(RESULTS_ID);
  if (!(element instanceof HTMLFormElement) || !results) return null;
  const form = element;
  const status = liveRegion(form);
  const typedMeanwhile = changedSinceLoad(form);
  // The page shown answers the form as the server wrote it (a later page of results included).
  let shown = typedMeanwhile ? '' : addressOf(form);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: AbortController | null = null;
  // The page's own visit beacon counted the search it was loaded with.
  const counted = new Set<string>(shown && isSearch(shown) ? [shown] : []);
  let uncounted: string | null = null;
  let settling: ReturnType<typeof setTimeout> | undefined;

  function countSearch() {
    clearTimeout(settling);
    if (uncounted && form.isConnected && !counted.has(uncounted)) {
      counted.add(uncounted);
      sendVisit({ path: uncounted, only_search: true });
    }
    uncounted = null;
  }

  async function search(submitted = false) {
    clearTimeout(timer);
    const address = addressOf(form);
    if (address === shown) {
      if (submitted) countSearch();
      return;
    }
    current?.abort();
    const request = new AbortController();
    current = request;
    try {
      const response = await fetch(address, { signal: request.signal, headers: { Accept: 'text/html' } });
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const fresh = page.getElementById(RESULTS_ID);
      if (!fresh) throw new Error(`no #${RESULTS_ID} in the answer (${response.status})`);
      if (request.signal.aborted) return;
      results!.replaceChildren(...Array.from(fresh.childNodes, (node) => document.importNode(node, true)));
      shown = address;
      window.history.replaceState(window.history.state, '', address);
      status.textContent = fresh.querySelector(STATUS_SELECTOR)?.textContent?.trim() ?? '';
      clearTimeout(settling);
      uncounted = isSearch(address) ? address : null;
      if (submitted) countSearch();
      else settling = setTimeout(countSearch, SEARCH_SETTLED_MS);
    } catch (error) {
      if (request.signal.aborted) return;
      console.error("Recherche d'articles impossible", error);
      status.textContent = await failureText();
    }
  }

  form.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(), TYPING_PAUSE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void search(true);
  });
  window.addEventListener('pagehide', countSearch);
  // What was typed while this code was on its way.
  if (typedMeanwhile) timer = setTimeout(() => void search(), TYPING_PAUSE_MS);
  return {};
};
