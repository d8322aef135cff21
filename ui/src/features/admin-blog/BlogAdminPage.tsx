// "Blog" in the back-office: every article with its status, a way to write a new one, and deletion after confirmation.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, Plus } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { RequireRole } from '@/app/RequireRole';
import { PageSpinner } from '@/components/Spinner';
import { toast } from '@/lib/toast';
import type { AdminPost } from '@/generated/AdminPost';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PostsTable } from './PostsTable';
import { BLOG_ADMIN_PATH, SUPER_ADMIN_ONLY, deletePost, fetchPosts } from './postsApi';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; posts: AdminPost[] };

function EmptyState() {
  const { t } = useTranslation('adminBlog');
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-2xl bg-sky-100 text-sky-800">
        <FileText className="size-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{t('list.empty')}</p>
      <p className="text-slate-600">{t('list.emptyHint')}</p>
    </div>
  );
}

function BlogAdminScreen() {
  const { t } = useTranslation('adminBlog');
  usePageMeta(t('list.title'));
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [pendingDelete, setPendingDelete] = useState<AdminPost | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let active = true;
    fetchPosts()
      .then((posts) => {
        if (active) setState({ status: 'ready', posts });
      })
      .catch((error: unknown) => {
        console.error('Chargement des articles impossible', error);
        if (!active) return;
        setState({ status: 'failed' });
        toast({ title: t('errorTitle'), description: t('list.loadFailed'), variant: 'destructive' });
      });
    return () => {
      active = false;
    };
  }, [t]);

  async function confirmDelete() {
    if (!pendingDelete) return;
    const { id } = pendingDelete;
    setDeleting(true);
    try {
      await deletePost(id);
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', posts: current.posts.filter((post) => post.id !== id) } : current,
      );
      toast({ title: t('successTitle'), description: t('list.deleted') });
      setPendingDelete(null);
    } catch (error) {
      console.error("Suppression de l'article impossible", error);
      toast({ title: t('errorTitle'), description: t('list.deleteFailed'), variant: 'destructive' });
      setPendingDelete(null);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('list.title')}</h1>
          <p className="max-w-2xl text-lg text-slate-600">{t('list.intro')}</p>
        </div>
        <Link to={`${BLOG_ADMIN_PATH}/new`} className="btn-primary">
          <Plus aria-hidden="true" className="size-5" />
          {t('list.newPost')}
        </Link>
      </header>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('list.loadFailed')}
        </p>
      )}
      {state.status === 'ready' &&
        (state.posts.length === 0 ? <EmptyState /> : <PostsTable posts={state.posts} onDelete={setPendingDelete} />)}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.description', { title: pendingDelete?.title ?? '' })}
        cancelLabel={t('confirmDelete.cancel')}
        confirmLabel={t('confirmDelete.confirm')}
        busy={deleting}
        destructive
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

export function BlogAdminPage() {
  return (
    <RequireRole roles={SUPER_ADMIN_ONLY}>
      <BlogAdminScreen />
    </RequireRole>
  );
}
