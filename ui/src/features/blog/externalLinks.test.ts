// Links to other sites open in a new tab; the site's own, anchors and mail links do not.
import { describe, expect, it } from 'vitest';
import { withExternalLinksInNewTab } from './externalLinks';

const ORIGIN = 'https://exemple.km';

describe('withExternalLinksInNewTab', () => {
  it('opens other sites in a new tab without a handle on this page', () => {
    const html = withExternalLinksInNewTab('<p>Voir <a href="https://autre.org/page">ce rapport</a>.</p>', ORIGIN);
    expect(html).toBe('<p>Voir <a href="https://autre.org/page" target="_blank" rel="noopener noreferrer">ce rapport</a>.</p>');
  });

  it('leaves the site’s own links, anchors and e-mail links as they are', () => {
    const html =
      '<p><a href="/parcours">parcours</a> <a href="https://exemple.km/blog">blog</a> <a href="#suite">suite</a> <a href="mailto:a@exemple.km">écrire</a></p>';
    expect(withExternalLinksInNewTab(html, ORIGIN)).toBe(html);
  });
});
