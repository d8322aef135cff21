// "Blog" in the back-office: every article with its status, a way to write a new one, and deletion after confirmation.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, Plus } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { toast } from '@/lib/toast';
import type { AdminPost } from '@/generated/AdminPost';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { PostsTable } from './PostsTable';
import { BLOG_ADMIN_PATH } from './postsApi';
import { useDeletePost, usePosts } from './api/usePosts';

function EmptyBlog() {
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

export function BlogAdminPage() {
  const { t } = useTranslation('adminBlog');
  usePageMeta(t('list.title'));
  const posts = usePosts();
  const removal = useDeletePost();
  const [pendingDelete, setPendingDelete] = useState<AdminPost | null>(null);

  async function confirmDelete() {
    if (!pendingDelete) return;
    try {
      await removal.mutateAsync(pendingDelete);
      toast({ title: t('successTitle'), description: t('list.deleted') });
    } catch (error) {
      console.error("Suppression de l'article impossible", error);
      toast({ title: t('errorTitle'), description: t('list.deleteFailed'), variant: 'destructive' });
    } finally {
      setPendingDelete(null);
    }
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('list.title')}
        intro={t('list.intro')}
        action={
          <Link to={`${BLOG_ADMIN_PATH}/new`} className="btn-primary">
            <Plus aria-hidden="true" className="size-5" />
            {t('list.newPost')}
          </Link>
        }
      />
      <AdminScreen query={posts} failed={t('list.loadFailed')} empty={<EmptyBlog />} isEmpty={(list) => list.length === 0}>
        {(list) => <PostsTable posts={list} onDelete={setPendingDelete} />}
      </AdminScreen>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.description', { title: pendingDelete?.title ?? '' })}
        cancelLabel={t('confirmDelete.cancel')}
        confirmLabel={t('confirmDelete.confirm')}
        busy={removal.isPending}
        destructive
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
