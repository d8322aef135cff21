// Loads the public post list for a category, page by page, ignoring stale answers, and the blog's categories.
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet } from '@/lib/api';
import { initialAnswer } from '@/lib/initialAnswers';
import type { PostList } from '@/generated/PostList';
import type { PostSummary } from '@/generated/PostSummary';

export const POSTS_PER_PAGE = 24;

export function postsPath(category: string, page: number, perPage = POSTS_PER_PAGE): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  params.set('per_page', String(perPage));
  return `/api/posts?${params.toString()}`;
}

interface PostListState {
  loading: boolean;
  loadingMore: boolean;
  posts: PostSummary[];
  total: number;
  page: number;
}

const LOADING: PostListState = { loading: true, loadingMore: false, posts: [], total: 0, page: 0 };

function logFailure(error: unknown) {
  console.error('Chargement des articles impossible', error);
}

/**
 * While `enabled` is false (the page shows search results instead) the list is left as it was and
 * not reloaded; only the categories are fetched if still unknown. A list already loaded for the
 * category is shown again as is when the page comes back to it.
 */
export function usePostList(category: string, enabled: boolean) {
  // The whole blog's first page may have come with the page itself.
  const [embedded] = useState(() => (category ? undefined : initialAnswer<PostList>(postsPath('', 1))));
  const [state, setState] = useState<PostListState>(() =>
    embedded ? { loading: false, loadingMore: false, posts: embedded.posts, total: embedded.total, page: 1 } : LOADING,
  );
  const [categories, setCategories] = useState<string[]>(() => embedded?.categories ?? []);
  const generation = useRef(0);
  const categoriesKnown = useRef(embedded !== undefined);
  const loadedCategory = useRef<string | null>(embedded ? '' : null);

  useEffect(() => {
    if (!enabled || loadedCategory.current === category) return;
    const current = ++generation.current;
    loadedCategory.current = null;
    setState(LOADING);

    apiGet<PostList>(postsPath(category, 1))
      .then((list) => {
        if (current !== generation.current) return;
        loadedCategory.current = category;
        setState({ loading: false, loadingMore: false, posts: list.posts, total: list.total, page: 1 });
        if (!category) {
          categoriesKnown.current = true;
          setCategories(list.categories);
        }
      })
      .catch((error: unknown) => {
        logFailure(error);
        if (current === generation.current) setState({ ...LOADING, loading: false });
      });
  }, [category, enabled]);

  // Opened on a filtered or searched address: the category buttons still need every category.
  useEffect(() => {
    if (categoriesKnown.current || (enabled && !category)) return;
    categoriesKnown.current = true;
    apiGet<PostList>(postsPath('', 1, 1))
      .then((list) => setCategories(list.categories))
      .catch(logFailure);
  }, [category, enabled]);

  const loadMore = useCallback(() => {
    const current = generation.current;
    const nextPage = state.page + 1;
    setState((previous) => ({ ...previous, loadingMore: true }));
    apiGet<PostList>(postsPath(category, nextPage))
      .then((list) => {
        if (current !== generation.current) return;
        setState((previous) => ({
          loading: false,
          loadingMore: false,
          posts: [...previous.posts, ...list.posts],
          total: list.total,
          page: nextPage,
        }));
      })
      .catch((error: unknown) => {
        logFailure(error);
        if (current === generation.current) setState((previous) => ({ ...previous, loadingMore: false }));
      });
  }, [category, state.page]);

  return { ...state, categories, hasMore: state.posts.length < state.total, loadMore };
}
