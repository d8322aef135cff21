// Shown for an address of the private areas that matches no page.
import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { usePageMeta } from './usePageMeta';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'));

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <Compass aria-hidden="true" className="size-14 text-amber-500" />
      <h1 className="mt-6 font-display text-4xl font-semibold text-sky-950 sm:text-5xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('notFound.text')}</p>
      <a href="/" className="btn-primary mt-8">
        {t('notFound.backHome')}
      </a>
    </section>
  );
}
