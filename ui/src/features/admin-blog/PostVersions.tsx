// An article's language and its versions in the others: a link to edit each, and « Traduire en … » for every
// language the site speaks that it lacks, which opens a draft prefilled from this article.
import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Languages, Pencil } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { AdminPost } from '@/generated/AdminPost';
import type { Lang } from '@/generated/Lang';
import { LanguageName } from './LanguageName';
import { PostStatusBadge } from './PostStatusBadge';
import { NATIVE_NAMES } from './languages';
import { BLOG_ADMIN_PATH } from './postsApi';
import { useTranslatePost } from './api/usePosts';

interface PostVersionsProps {
  post: AdminPost;
  spoken: readonly Lang[];
  /** Unsaved changes: a translation starts from the saved article, so it waits for them. */
  unsaved: boolean;
}

export function PostVersions({ post, spoken, unsaved }: PostVersionsProps) {
  const { t } = useTranslation('adminBlog');
  const navigate = useNavigate();
  const translation = useTranslatePost();
  const missing = spoken.filter((lang) => lang !== post.lang && !post.versions.some((version) => version.lang === lang));
  const pending = translation.isPending ? translation.variables.lang : null;

  async function translate(lang: Lang) {
    try {
      const draft = await translation.mutateAsync({ id: post.id, lang });
      toast({ title: t('successTitle'), description: t('languages.translated', { language: NATIVE_NAMES[lang] }) });
      navigate(`${BLOG_ADMIN_PATH}/edit/${draft.id}`);
    } catch (error) {
      toast({ title: t('errorTitle'), description: messageOf(error, t('languages.translateFailed')), variant: 'destructive' });
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <span className="block font-semibold text-slate-800">{t('languages.current')}</span>
        <span className="text-lg font-semibold text-slate-900">
          <LanguageName lang={post.lang} />
        </span>
      </p>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-800">{t('languages.versions')}</h3>
        {post.versions.length === 0 ? (
          <p className="text-sm text-slate-600">{t('languages.noVersion')}</p>
        ) : (
          <ul className="space-y-2">
            {post.versions.map((version) => (
              <li
                key={version.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3"
              >
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-600">
                    <LanguageName lang={version.lang} />
                  </span>
                  <span lang={version.lang} className="block break-words font-semibold text-slate-900">
                    {version.title}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <PostStatusBadge publishedAt={version.published_at} />
                  <Link
                    to={`${BLOG_ADMIN_PATH}/edit/${version.id}`}
                    aria-label={t('languages.editVersion', { language: NATIVE_NAMES[version.lang], title: version.title })}
                    title={t('languages.editVersion', { language: NATIVE_NAMES[version.lang], title: version.title })}
                    className="inline-flex size-11 items-center justify-center rounded-full text-sky-800 hover:bg-sky-50"
                  >
                    <Pencil aria-hidden="true" className="size-5" />
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {missing.length > 0 && (
        <div className="space-y-2">
          {missing.map((lang) => (
            <button
              key={lang}
              type="button"
              className="btn-outline w-full disabled:cursor-not-allowed disabled:opacity-70"
              disabled={unsaved || pending !== null}
              aria-describedby={unsaved ? 'post-translate-hint' : undefined}
              onClick={() => void translate(lang)}
            >
              {pending === lang ? <Spinner size="sm" decorative /> : <Languages aria-hidden="true" className="size-5" />}
              <span>
                <Trans
                  t={t}
                  i18nKey="languages.translateTo"
                  values={{ language: NATIVE_NAMES[lang] }}
                  components={{ name: <span lang={lang} /> }}
                />
              </span>
            </button>
          ))}
          {unsaved && (
            <p id="post-translate-hint" className="text-sm text-slate-600">
              {t('languages.saveFirst')}
            </p>
          )}
          {pending !== null && (
            <p role="status" className="sr-only">
              {t('languages.translating')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
