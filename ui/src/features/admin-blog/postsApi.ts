// The blog administration calls: every post (drafts included), one post, create, update, delete, and the
// translated draft of a post.
import { apiGet, apiSend } from '@/lib/api';
import type { AdminPost } from '@/generated/AdminPost';
import type { AdminPostList } from '@/generated/AdminPostList';
import type { AdminPostResponse } from '@/generated/AdminPostResponse';
import type { Lang } from '@/generated/Lang';
import type { PostInput } from '@/generated/PostInput';
import type { SiteTagList } from '@/generated/SiteTagList';
import type { TranslationInput } from '@/generated/TranslationInput';

export const BLOG_ADMIN_PATH = '/admin/blog';

/** An article as the list shows it: with its page views over the last 30 days. */
export type ListedPost = AdminPost & { views30d: number };

export async function fetchPosts(): Promise<ListedPost[]> {
  const { posts, views_30d } = await apiGet<AdminPostList>('/api/admin/posts');
  return posts.map((post) => ({ ...post, views30d: views_30d[post.id] ?? 0 }));
}

export async function fetchPost(id: string): Promise<AdminPost> {
  const { post } = await apiGet<AdminPostResponse>(`/api/admin/posts/${encodeURIComponent(id)}`);
  return post;
}

/** `keepalive` for the last automatic save of a closing tab. */
export async function savePost(id: number | null, input: PostInput, keepalive = false): Promise<AdminPost> {
  const { post } =
    id === null
      ? await apiSend<AdminPostResponse>('POST', '/api/admin/posts', input, { keepalive })
      : await apiSend<AdminPostResponse>('PUT', `/api/admin/posts/${id}`, input, { keepalive });
  return post;
}

/** Opens a draft of post `id` in `lang`, linked to its versions and prefilled from it. */
export async function translatePost(id: number, lang: Lang): Promise<AdminPost> {
  const input: TranslationInput = { lang };
  const { post } = await apiSend<AdminPostResponse>('POST', `/api/admin/posts/${id}/translations`, input);
  return post;
}

/** Lets a published article's changes saved aside go; the live article stays as it is. */
export function discardPendingChanges(id: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/admin/posts/${id}/pending`);
}

/** The site's keywords, the most used first, for the editor's suggestions. */
export async function fetchSiteTags(): Promise<string[]> {
  const { tags } = await apiGet<SiteTagList>('/api/admin/tags');
  return tags.map((tag) => tag.name);
}

export function deletePost(id: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/admin/posts/${id}`);
}

/** The categories already in use, sorted the French way, for the category picker. */
export function categoriesOf(posts: readonly AdminPost[]): string[] {
  const names = new Set(posts.map((post) => post.category?.trim() ?? '').filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, 'fr'));
}
