// What the screens read from a list of sends: which one is running, when an article last reached its subscribers,
// and how far a send has gone.
import type { NewsletterSend } from '@/generated/NewsletterSend';
import type { NewsletterSendState } from '@/generated/NewsletterSendState';

/** The states the sender has not finished with; the screens follow such a send live. */
export function isActive(state: NewsletterSendState): boolean {
  return state === 'queued' || state === 'sending' || state === 'paused';
}

/** A send to the subscribers, not a test to one address. */
export function isToSubscribers(send: NewsletterSend): boolean {
  return send.test_to === null;
}

/** The article's send to its subscribers that is not finished yet, if any (at most one at a time). */
export function runningSend(sends: readonly NewsletterSend[]): NewsletterSend | null {
  return sends.find((send) => isToSubscribers(send) && isActive(send.state)) ?? null;
}

/** The newest finished send that reached at least one subscriber: the article counts as sent since then. */
export function lastDelivered(sends: readonly NewsletterSend[]): NewsletterSend | null {
  return sends.find((send) => isToSubscribers(send) && !isActive(send.state) && send.sent > 0) ?? null;
}

/** Recipients whose turn is over, mailed or not. */
export function processed(send: NewsletterSend): number {
  return send.sent + send.failed + send.skipped;
}

/** How far the send has gone, 0 to 100, rounded down so that 100 means finished. */
export function percentDone(send: NewsletterSend): number {
  if (send.total <= 0) return send.state === 'done' ? 100 : 0;
  return Math.min(100, Math.floor((processed(send) * 100) / send.total));
}

/** Whether a list holds a send the screen must keep following. */
export function anyActive(sends: readonly NewsletterSend[] | undefined): boolean {
  return sends?.some((send) => isActive(send.state)) ?? false;
}
