// The "about" section: who the owner is and why he does this work, shown once he has written it.
import { useTranslation } from 'react-i18next';
import { Handshake } from 'lucide-react';
import type { HomeMission } from '@/generated/HomeMission';
import { useContactDialog } from '@/lib/contactDialog';
import { filledText, imageAlt, textOr } from '@/lib/content';
import { srcSetFor } from '@/lib/media';
import { MISSION_IMAGE_FALLBACK } from '@/config/site';
import { OwnerPortrait } from './OwnerPortrait';

/** The paragraphs the owner wrote; the section stays hidden while there is none. */
export function missionParagraphs(mission: HomeMission | null): string[] {
  return [mission?.paragraph1, mission?.paragraph2].map(filledText).filter(Boolean);
}

export function MissionSection({ mission }: { mission: HomeMission | null }) {
  const { t } = useTranslation('home');
  const contact = useContactDialog();
  const paragraphs = missionParagraphs(mission);
  if (paragraphs.length === 0) return null;

  return (
    <section id="about" aria-labelledby="about-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="relative order-last lg:order-first">
          <img
            src={textOr(mission?.image_url, MISSION_IMAGE_FALLBACK)}
            srcSet={srcSetFor(mission?.image_url)}
            sizes="(min-width: 1024px) 50vw, 100vw"
            alt={imageAlt(mission?.image_url, mission?.image_alt, { url: MISSION_IMAGE_FALLBACK, alt: t('mission.imageAlt') })}
            width={640}
            height={480}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-3xl bg-sky-50 object-cover shadow-xl"
          />
          <OwnerPortrait />
        </div>
        <div>
          <h2 id="about-title" className="section-title">
            {textOr(mission?.title, t('mission.title'))}
          </h2>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-amber-400" />
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={`${index === 0 ? 'mt-6' : 'mt-4'} text-lg leading-relaxed text-slate-700`}>
              {paragraph}
            </p>
          ))}
          <button type="button" className="btn-primary mt-8" onClick={contact.open}>
            <Handshake aria-hidden="true" className="size-5" />
            {t('mission.button')}
          </button>
        </div>
      </div>
    </section>
  );
}
