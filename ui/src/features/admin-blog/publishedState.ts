// What the editor tells the articles list when a save has just put an article online, carried in the navigation's
// state: the list then offers to send it to the newsletter's subscribers.
import type { AdminPost } from '@/generated/AdminPost';
import type { SendablePost } from '@/features/admin-newsletter-send';

interface PublishedState {
  justPublished: SendablePost;
}

export function publishedState(post: AdminPost): PublishedState {
  return { justPublished: { id: post.id, title: post.title, published_at: post.published_at } };
}

/** The article just published, when the list was reached from its editor's save. */
export function justPublishedIn(state: unknown): SendablePost | null {
  if (typeof state !== 'object' || state === null || !('justPublished' in state)) return null;
  const post = (state as PublishedState).justPublished;
  return typeof post?.id === 'number' && typeof post.title === 'string' ? post : null;
}
