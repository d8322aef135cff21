// The little of an article the send flow needs, whichever screen it is opened from.
import type { AdminPost } from '@/generated/AdminPost';

export type SendablePost = Pick<AdminPost, 'id' | 'title' | 'published_at'>;

/** Published and online now: only such an article may go to the subscribers (a draft or a scheduled one may be tested). */
export function isOnline(post: SendablePost, now: Date = new Date()): boolean {
  return post.published_at !== null && new Date(post.published_at).getTime() <= now.getTime();
}
