// Counts a public page view without cookies, when the server marks the page as counted (<body data-count-visit>).
import type { VisitInput } from '@/generated/VisitInput';

/**
 * Sends the view (the path with its query string: the blog's results carry their search, `?q=`); a failure only
 * means one uncounted visit, so it is dropped without a trace.
 */
export function sendVisit(visit: VisitInput): void {
  try {
    fetch('/api/visits', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(visit),
    }).catch(() => undefined);
  } catch {
    // A browser without fetch simply does not count the visit.
  }
}

/**
 * A page the browser prepares ahead (Speculation Rules) is not seen yet: it counts when the visitor arrives on it,
 * and not at all if he never does. The referrer goes along: the server keeps another site's domain, nothing more.
 */
export function countVisit(page: Document): void {
  if (!page.body.hasAttribute('data-count-visit')) return;
  const send = () => {
    const visit: VisitInput = { path: `${page.location.pathname}${page.location.search}` };
    if (page.referrer) visit.referrer = page.referrer;
    sendVisit(visit);
  };
  if ((page as Document & { prerendering?: boolean }).prerendering) {
    page.addEventListener('prerenderingchange', send, { once: true });
  } else {
    send();
  }
}
