// Saves the article on its own a few seconds after the owner stops writing, once more as the tab goes away, and again
// after a failure: a closed tab or a lost connection loses at most those seconds. Saves never overlap, so each starts
// from the version the one before it left.
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the owner may pause before what he wrote is saved. */
export const AUTOSAVE_DELAY_MS = 3000;
/** How long a failed save waits before trying again. */
export const AUTOSAVE_RETRY_MS = 10_000;

export type AutosaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

interface AutosaveOptions {
  enabled: boolean;
  /** Counts the owner's changes: a new count is something to save. */
  changes: number;
  /** Saves the form as it now is; `leaving` when the page is going away. True when it was saved. */
  save: (leaving: boolean) => Promise<boolean>;
}

export function useAutosave({ enabled, changes, save }: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [attempt, setAttempt] = useState(0);
  const saveRef = useRef(save);
  const changesRef = useRef(changes);
  const savedChanges = useRef(changes);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    saveRef.current = save;
    changesRef.current = changes;
  });

  const run = useCallback((leaving: boolean) => {
    const counted = changesRef.current;
    const next = inFlight.current.then(async () => {
      if (counted === savedChanges.current) return true;
      setStatus('saving');
      const ok = await saveRef.current(leaving);
      if (ok) {
        savedChanges.current = Math.max(savedChanges.current, counted);
        setSavedAt(new Date());
      }
      setStatus(ok ? (changesRef.current === savedChanges.current ? 'saved' : 'waiting') : 'failed');
      return ok;
    });
    inFlight.current = next;
    return next;
  }, []);

  useEffect(() => {
    if (!enabled || changes === savedChanges.current) return;
    setStatus('waiting');
    const timer = window.setTimeout(() => {
      void run(false).then((ok) => {
        if (!ok) window.setTimeout(() => setAttempt((count) => count + 1), AUTOSAVE_RETRY_MS);
      });
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, changes, attempt, run]);

  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      if (changesRef.current !== savedChanges.current) void run(true);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [enabled, run]);

  /** Waits for a save under way, so that a manual save starts from the version it leaves. */
  const settled = useCallback(() => inFlight.current.then(() => undefined), []);
  /** A manual save just stored everything written so far. */
  const markSaved = useCallback(() => {
    savedChanges.current = changesRef.current;
    setStatus('idle');
  }, []);

  return { status: enabled ? status : 'idle', savedAt, settled, markSaved };
}
