// "Nouvel article" and "Modifier l'article": loads the post in edit mode (an unknown id goes back to the list)
// and the categories already in use, then shows the form.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { RequireRole } from '@/app/RequireRole';
import { PageSpinner } from '@/components/Spinner';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { AdminPost } from '@/generated/AdminPost';
import { PostForm } from './PostForm';
import { BLOG_ADMIN_PATH, SUPER_ADMIN_ONLY, categoriesOf, fetchPost, fetchPosts } from './postsApi';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; post: AdminPost | null };

function usePostToEdit(id: string | undefined): LoadState {
  const { t } = useTranslation('adminBlog');
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>(id ? { status: 'loading' } : { status: 'ready', post: null });

  useEffect(() => {
    if (!id) return;
    let active = true;
    fetchPost(id)
      .then((post) => {
        if (active) setState({ status: 'ready', post });
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          toast({ title: t('errorTitle'), description: t('form.notFound'), variant: 'destructive' });
          navigate(BLOG_ADMIN_PATH, { replace: true });
          return;
        }
        console.error("Chargement de l'article impossible", error);
        toast({ title: t('errorTitle'), description: t('form.loadFailed'), variant: 'destructive' });
        setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [id, navigate, t]);

  return state;
}

function useCategories(): string[] {
  const [categories, setCategories] = useState<string[]>([]);
  useEffect(() => {
    let active = true;
    fetchPosts()
      .then((posts) => {
        if (active) setCategories(categoriesOf(posts));
      })
      .catch((error: unknown) => console.error('Chargement des catégories impossible', error));
    return () => {
      active = false;
    };
  }, []);
  return categories;
}

function PostEditorScreen({ id }: { id: string | undefined }) {
  const { t } = useTranslation('adminBlog');
  const state = usePostToEdit(id);
  const categories = useCategories();
  const title = t(id ? 'form.editTitle' : 'form.newTitle');
  usePageMeta(title);

  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <Link
          to={BLOG_ADMIN_PATH}
          className="inline-flex items-center gap-2 rounded font-semibold text-sky-800 hover:text-sky-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('form.back')}
        </Link>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{title}</h1>
        <p className="text-slate-600">{t('form.intro')}</p>
      </header>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('form.loadFailed')}
        </p>
      )}
      {state.status === 'ready' && <PostForm original={state.post} categories={categories} />}
    </div>
  );
}

export function PostEditorPage() {
  const { id } = useParams();
  return (
    <RequireRole roles={SUPER_ADMIN_ONLY}>
      <PostEditorScreen key={id ?? 'new'} id={id} />
    </RequireRole>
  );
}
