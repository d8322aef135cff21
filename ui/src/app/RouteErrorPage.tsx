// Replaces a page that crashed or whose code could not be loaded, instead of a blank screen.
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { TriangleAlert } from 'lucide-react';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error('Erreur lors de l’affichage de la page', error);
  }, [error]);

  return (
    <section className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center px-4 text-center">
      <TriangleAlert aria-hidden="true" className="size-14 text-amber-500" />
      <h1 className="mt-6 font-display text-3xl font-semibold text-sky-950">{t('routeError.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('routeError.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <a href="/" className="btn-outline">
          {t('notFound.backHome')}
        </a>
      </div>
    </section>
  );
}
