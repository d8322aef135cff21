// The blog back-office's reads (every article, one article) and the deletion that updates the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPost } from '@/generated/AdminPost';
import { deletePost, fetchPost, fetchPosts } from '../postsApi';

export const POSTS_KEY = ['admin', 'posts'] as const;

export function usePosts() {
  return useQuery({ queryKey: POSTS_KEY, queryFn: fetchPosts });
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

/** After a save, the list and the article's own entry are out of date. */
export function useInvalidatePosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: POSTS_KEY });
}
