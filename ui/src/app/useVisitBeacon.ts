// Counts public page views without cookies: one fire-and-forget request per route change, never on private or sign-in pages.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { VisitInput } from '@/generated/VisitInput';

const UNCOUNTED_AREAS = ['/admin', '/dashboard', '/login', '/register'];

export function isCountedPath(pathname: string): boolean {
  return !UNCOUNTED_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** Sends the view; a failure only means one uncounted visit, so it is dropped without a trace. */
export function sendVisit(path: string): void {
  const body: VisitInput = { path };
  try {
    fetch('/api/visits', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // A browser without fetch simply does not count the visit.
  }
}

export function useVisitBeacon(): void {
  const { pathname } = useLocation();
  // Development re-runs effects on mount: the same page is counted once.
  const lastCounted = useRef<string | null>(null);

  useEffect(() => {
    if (lastCounted.current === pathname || !isCountedPath(pathname)) return;
    lastCounted.current = pathname;
    sendVisit(pathname);
  }, [pathname]);
}
