// The page's language comes from <html lang>: a regional or upper-case tag counts by its base language.
import { describe, expect, it } from 'vitest';
import { languageOf, siteLanguage } from './language';

describe('languageOf', () => {
  it('reads the base language of a tag', () => {
    expect(languageOf('fr')).toBe('fr');
    expect(languageOf('AR-km')).toBe('ar');
    expect(languageOf(' en-GB ')).toBe('en');
  });

  it('falls back to French when the page declares no language', () => {
    expect(languageOf('')).toBe('fr');
  });
});

describe('siteLanguage', () => {
  it('names one of the languages the server knows, or none', () => {
    expect(siteLanguage('ar-KM')).toBe('ar');
    expect(siteLanguage('en')).toBe('en');
    expect(siteLanguage('')).toBe('fr');
    expect(siteLanguage('de-DE')).toBeUndefined();
  });
});
