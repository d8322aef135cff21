// Loads one published article and its related posts by slug.
import { useEffect, useState } from 'react';
import { ApiError, apiGet } from '@/lib/api';
import { initialAnswer } from '@/lib/initialAnswers';
import type { PostDetail } from '@/generated/PostDetail';

export type ArticleState = { status: 'loading' } | { status: 'found'; detail: PostDetail } | { status: 'notFound' };

const articleUrl = (slug: string) => `/api/posts/${encodeURIComponent(slug)}`;

export function useArticle(slug: string | undefined): ArticleState {
  const [state, setState] = useState<{ slug: string | undefined; result: ArticleState }>(() => {
    const embedded = slug ? initialAnswer<PostDetail>(articleUrl(slug)) : undefined;
    return { slug, result: embedded ? { status: 'found', detail: embedded } : { status: 'loading' } };
  });

  useEffect(() => {
    if (!slug || initialAnswer(articleUrl(slug))) return;
    let active = true;
    apiGet<PostDetail>(articleUrl(slug))
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
