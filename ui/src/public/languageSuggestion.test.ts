// The offer of another language: shown for a browser that prefers a language the page exists in, hidden otherwise.
import { beforeEach, describe, expect, it } from 'vitest';
import { DISMISSED_KEY, suggestLanguage } from './languageSuggestion';

function page(lang = 'fr') {
  document.documentElement.lang = lang;
  document.body.innerHTML = `
    <div data-language-suggestion hidden>
      <a hidden data-suggest="en" href="/en">Read this page in English</a>
      <a hidden data-suggest="ar" href="/ar">اقرأ هذه الصفحة بالعربية</a>
      <button type="button" aria-label="Fermer">×</button>
    </div>`;
  const box = document.querySelector<HTMLElement>('[data-language-suggestion]')!;
  const offer = (lang: string) => document.querySelector<HTMLAnchorElement>(`[data-suggest="${lang}"]`)!;
  return { box, offer };
}

describe('language suggestion', () => {
  beforeEach(() => localStorage.clear());

  it('offers the first language the browser prefers among the versions', () => {
    const { box, offer } = page();
    suggestLanguage(document, ['ar-KM', 'en-US', 'fr'], localStorage);
    expect(box.hidden).toBe(false);
    expect(offer('ar').hidden).toBe(false);
    expect(offer('en').hidden).toBe(true);
  });

  it('leaves a reader of the page language alone', () => {
    const { box } = page();
    suggestLanguage(document, ['fr-FR', 'en'], localStorage);
    expect(box.hidden).toBe(true);
  });

  it('offers nothing when no version is in a language the browser asks for', () => {
    const { box } = page();
    suggestLanguage(document, ['de-DE', 'es'], localStorage);
    expect(box.hidden).toBe(true);
  });

  it('stays closed once dismissed', () => {
    const first = page();
    suggestLanguage(document, ['en'], localStorage);
    first.box.querySelector('button')!.click();
    expect(first.box.hidden).toBe(true);
    expect(localStorage.getItem(DISMISSED_KEY)).toBe('1');
    const second = page();
    suggestLanguage(document, ['en'], localStorage);
    expect(second.box.hidden).toBe(true);
  });
});
