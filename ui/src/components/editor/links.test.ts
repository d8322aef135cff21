// Checks the link addresses the editor accepts and refuses.
import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl, normalizeLinkUrl } from './links';

describe('link addresses', () => {
  it('accepts web and e-mail addresses', () => {
    expect(isAllowedLinkUrl('https://exemple.km/page')).toBe(true);
    expect(isAllowedLinkUrl('http://exemple.km')).toBe(true);
    expect(isAllowedLinkUrl('mailto:contact@exemple.km')).toBe(true);
  });

  it('refuses scripts, data and anything else', () => {
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('data:text/html,bonjour')).toBe(false);
    expect(isAllowedLinkUrl('ftp://exemple.km')).toBe(false);
    expect(isAllowedLinkUrl('')).toBe(false);
  });

  it('completes a bare domain and leaves other schemes alone', () => {
    expect(normalizeLinkUrl('  exemple.km/page ')).toBe('https://exemple.km/page');
    expect(normalizeLinkUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normalizeLinkUrl('mailto:a@b.km')).toBe('mailto:a@b.km');
  });
});
