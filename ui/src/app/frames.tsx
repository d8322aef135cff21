// The app renders inside two different pages the server writes: sign-in screens inside the public site's header and
// footer, the private areas in their own shell. Moving between the two, or to a public page (the server's alone),
// is a full page load, so that the server writes the page around what comes next.
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType, type Location } from 'react-router';
import { PageSpinner } from '@/components/Spinner';
import { fullPageLoad } from '@/lib/fullPageLoad';
import { NotFoundPage } from './NotFoundPage';

function leaveFor(location: Location, replace: boolean) {
  fullPageLoad(`${location.pathname}${location.search}${location.hash}`, { replace });
}

/**
 * True while the page shown is one this document was loaded for (or reached without leaving its frame); false
 * when a navigation of the app just entered another frame, whose page the browser is then asked to load.
 */
function useStaysInDocument(): boolean {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The location the router started with is the document's; a frame first shown on any other came from elsewhere.
  const [arrived] = useState(() => location.key === 'default');
  useEffect(() => {
    if (!arrived) leaveFor(location, navigationType === 'REPLACE');
  }, [arrived, location, navigationType]);
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
