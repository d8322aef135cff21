// The first screen of the home page: the headline, the promise and the two main actions. Without edited texts
// it names the owner and shows his tagline, so a new site says nothing about anyone else's business.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, MessageCircle } from 'lucide-react';
import type { HomeHero } from '@/generated/HomeHero';
import { useContactDialog } from '@/lib/contactDialog';
import { filledText, imageAlt, textOr } from '@/lib/content';
import { srcSetFor } from '@/lib/media';
import { HERO_IMAGE_FALLBACK } from '@/config/site';
import { useOwner } from '@/app/useOwner';
import { OwnerPortrait } from './OwnerPortrait';

interface HeroSectionProps {
  hero: HomeHero | null;
  /** The owner's portrait over the image, when no other section of the page shows it. */
  showPortrait: boolean;
}

export function HeroSection({ hero, showPortrait }: HeroSectionProps) {
  const { t } = useTranslation('home');
  const contact = useContactDialog();
  const owner = useOwner();
  const [part1, part2, part3] = [hero?.title_part1, hero?.title_part2, hero?.title_part3].map(filledText);
  const edited = Boolean(part1 || part2 || part3);
  const subtitle = filledText(hero?.subtitle) || owner.tagline;

  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-sky-50 via-white to-amber-50">
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 size-96 rounded-full bg-sky-200/40 blur-3xl motion-safe:animate-fade-in"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-28">
        <div className="motion-safe:animate-rise">
          <h1 className="font-display text-4xl font-bold leading-tight tracking-tight text-sky-950 sm:text-5xl lg:text-6xl">
            {edited ? (
              <>
                {part1}
                {part1 && (part2 || part3) && ' '}
                {part2 && <span className="text-sky-700">{part2}</span>}
                {part2 && part3 && ' '}
                {part3}
              </>
            ) : (
              owner.displayName || t('meta.defaultTitle', { ns: 'common' })
            )}
          </h1>
          {subtitle && <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700 sm:text-xl">{subtitle}</p>}
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <button type="button" className="btn-primary" onClick={contact.open}>
              <MessageCircle aria-hidden="true" className="size-5" />
              {t('hero.contactButton')}
            </button>
            <Link to="/blog" className="btn-outline">
              {t('hero.blogButton')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-lg">
          <div aria-hidden="true" className="absolute -inset-3 rotate-3 rounded-[2rem] bg-amber-300/60" />
          <img
            src={textOr(hero?.image_url, HERO_IMAGE_FALLBACK)}
            srcSet={srcSetFor(hero?.image_url)}
            sizes="(min-width: 1024px) 512px, 100vw"
            alt={imageAlt(hero?.image_url, hero?.image_alt, { url: HERO_IMAGE_FALLBACK, alt: t('hero.imageAlt') })}
            width={640}
            height={560}
            fetchPriority="high"
            className="relative aspect-[8/7] w-full rounded-[2rem] bg-sky-100 object-cover shadow-2xl"
          />
          {showPortrait && <OwnerPortrait />}
        </div>
      </div>
    </section>
  );
}
