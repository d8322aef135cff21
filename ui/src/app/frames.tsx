// The app renders inside two different pages the server writes: sign-in screens inside the public site's header and
// footer, the private areas in their own shell. Moving between the two, or to a public page (the server's alone),
// is a full page load, so that the server writes the page around what comes next.
import { useEffect, useState } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType, type Location } from 'react-router';
import { PageSpinner } from '@/components/Spinner';
import { fullPageLoad } from '@/lib/fullPageLoad';
import { carryToastOver } from '@/lib/toast';
import { NotFoundPage } from './NotFoundPage';

/**
 * Loads the page in place of the history entry the app just made for it, so that the document's own entries all
 * belong to its frame. Should the browser bring the page left back from its back-forward cache, as it was while
 * leaving, it loads afresh.
 */
function leaveFor(location: Location) {
  window.addEventListener('pageshow', (event) => event.persisted && window.location.reload(), { once: true });
  carryToastOver();
  fullPageLoad(`${location.pathname}${location.search}${location.hash}`, { replace: true });
}

/**
 * True while the page shown is one this document may show: reached by loading it, or by going back or forward
 * among the document's entries. A frame first shown after a push or a replace came from the other frame: the
 * browser is then asked for its page.
 */
function useStaysInDocument(): boolean {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [arrived] = useState(() => navigationType === NavigationType.Pop);
  useEffect(() => {
    if (!arrived) leaveFor(location);
  }, [arrived, location]);
  return arrived;
}

/**
 * The routes of one frame: a navigation into them from the other frame loads their page from the server. Each frame's
 * element has its own key, so that React never takes one frame's instance for the other's.
 */
export function Frame() {
  return useStaysInDocument() ? <Outlet /> : <PageSpinner />;
}

/** Any other address: a public page, which the server renders. Arriving here directly, it is unknown to both. */
export function ServerPage() {
  return useStaysInDocument() ? <NotFoundPage /> : <PageSpinner />;
}
