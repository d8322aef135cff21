// The "Mes Activités" page: the owner's fields of work as written in the back-office, or a short note until they are.
import { useTranslation } from 'react-i18next';
import { Briefcase, GraduationCap, Mic, Palmtree, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useSite } from '@/app/SiteProvider';
import { PageSpinner } from '@/components/Spinner';
import { useContactDialog } from '@/lib/contactDialog';
import { resolveActivities, splitParagraphs } from './activitiesContent';

const SECTION_ICONS: LucideIcon[] = [Briefcase, Users, GraduationCap, Palmtree, Mic];

function iconFor(index: number): LucideIcon {
  return SECTION_ICONS[index] ?? Sparkles;
}

export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const { site, loading } = useSite();
  const contactDialog = useContactDialog();

  if (loading) return <PageSpinner />;

  const view = resolveActivities(site?.content.activities, t('title'));

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl font-semibold tracking-tight text-sky-950 sm:text-5xl">{view.title}</h1>
        <div className="mt-4 h-1 w-20 rounded-full bg-amber-400" aria-hidden="true" />
        {splitParagraphs(view.intro).map((paragraph) => (
          <p key={paragraph} className="mt-6 text-lg leading-relaxed text-slate-700 sm:text-xl">
            {paragraph}
          </p>
        ))}
      </header>

      {view.sections.length === 0 && <p className="mt-12 text-lg text-slate-600">{t('empty')}</p>}
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {view.sections.map((section, index) => {
          const Icon = iconFor(index);
          const headingId = `activity-${index + 1}`;
          return (
            <section
              key={`${index}-${section.title}`}
              aria-labelledby={headingId}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 motion-safe:animate-rise"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-sky-100 text-sky-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 id={headingId} className="mt-4 font-display text-2xl font-semibold text-sky-950">
                {section.title}
              </h2>
              {splitParagraphs(section.body).map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          );
        })}
      </div>

      <aside className="mt-16 rounded-3xl bg-linear-to-br from-sky-900 to-sky-950 px-6 py-10 text-center text-white sm:px-12">
        <h2 className="font-display text-3xl font-semibold">{t('cta.title')}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-sky-100">{t('cta.text')}</p>
        <button type="button" className="btn-gold mt-8" onClick={contactDialog.open}>
          {t('cta.button')}
        </button>
      </aside>
    </div>
  );
}
