// The language a visit starts in: asked in the address, else the browser's first supported preference, else French.
import { describe, expect, it } from 'vitest';
import { requestedLanguage } from './i18n';

describe('requestedLanguage', () => {
  it('takes ?lng= before the browser preferences', () => {
    expect(requestedLanguage('?lng=ar', ['en-US'])).toBe('ar');
  });

  it('takes the first supported browser preference, by its base language', () => {
    expect(requestedLanguage('', ['de-DE', 'en-GB', 'fr'])).toBe('en');
  });

  it('ignores an unsupported ?lng= and falls back to French when nothing matches', () => {
    expect(requestedLanguage('?lng=xx', ['de', 'it'])).toBe('fr');
    expect(requestedLanguage('', [])).toBe('fr');
  });

  it('reads regional and upper-case tags', () => {
    expect(requestedLanguage('?lng=FR-ca', ['en'])).toBe('fr');
  });
});
