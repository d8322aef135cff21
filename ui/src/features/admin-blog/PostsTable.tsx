// The articles table: title, category, creation date, status and the actions on each row.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { formatFrenchDate } from '@/lib/dates';
import type { AdminPost } from '@/generated/AdminPost';
import { PostStatusBadge } from './PostStatusBadge';
import { postStatus } from './publication';
import { BLOG_ADMIN_PATH } from './postsApi';

const HEADER_CELL = 'px-4 py-3 text-left text-sm font-semibold text-slate-700';
/** Icon buttons keep the table narrow; their full names (with the title) are in aria-label and the tooltip. */
const ACTION = 'inline-flex size-10 items-center justify-center rounded-full transition';

interface PostsTableProps {
  posts: AdminPost[];
  onDelete: (post: AdminPost) => void;
}

export function PostsTable({ posts, onDelete }: PostsTableProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[44rem] divide-y divide-slate-200">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={HEADER_CELL}>{t('list.columns.title')}</th>
            <th scope="col" className={HEADER_CELL}>{t('list.columns.category')}</th>
            <th scope="col" className={HEADER_CELL}>{t('list.columns.createdAt')}</th>
            <th scope="col" className={HEADER_CELL}>{t('list.columns.status')}</th>
            <th scope="col" className={`${HEADER_CELL} text-right`}>{t('list.columns.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => (
            <tr key={post.id} className="align-middle">
              <th scope="row" className="min-w-[14rem] px-4 py-3 text-left font-medium text-slate-900">
                <span className="line-clamp-2">{post.title}</span>
              </th>
              <td className="px-4 py-3 text-slate-700">
                {post.category?.trim() || <span className="italic text-slate-600">{t('list.noCategory')}</span>}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatFrenchDate(post.created_at)}</td>
              <td className="px-4 py-3">
                <PostStatusBadge publishedAt={post.published_at} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Link
                    to={`${BLOG_ADMIN_PATH}/edit/${post.id}`}
                    aria-label={t('list.editLabel', { title: post.title })}
                    title={t('list.editLabel', { title: post.title })}
                    className={`${ACTION} text-sky-800 hover:bg-sky-50`}
                  >
                    <Pencil aria-hidden="true" className="size-5" />
                  </Link>
                  {postStatus(post.published_at) === 'published' && (
                    <a
                      href={`/blog/${post.slug}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('list.viewLabel', { title: post.title })}
                    title={t('list.viewLabel', { title: post.title })}
                      className={`${ACTION} text-sky-800 hover:bg-sky-50`}
                    >
                      <ExternalLink aria-hidden="true" className="size-5" />
                    </a>
                  )}
                  <button
                    type="button"
                    onClick={() => onDelete(post)}
                    aria-label={t('list.deleteLabel', { title: post.title })}
                    title={t('list.deleteLabel', { title: post.title })}
                    className={`${ACTION} text-red-700 hover:bg-red-50`}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
