// Loads one published article and its related posts by slug, from the page itself on arrival.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { embeddedQuery } from '@/lib/embeddedQuery';
import type { PostDetail } from '@/generated/PostDetail';

export type ArticleState = { status: 'loading' } | { status: 'found'; detail: PostDetail } | { status: 'notFound' };

const articleUrl = (slug: string) => `/api/posts/${encodeURIComponent(slug)}`;

export function useArticle(slug: string | undefined): ArticleState {
  const query = useQuery({
    ...embeddedQuery<PostDetail>(articleUrl(slug ?? '')),
    enabled: slug !== undefined,
    // A 404 is the server's answer for an unknown or unpublished slug: asking again will not change it.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
  if (!slug || query.isError) return { status: 'notFound' };
  return query.data ? { status: 'found', detail: query.data } : { status: 'loading' };
}
