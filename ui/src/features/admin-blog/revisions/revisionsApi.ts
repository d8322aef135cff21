// An article's revisions: the list, one whole revision to compare (a revision never changes once kept), and
// restoring one, after which the editor starts again from the restored article.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import type { AdminPost } from '@/generated/AdminPost';
import type { AdminPostResponse } from '@/generated/AdminPostResponse';
import type { Revision } from '@/generated/Revision';
import type { RevisionList } from '@/generated/RevisionList';
import type { RevisionResponse } from '@/generated/RevisionResponse';
import { POSTS_KEY } from '../api/usePosts';

const revisionsKey = (postId: number) => [...POSTS_KEY, String(postId), 'revisions'] as const;

export function useRevisions(postId: number) {
  return useQuery({
    queryKey: revisionsKey(postId),
    queryFn: async () => (await apiGet<RevisionList>(`/api/admin/posts/${postId}/revisions`)).revisions,
  });
}

export function useRevision(postId: number, revisionId: number | null) {
  return useQuery({
    queryKey: [...revisionsKey(postId), revisionId],
    queryFn: async (): Promise<Revision> =>
      (await apiGet<RevisionResponse>(`/api/admin/posts/${postId}/revisions/${revisionId}`)).revision,
    enabled: revisionId !== null,
    staleTime: Infinity,
  });
}

/** The restored article replaces the cached one at once, so the editor reopened on it shows it. */
export function useRestoreRevision(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revisionId: number): Promise<AdminPost> =>
      (await apiSend<AdminPostResponse>('POST', `/api/admin/posts/${postId}/revisions/${revisionId}/restore`)).post,
    onSuccess: (post) => {
      queryClient.setQueryData([...POSTS_KEY, String(postId)], post);
      void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
  });
}
