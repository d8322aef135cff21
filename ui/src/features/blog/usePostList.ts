// Loads the public post list for a search and category, page by page, ignoring stale answers.
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet } from '@/lib/api';
import type { PostList } from '@/generated/PostList';
import type { PostSummary } from '@/generated/PostSummary';

export const POSTS_PER_PAGE = 24;

export function postsPath(query: string, category: string, page: number, perPage = POSTS_PER_PAGE): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
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

export function usePostList(query: string, category: string) {
  const [state, setState] = useState<PostListState>(LOADING);
  const [categories, setCategories] = useState<string[]>([]);
  const generation = useRef(0);
  const categoriesKnown = useRef(false);

  useEffect(() => {
    const current = ++generation.current;
    const unfiltered = !query && !category;
    setState(LOADING);

    apiGet<PostList>(postsPath(query, category, 1))
      .then((list) => {
        if (current !== generation.current) return;
        setState({ loading: false, loadingMore: false, posts: list.posts, total: list.total, page: 1 });
        if (unfiltered) {
          categoriesKnown.current = true;
          setCategories(list.categories);
        }
      })
      .catch((error: unknown) => {
        logFailure(error);
        if (current === generation.current) setState({ ...LOADING, loading: false });
      });

    // Opened on a filtered address: the category buttons still need every category.
    if (!unfiltered && !categoriesKnown.current) {
      categoriesKnown.current = true;
      apiGet<PostList>(postsPath('', '', 1, 1))
        .then((list) => setCategories(list.categories))
        .catch(logFailure);
    }
  }, [query, category]);

  const loadMore = useCallback(() => {
    const current = generation.current;
    const nextPage = state.page + 1;
    setState((previous) => ({ ...previous, loadingMore: true }));
    apiGet<PostList>(postsPath(query, category, nextPage))
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
  }, [query, category, state.page]);

  return { ...state, categories, hasMore: state.posts.length < state.total, loadMore };
}
