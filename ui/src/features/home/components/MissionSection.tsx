// The "about" section: who the owner is and why he does this work.
import { useTranslation } from 'react-i18next';
import { Handshake } from 'lucide-react';
import type { HomeMission } from '@/generated/HomeMission';
import { useContactDialog } from '@/lib/contactDialog';
import { textOr } from '@/lib/content';
import { srcSetFor } from '@/lib/media';
import { MISSION_IMAGE_FALLBACK } from '@/config/site';
import { useOwner } from '@/app/useOwner';

export function MissionSection({ mission }: { mission: HomeMission | null }) {
  const { t } = useTranslation('home');
  const contact = useContactDialog();
  const owner = useOwner();

  return (
    <section id="about" aria-labelledby="about-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="relative order-last lg:order-first">
          <img
            src={textOr(mission?.image_url, MISSION_IMAGE_FALLBACK)}
            srcSet={srcSetFor(mission?.image_url)}
            sizes="(min-width: 1024px) 50vw, 100vw"
            alt={t('mission.imageAlt')}
            width={640}
            height={480}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-3xl bg-sky-50 object-cover shadow-xl"
          />
          {owner.portraitUrl && (
            <img
              src={owner.portraitUrl}
              srcSet={srcSetFor(owner.portraitUrl)}
              sizes="160px"
              alt={owner.name ? t('mission.portraitAlt', { name: owner.name }) : t('mission.portraitAltPlain')}
              width={160}
              height={160}
              loading="lazy"
              className="absolute -bottom-6 end-4 size-28 rounded-full border-4 border-white bg-sky-50 object-cover shadow-lg sm:size-36 lg:-end-6"
            />
          )}
        </div>
        <div>
          <h2 id="about-title" className="section-title">
            {textOr(mission?.title, t('mission.title'))}
          </h2>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-amber-400" />
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{textOr(mission?.paragraph1, t('mission.paragraph1'))}</p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{textOr(mission?.paragraph2, t('mission.paragraph2'))}</p>
          <button type="button" className="btn-primary mt-8" onClick={contact.open}>
            <Handshake aria-hidden="true" className="size-5" />
            {t('mission.button')}
          </button>
        </div>
      </div>
    </section>
  );
}
