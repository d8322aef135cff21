// One category of the career timeline, drawn as dated points on a vertical line.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import type { TimelineEvent } from '@/generated/TimelineEvent';

interface TimelineGroupSectionProps {
  title: string;
  events: TimelineEvent[];
}

export function TimelineGroupSection({ title, events }: TimelineGroupSectionProps) {
  const { t } = useTranslation('timeline');
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-3 font-display text-2xl font-semibold text-sky-950">
        <span aria-hidden="true" className="h-1 w-8 rounded-full bg-amber-400" />
        {title}
      </h2>
      <ol className="relative mt-8 space-y-8 border-l-2 border-sky-200 pl-8 sm:ml-4">
        {events.map((event) => (
          <li key={event.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[2.55rem] top-1.5 size-4 rounded-full border-4 border-white bg-sky-700 shadow ring-2 ring-sky-200"
            />
            <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">{event.date}</p>
              <h3 className="mt-2 text-xl font-semibold text-sky-950">{event.title}</h3>
              {event.description?.trim() && (
                <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">{event.description}</p>
              )}
              {event.reference_link?.trim() && (
                <a
                  href={event.reference_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('referenceLinkLabel', { title: event.title })}
                  className="mt-4 inline-flex items-center gap-1.5 font-semibold text-sky-800 underline decoration-amber-400 underline-offset-4 hover:text-sky-950"
                >
                  {t('referenceLink')}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              )}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
