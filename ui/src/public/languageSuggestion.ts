// A visitor whose browser prefers another language the page exists in is offered it, never sent to it: the
// server's page carries one hidden link per other version (written in that language), and this shows the first
// one the browser's languages ask for. Pages are the same for everyone; only this script reads the preference.

export const SUGGESTION_SELECTOR = '[data-language-suggestion]';
export const DISMISSED_KEY = 'vitrine-language-suggestion-dismissed';

/** The primary subtags of the browser's languages, in its order of preference. */
function preferred(languages: readonly string[]): string[] {
  return languages.map((tag) => tag.toLowerCase().split('-')[0]);
}

function dismissed(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function suggestLanguage(page: Document, languages: readonly string[], storage?: Storage): void {
  const box = page.querySelector<HTMLElement>(SUGGESTION_SELECTOR);
  if (!box || dismissed(storage)) return;
  const own = page.documentElement.lang;
  const wanted = preferred(languages);
  // A reader whose first language is the page's own is not interrupted.
  if (wanted.length === 0 || wanted[0] === own) return;
  const offers = [...box.querySelectorAll<HTMLAnchorElement>('a[data-suggest]')];
  const chosen = wanted.map((lang) => offers.find((offer) => offer.dataset.suggest === lang)).find(Boolean);
  if (!chosen) return;
  chosen.hidden = false;
  box.hidden = false;
  box.querySelector('button')?.addEventListener('click', () => {
    box.hidden = true;
    try {
      storage?.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage the offer simply comes back on the next page.
    }
  });
}
