// Loads one published article and its related posts by slug.
import { useEffect, useState } from 'react';
import { ApiError, apiGet } from '@/lib/api';
import type { PostDetail } from '@/generated/PostDetail';

export type ArticleState =
  | { status: 'loading' }
  | { status: 'found'; detail: PostDetail }
  | { status: 'notFound' };

export function useArticle(slug: string | undefined): ArticleState {
  const [state, setState] = useState<{ slug: string | undefined; result: ArticleState }>({
    slug,
    result: { status: 'loading' },
  });

  useEffect(() => {
    if (!slug) return;
    let active = true;
    apiGet<PostDetail>(`/api/posts/${encodeURIComponent(slug)}`)
      .then((detail) => {
        if (active) setState({ slug, result: { status: 'found', detail } });
      })
      .catch((error: unknown) => {
        // A 404 is the server's answer for an unknown or unpublished slug, not a fault worth reporting.
        if (!(error instanceof ApiError && error.status === 404)) {
          console.error("Chargement de l'article impossible", error);
        }
        if (active) setState({ slug, result: { status: 'notFound' } });
      });
    return () => {
      active = false;
    };
  }, [slug]);

  if (!slug) return { status: 'notFound' };
  return state.slug === slug ? state.result : { status: 'loading' };
}
