// The newsletter send routes as the back-office calls them: the mail's preview, the sends (of one article or the
// latest of all), starting a send or a test, and pausing, resuming or cancelling one.
import { apiGet, apiSend } from '@/lib/api';
import type { NewsletterMailPreview } from '@/generated/NewsletterMailPreview';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import type { NewsletterSendList } from '@/generated/NewsletterSendList';
import type { NewsletterSendRequest } from '@/generated/NewsletterSendRequest';
import type { NewsletterSendResponse } from '@/generated/NewsletterSendResponse';

const SENDS_PATH = '/api/admin/newsletter/sends';

export type SendControl = 'pause' | 'resume' | 'cancel';

export function fetchPreview(postId: number): Promise<NewsletterMailPreview> {
  return apiGet<NewsletterMailPreview>(`/api/admin/newsletter/preview/${postId}`);
}

/** An article's sends, tests included, newest first; without an article, the latest sends of all. */
export async function fetchSends(postId: number | null): Promise<NewsletterSend[]> {
  const query = postId === null ? '' : `?post_id=${postId}`;
  const { sends } = await apiGet<NewsletterSendList>(`${SENDS_PATH}${query}`);
  return sends;
}

export async function startSend(request: NewsletterSendRequest): Promise<NewsletterSend> {
  const { send } = await apiSend<NewsletterSendResponse>('POST', SENDS_PATH, request);
  return send;
}

export async function controlSend(id: number, control: SendControl): Promise<NewsletterSend> {
  const { send } = await apiSend<NewsletterSendResponse>('POST', `${SENDS_PATH}/${id}/${control}`);
  return send;
}
