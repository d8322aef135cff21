// The public post list for a category, page by page, and the blog's categories, read through the cache.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { initialAnswer, initialAnswersHeld } from '@/lib/initialAnswers';
import type { PostList } from '@/generated/PostList';

export const POSTS_PER_PAGE = 24;
/** Switching categories back and forth shows a list already loaded as it was, without asking again. */
const LIST_FRESH_MS = 60_000;

export function postsPath(category: string, page: number, perPage = POSTS_PER_PAGE): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  params.set('per_page', String(perPage));
  return `/api/posts?${params.toString()}`;
}

function listOptions(category: string) {
  return {
    queryKey: ['posts', category],
    queryFn: ({ pageParam }: { pageParam: number }) => apiGet<PostList>(postsPath(category, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last: PostList, pages: PostList[]) =>
      pages.reduce((count, page) => count + page.posts.length, 0) < last.total ? pages.length + 1 : undefined,
    // The whole blog's first page may have come with the page itself.
    initialData: () => {
      const embedded = category ? undefined : initialAnswer<PostList>(postsPath('', 1));
      return embedded ? { pages: [embedded], pageParams: [1] } : undefined;
    },
    staleTime: () => (initialAnswersHeld() ? Infinity : LIST_FRESH_MS),
  };
}

/**
 * While `enabled` is false (the page shows search results instead) the list is left as it was and
 * not reloaded; only the categories are fetched if still unknown.
 */
export function usePostList(category: string, enabled: boolean) {
  const list = useInfiniteQuery({ ...listOptions(category), enabled });
  // The unfiltered list carries every category; it is only watched here, not loaded.
  const whole = useInfiniteQuery({ ...listOptions(''), enabled: false });
  const wholeCategories = whole.data?.pages[0]?.categories;
  // Opened on a filtered or searched address: the category buttons still need every category.
  const categoriesOnly = useQuery({
    queryKey: [postsPath('', 1, 1)],
    queryFn: () => apiGet<PostList>(postsPath('', 1, 1)),
    enabled: !wholeCategories && !(enabled && !category),
    staleTime: Infinity,
  });

  const pages = list.data?.pages ?? [];
  return {
    loading: list.isPending && !list.isError,
    loadingMore: list.isFetchingNextPage,
    posts: pages.flatMap((page) => page.posts),
    total: pages.at(-1)?.total ?? 0,
    page: pages.length,
    categories: wholeCategories ?? categoriesOnly.data?.categories ?? [],
    hasMore: list.hasNextPage,
    loadMore: () => void list.fetchNextPage(),
  };
}
