// "Nouvel article" and "Modifier l'article": loads the post in edit mode (an unknown id goes back to the list)
// and the categories already in use, then shows the form.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { PostForm } from './PostForm';
import { BLOG_ADMIN_PATH, categoriesOf } from './postsApi';
import { usePost, usePosts } from './api/usePosts';

/** An unknown article sends the editor back to the list, saying so. */
function useLeaveUnknownPost(error: Error | null) {
  const { t } = useTranslation('adminBlog');
  const navigate = useNavigate();
  const unknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useEffect(() => {
    if (!unknown) return;
    toast({ title: t('errorTitle'), description: t('form.notFound'), variant: 'destructive' });
    navigate(BLOG_ADMIN_PATH, { replace: true });
  }, [unknown, navigate, t]);
}

function PostEditorScreen({ id }: { id: string | undefined }) {
  const { t } = useTranslation('adminBlog');
  const post = usePost(id);
  // Bumped when a revision is restored: the form starts again from the restored article, its changes given up.
  const [restorations, setRestorations] = useState(0);
  const posts = usePosts();
  useLeaveUnknownPost(post.error);
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
      {id === undefined ? (
        <PostForm original={null} categories={categoriesOf(posts.data ?? [])} />
      ) : (
        <AdminScreen query={post} failed={t('form.loadFailed')}>
          {(original) => (
            <PostForm
              key={restorations}
              original={original}
              categories={categoriesOf(posts.data ?? [])}
              onRestored={() => setRestorations((count) => count + 1)}
            />
          )}
        </AdminScreen>
      )}
    </div>
  );
}

export function PostEditorPage() {
  const { id } = useParams();
  return <PostEditorScreen key={id ?? 'new'} id={id} />;
}
