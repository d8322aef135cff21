// What a reader sees when an article address leads nowhere.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileQuestion } from 'lucide-react';

export function ArticleNotFound() {
  const { t } = useTranslation('blog');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <FileQuestion aria-hidden="true" className="size-14 text-amber-500" />
      <h1 className="mt-6 font-display text-4xl font-semibold text-sky-950">{t('article.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('article.notFoundText')}</p>
      <Link to="/blog" className="btn-primary mt-8">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('article.backToBlog')}
      </Link>
    </section>
  );
}
