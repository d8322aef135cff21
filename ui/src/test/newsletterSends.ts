// Sample sends and previews for the send flow's unit tests, and a fake server that keeps an article's sends.
import type { RecordedRequest } from '@/test/mockFetch';
import type { NewsletterMailPreview } from '@/generated/NewsletterMailPreview';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import type { AdminPost } from '@/generated/AdminPost';
import { adminPost } from '@/test/fixtures';

export const POST: Pick<AdminPost, 'id' | 'title' | 'published_at'> = {
  id: 7,
  title: 'Bâtir un écosystème',
  published_at: '2026-03-01T08:00:00Z',
};
export const SENDS = '/api/admin/newsletter/sends';
export const PREVIEW = `/api/admin/newsletter/preview/${POST.id}`;

export const PREVIEW_BODY: NewsletterMailPreview = {
  subject: 'Bâtir un écosystème',
  html: '<!doctype html><html lang="fr"><body><h1>Bâtir un écosystème</h1></body></html>',
  text: 'Bâtir un écosystème\n\nLire en ligne : https://exemple.km/blog/batir',
  recipients: 3,
  mail_configured: true,
};

export function aSend(changes: Partial<NewsletterSend> = {}): NewsletterSend {
  return {
    id: 40,
    post_id: POST.id,
    post_title: POST.title,
    state: 'sending',
    test_to: null,
    total: 3,
    sent: 1,
    failed: 0,
    skipped: 0,
    remaining: 2,
    created_at: '2026-03-02T09:00:00Z',
    finished_at: null,
    ...changes,
  };
}

/** Two articles of the blog list, one online under way and one sent before (with a test). */
export const ONLINE = adminPost(7, { title: 'Bâtir un écosystème', created_at: '2026-03-01T08:00:00Z' });
export const OTHER = adminPost(8, { title: 'Un autre article', created_at: '2026-02-01T08:00:00Z' });
export const RUNNING = aSend({ total: 10, sent: 4, remaining: 6 });
export const SENT = aSend({
  id: 39,
  post_id: 8,
  post_title: OTHER.title,
  state: 'done',
  total: 12,
  sent: 12,
  remaining: 0,
  finished_at: '2026-02-02T10:00:00Z',
});
export const TEST = aSend({
  id: 38,
  post_id: 8,
  post_title: OTHER.title,
  state: 'done',
  test_to: 'moi@exemple.km',
  total: 1,
  sent: 1,
  remaining: 0,
});

/**
 * The sends routes over a list the test changes: a GET reads it, a POST answers `started` (and adds it to the list)
 * or the given refusal, a control answers the send with its new state.
 */
export function sendsRoute(
  requests: () => RecordedRequest[],
  state: { sends: NewsletterSend[]; started?: NewsletterSend; refusal?: { status: number; body: unknown } },
) {
  return async () => {
    const request = requests()[requests().length - 1];
    if (request.method === 'GET') return { body: { sends: state.sends } };
    const control = /\/sends\/(\d+)\/(pause|resume|cancel)$/.exec(request.url);
    if (control) {
      const next = { pause: 'paused', resume: 'sending', cancel: 'cancelled' } as const;
      const send = state.sends.find((entry) => entry.id === Number(control[1]));
      if (!send) return { status: 404, body: { error: { code: 'not_found', message: 'Cet envoi n’existe pas.' } } };
      const changed = { ...send, state: next[control[2] as keyof typeof next] };
      state.sends = state.sends.map((entry) => (entry.id === send.id ? changed : entry));
      return { body: { send: changed } };
    }
    if (state.refusal) return state.refusal;
    const started = state.started ?? aSend();
    state.sends = [started, ...state.sends];
    return { status: 202, body: { send: started } };
  };
}
