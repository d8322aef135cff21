// Visit counting without React: one cookie-free request for a page the server marks as counted, none otherwise.
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { countVisit } from './visits';
import { hasSignedInHint } from './signedIn';

describe('visit beacon', () => {
  it('sends the path of a counted page, without credentials', () => {
    const { fetchMock, requests } = mockFetch({ '/api/visits': { status: 204 } });
    window.history.replaceState(null, '', '/blog/un-article');
    document.body.setAttribute('data-count-visit', '');
    countVisit(document);
    expect(requests).toEqual([{ url: '/api/visits', method: 'POST', body: { path: '/blog/un-article' } }]);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ keepalive: true, credentials: 'omit' });
    document.body.removeAttribute('data-count-visit');
  });

  it("sends the blog's search with its results page, and the site the visitor came from", () => {
    const { requests } = mockFetch({ '/api/visits': { status: 204 } });
    window.history.replaceState(null, '', '/blog?q=%C3%A9nergie');
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/', configurable: true });
    document.body.setAttribute('data-count-visit', '');
    countVisit(document);
    expect(requests).toEqual([
      {
        url: '/api/visits',
        method: 'POST',
        body: { path: '/blog?q=%C3%A9nergie', referrer: 'https://www.google.com/' },
      },
    ]);
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    document.body.removeAttribute('data-count-visit');
  });

  it('waits for the visitor to arrive on a page the browser prepared ahead', () => {
    const { requests } = mockFetch({ '/api/visits': { status: 204 } });
    window.history.replaceState(null, '', '/parcours');
    document.body.setAttribute('data-count-visit', '');
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    countVisit(document);
    expect(requests).toEqual([]);
    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(requests).toEqual([{ url: '/api/visits', method: 'POST', body: { path: '/parcours' } }]);
    document.body.removeAttribute('data-count-visit');
  });

  it('sends nothing for a page the server does not count', () => {
    const { requests } = mockFetch({});
    countVisit(document);
    expect(requests).toEqual([]);
  });
});

describe('signed-in hint', () => {
  it('reads the exact cookie among others', () => {
    expect(hasSignedInHint('a=1; vitrine_signed_in=1; b=2')).toBe(true);
    expect(hasSignedInHint('vitrine_signed_in=0')).toBe(false);
    expect(hasSignedInHint('not_vitrine_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
