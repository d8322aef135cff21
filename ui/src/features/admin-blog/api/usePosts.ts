// The blog back-office's reads (every article, one article), and the save, translation and deletion that update them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import type { AdminPost } from '@/generated/AdminPost';
import type { Lang } from '@/generated/Lang';
import type { PostInput } from '@/generated/PostInput';
import { deletePost, fetchPost, fetchPosts, fetchSiteTags, savePost, translatePost } from '../postsApi';

export const POSTS_KEY = ['admin', 'posts'] as const;

export function usePosts() {
  return useQuery({ queryKey: POSTS_KEY, queryFn: fetchPosts });
}

/** The site's keywords, suggested by the editor's keyword field. */
export function useSiteTags() {
  return useQuery({ queryKey: ['admin', 'tags'], queryFn: fetchSiteTags });
}

/** Nothing to load for a new article: the query stays idle and the form starts empty. */
export function usePost(id: string | undefined) {
  return useQuery({
    queryKey: [...POSTS_KEY, id],
    queryFn: () => fetchPost(id ?? ''),
    enabled: id !== undefined,
    // An unknown article will not appear on a second try.
    retry: false,
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: AdminPost) => deletePost(post.id),
    onSuccess: (_answer, post) => {
      queryClient.setQueryData<AdminPost[]>(POSTS_KEY, (posts) => posts?.filter((entry) => entry.id !== post.id));
      return queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
  });
}

/** A save refused because the article changed elsewhere since the editor read it; `current` is how it now stands. */
export class StaleVersionError extends ApiError {
  readonly current: AdminPost;

  constructor(error: ApiError, current: AdminPost) {
    super(error.status, error.code, error.message, error.fields);
    this.name = 'StaleVersionError';
    this.current = current;
  }
}

/**
 * The server refuses two things with 409: an address another article holds, said under the slug field, and a save
 * from a stale editor, told apart by the article's version having moved on.
 */
export async function explainConflict(error: unknown, original: AdminPost | null): Promise<unknown> {
  if (!(error instanceof ApiError) || error.status !== 409) return error;
  if (original) {
    const current = await fetchPost(String(original.id)).catch(() => null);
    if (current && current.version !== original.version) return new StaleVersionError(error, current);
  }
  return new ApiError(error.status, error.code, error.message, { ...error.fields, slug: error.message });
}

/** Creates the article (`original` null) or updates it; the list and the article's own entry are then read again. */
/**
 * Saves `input` over `base`, the article as the editor last had it back (null for one not created yet). Given with
 * each save rather than when the hook renders: an automatic save may have created the article a moment before.
 */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, base }: { input: PostInput; base: AdminPost | null }) =>
      savePost(base?.id ?? null, input).catch(async (error: unknown) => {
        throw await explainConflict(error, base);
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSTS_KEY }),
  });
}

/** Opens the translated draft of an article; the new draft is cached for the editor that opens next. */
export function useTranslatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lang }: { id: number; lang: Lang }) => translatePost(id, lang),
    onSuccess: (draft) => {
      queryClient.setQueryData([...POSTS_KEY, String(draft.id)], draft);
      void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
  });
}
