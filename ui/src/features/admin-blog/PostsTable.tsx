// The articles list: title (with its language on a site that writes in several), category, creation date, status
// (with where its newsletter send stands), page views over the last 30 days and the actions on each article.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { formatFrenchDate } from '@/lib/dates';
import { ResponsiveTable, RowActionContent, rowActionClass, useRowLayout } from '@/components/ResponsiveTable';
import { PostSendStatus, SendRowAction, SendStatusAction } from '@/features/admin-newsletter-send';
import type { AdminPost } from '@/generated/AdminPost';
import { LanguageName } from './LanguageName';
import { PostStatusBadge } from './PostStatusBadge';
import { articlePath } from './languages';
import { postStatus } from './publication';
import { BLOG_ADMIN_PATH, type ListedPost } from './postsApi';

interface PostsTableProps {
  posts: ListedPost[];
  /** Whether to say each article's language: not on a French-only site. */
  showLanguage: boolean;
  onDelete: (post: AdminPost) => void;
}

export function PostsTable({ posts, showLanguage, onDelete }: PostsTableProps) {
  const { t, i18n } = useTranslation('adminBlog');
  const count = new Intl.NumberFormat(i18n.language);
  // On a card « Envoyer aux abonnés » is one of the article's actions; in the table it sits under the status.
  const rowLayout = useRowLayout();
  return (
    <ResponsiveTable
      caption={t('list.caption')}
      rows={posts}
      rowKey={(post) => post.id}
      title={{
        header: t('list.columns.title'),
        // The language rides with the title rather than in a column of its own, so the table keeps to a laptop's width.
        cell: (post) => (
          <>
            <span lang={post.lang}>{post.title}</span>
            {showLanguage && ' '}
            {showLanguage && (
              <span className="ms-1 inline-flex rounded-2xl bg-sky-50 px-2 py-0.5 align-middle text-xs font-semibold whitespace-nowrap text-sky-900 ring-1 ring-sky-200 ring-inset">
                <LanguageName lang={post.lang} />
              </span>
            )}
          </>
        ),
      }}
      columns={[
        {
          header: t('list.columns.category'),
          cell: (post) => post.category?.trim() || <span className="italic text-slate-600">{t('list.noCategory')}</span>,
        },
        {
          header: t('list.columns.createdAt'),
          // Broken between its words, never inside them, so the row's actions keep their room on a laptop.
          cell: (post) => <span className="[overflow-wrap:normal]">{formatFrenchDate(post.created_at)}</span>,
        },
        {
          header: t('list.columns.status'),
          // Where the article stands with the newsletter's subscribers rides with its publication.
          cell: (post) => (
            <span className="flex flex-col items-start gap-1.5 [overflow-wrap:normal]">
              <PostStatusBadge publishedAt={post.published_at} />
              <PostSendStatus postId={post.id} title={post.title} />
              {rowLayout === 'table' && <SendStatusAction post={post} />}
            </span>
          ),
        },
        {
          header: t('list.columns.views'),
          hint: t('list.columns.viewsHint'),
          cell: (post) => count.format(post.views30d),
          className: 'text-end tabular-nums',
        },
      ]}
      actions={{
        header: t('list.columns.actions'),
        cell: (post, layout) => (
          <>
            <Link
              to={`${BLOG_ADMIN_PATH}/edit/${post.id}`}
              aria-label={t('list.editLabel', { title: post.title })}
              title={t('list.editLabel', { title: post.title })}
              className={rowActionClass(layout)}
            >
              <RowActionContent icon={Pencil} text={t('list.edit')} layout={layout} />
            </Link>
            {postStatus(post.published_at) === 'published' && (
              <a
                href={articlePath(post.lang, post.slug)}
                target="_blank"
                rel="noopener"
                aria-label={t('list.viewLabel', { title: post.title })}
                title={t('list.viewLabel', { title: post.title })}
                className={rowActionClass(layout)}
              >
                <RowActionContent icon={ExternalLink} text={t('list.view')} layout={layout} />
              </a>
            )}
            {layout === 'cards' && <SendRowAction post={post} layout={layout} />}
            <button
              type="button"
              onClick={() => onDelete(post)}
              aria-label={t('list.deleteLabel', { title: post.title })}
              title={t('list.deleteLabel', { title: post.title })}
              className={rowActionClass(layout, 'danger')}
            >
              <RowActionContent icon={Trash2} text={t('list.delete')} layout={layout} />
            </button>
          </>
        ),
      }}
    />
  );
}
