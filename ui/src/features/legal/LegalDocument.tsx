// The shared layout of the legal pages: title, the date of the owner's last save, and the text he wrote.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { PageSpinner } from '@/components/Spinner';
import { useContactDialog } from '@/lib/contactDialog';
import { formatFrenchDate } from '@/lib/dates';
import type { LegalPageKey } from '@/generated/LegalPageKey';
import { useLegalPage } from './legalApi';
import { withTableOfContents } from './tableOfContents';

export function LegalDocument({ documentKey }: { documentKey: LegalPageKey }) {
  const { t } = useTranslation('legal');
  const contactDialog = useContactDialog();
  const legal = useLegalPage(documentKey);
  const page = legal.data ?? null;
  const updated = formatFrenchDate(page?.updated_at);
  const content = useMemo(() => withTableOfContents(page?.content_html ?? ''), [page]);

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 print:max-w-none print:py-0">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight text-sky-950 sm:text-5xl">
          {t(`${documentKey}.title`)}
        </h1>
        {updated && <p className="mt-4 text-sm font-medium text-slate-600">{t('updated', { date: updated })}</p>}
      </header>

      {legal.isPending && <PageSpinner />}
      {legal.isError && (
        <p role="alert" className="mt-10 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('loadFailed')}
        </p>
      )}
      {page && content.toc.length > 1 && (
        <nav aria-label={t('toc')} className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6 print:hidden">
          <p className="font-semibold text-sky-950">{t('toc')}</p>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-sky-800">
            {content.toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="rounded underline-offset-4 hover:underline">
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page &&
        (page.content_html.trim() ? (
          <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: content.html }} />
        ) : (
          <p className="mt-10 text-lg text-slate-700">{t('empty')}</p>
        ))}

      {/* Shown with the text, not under the spinner, so it never jumps down when the text arrives. */}
      {!legal.isPending && (
        <aside className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-sky-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between print:hidden">
          <p className="font-display text-xl font-semibold">{t('contactPrompt')}</p>
          <button type="button" className="btn-gold" onClick={contactDialog.open}>
            <Mail aria-hidden="true" className="size-5" />
            {t('contactButton')}
          </button>
        </aside>
      )}
    </article>
  );
}
