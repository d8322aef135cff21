// The "about" section: who the owner is and why he does this work.
import { useTranslation } from 'react-i18next';
import { Handshake } from 'lucide-react';
import type { HomeMission } from '@/generated/HomeMission';
import { useContactDialog } from '@/features/contact/ContactDialogProvider';
import { textOr } from '@/lib/content';
import { srcSetFor } from '@/lib/media';
import { MISSION_IMAGE_FALLBACK } from '@/config/site';

export function MissionSection({ mission }: { mission: HomeMission | null }) {
  const { t } = useTranslation('home');
  const contact = useContactDialog();

  return (
    <section id="about" aria-labelledby="about-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <img
          src={textOr(mission?.image_url, MISSION_IMAGE_FALLBACK)}
          srcSet={srcSetFor(mission?.image_url)}
          sizes="(min-width: 1024px) 50vw, 100vw"
          alt={t('mission.imageAlt')}
          width={640}
          height={480}
          loading="lazy"
          className="order-last aspect-[4/3] w-full rounded-3xl bg-sky-50 object-cover shadow-xl lg:order-first"
        />
        <div>
          <h2 id="about-title" className="section-title">
            {textOr(mission?.title, t('mission.title'))}
          </h2>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-amber-400" />
          <p className="mt-6 text-lg leading-relaxed text-slate-700">
            {textOr(mission?.paragraph1, t('mission.paragraph1'))}
          </p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            {textOr(mission?.paragraph2, t('mission.paragraph2'))}
          </p>
          <button type="button" className="btn-primary mt-8" onClick={contact.open}>
            <Handshake aria-hidden="true" className="size-5" />
            {t('mission.button')}
          </button>
        </div>
      </div>
    </section>
  );
}
