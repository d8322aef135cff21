// The shared layout of the legal pages: title, update date, table of contents and numbered sections.
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { useContactDialog } from '@/features/contact/ContactDialogProvider';
import { readLegalSections, type LegalSection } from './legalSections';

export type LegalDocumentKey = 'privacy' | 'terms';

function SectionBody({ section }: { section: LegalSection }) {
  return (
    <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items.length > 0 && (
        <ul className="space-y-2 ps-6 marker:text-amber-600 list-disc">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.after.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

export function LegalDocument({ documentKey }: { documentKey: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const contactDialog = useContactDialog();
  const sections = readLegalSections(t(`${documentKey}.sections`, { returnObjects: true }));
  const tocId = `${documentKey}-toc`;

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 print:max-w-none print:py-0">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight text-sky-950 sm:text-5xl">
          {t(`${documentKey}.title`)}
        </h1>
        <p className="mt-4 text-sm font-medium text-slate-600">
          {t('updated', { date: t('updatedDate') })}
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700 sm:text-xl">{t(`${documentKey}.lead`)}</p>
      </header>

      <nav aria-labelledby={tocId} className="mt-10 rounded-2xl border border-sky-100 bg-sky-50/70 p-6 print:hidden">
        <h2 id={tocId} className="font-display text-xl font-semibold text-sky-950">
          {t('toc')}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 ps-6 marker:font-semibold marker:text-sky-800">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded text-sky-800 underline decoration-sky-300 underline-offset-4 hover:text-sky-950 hover:decoration-amber-500"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-12 scroll-mt-24 break-inside-avoid-page print:mt-8"
        >
          <h2
            id={`${section.id}-title`}
            className="font-display text-2xl font-semibold tracking-tight text-sky-950 sm:text-3xl"
          >
            {index + 1}. {section.title}
          </h2>
          <SectionBody section={section} />
        </section>
      ))}

      <aside className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-sky-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between print:hidden">
        <p className="font-display text-xl font-semibold">{t('contactPrompt')}</p>
        <button type="button" className="btn-gold" onClick={contactDialog.open}>
          <Mail aria-hidden="true" className="size-5" />
          {t('contactButton')}
        </button>
      </aside>
    </article>
  );
}
