// "Blog" in the back-office: every article with its status (and language, filtered by it, on a site that writes in
// several), a way to write a new one, deletion after confirmation, and right after a publication the offer to send
// the article to the newsletter's subscribers.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, Plus } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { toast } from '@/lib/toast';
import type { AdminPost } from '@/generated/AdminPost';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { PostsTable } from './PostsTable';
import { LANGUAGES, NATIVE_NAMES, isLang, spokenLanguages } from './languages';
import { useSite } from '@/app/SiteProvider';
import type { Lang } from '@/generated/Lang';
import { BLOG_ADMIN_PATH } from './postsApi';
import { useDeletePost, usePosts } from './api/usePosts';
import { PublishedSendPrompt } from '@/features/admin-newsletter-send';
import { justPublishedIn } from './publishedState';

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

const LANG_FILTER_ID = 'posts-lang-filter';

interface LanguageFilterProps {
  value: Lang | '';
  languages: readonly Lang[];
  shown: number | null;
  onChange: (value: Lang | '') => void;
}

function LanguageFilter({ value, languages, shown, onChange }: LanguageFilterProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor={LANG_FILTER_ID} className="text-sm font-semibold text-slate-800">
        {t('list.langFilter')}
      </label>
      <select
        id={LANG_FILTER_ID}
        value={value}
        onChange={(event) => onChange(isLang(event.target.value) ? event.target.value : '')}
        className="form-input py-2 sm:w-64"
      >
        <option value="">{t('list.allLanguages')}</option>
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {NATIVE_NAMES[lang]}
          </option>
        ))}
      </select>
      {shown !== null && (
        <p aria-live="polite" className="text-sm text-slate-600 sm:ms-2">
          {t('list.count', { count: shown })}
        </p>
      )}
    </div>
  );
}

export function BlogAdminPage() {
  const { t } = useTranslation('adminBlog');
  usePageMeta(t('list.title'));
  const posts = usePosts();
  const removal = useDeletePost();
  const [pendingDelete, setPendingDelete] = useState<AdminPost | null>(null);
  const { site } = useSite();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const justPublished = justPublishedIn(location.state);
  const all = posts.data ?? [];
  const spoken = spokenLanguages(site?.settings.languages);
  // The languages worth naming: those the site speaks, and any an article was written in.
  const languages = LANGUAGES.filter((lang) => spoken.includes(lang) || all.some((post) => post.lang === lang));
  const multilingual = languages.length > 1;
  const langParam = searchParams.get('lang') ?? '';
  const langFilter = multilingual && isLang(langParam) ? langParam : '';
  const shown = all.filter((post) => !langFilter || post.lang === langFilter);

  function filterBy(lang: Lang | '') {
    setSearchParams(
      (params) => {
        if (lang) params.set('lang', lang);
        else params.delete('lang');
        return params;
      },
      { replace: true },
    );
  }

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
      {justPublished && (
        <PublishedSendPrompt
          post={justPublished}
          onDismiss={() => void navigate({ search: location.search }, { replace: true, state: null })}
        />
      )}
      {multilingual && (
        <LanguageFilter value={langFilter} languages={languages} shown={posts.data ? shown.length : null} onChange={filterBy} />
      )}
      <AdminScreen
        query={posts}
        failed={t('list.loadFailed')}
        empty={langFilter && all.length > 0 ? <p className="text-slate-600">{t('list.noMatch')}</p> : <EmptyBlog />}
        isEmpty={() => shown.length === 0}
      >
        {() => <PostsTable posts={shown} showLanguage={multilingual} onDelete={setPendingDelete} />}
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
