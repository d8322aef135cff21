// The site content as the editor holds it: plain strings and lists with stable keys, to and from the server's shape.
import type { ActivitySection } from '@/generated/ActivitySection';
import type { CtaButton } from '@/generated/CtaButton';
import type { CtaTarget } from '@/generated/CtaTarget';
import type { ServiceItem } from '@/generated/ServiceItem';
import type { SiteContent } from '@/generated/SiteContent';
import type { Stat } from '@/generated/Stat';
import { withKey, withoutKey, type Keyed } from '@/lib/keyedList';

/** A button of the call to action; each target keeps its own address while the owner switches between them. */
export interface CtaButtonForm {
  label: string;
  target: CtaTarget;
  bookingUrl: string;
  pagePath: string;
}

export const BLANK_CTA_BUTTON: CtaButtonForm = { label: '', target: 'contact', bookingUrl: '', pagePath: '' };

function ctaButtonForm(button: CtaButton | undefined): CtaButtonForm {
  const target = button?.target ?? 'contact';
  const url = button?.url ?? '';
  return {
    label: button?.label ?? '',
    target,
    bookingUrl: target === 'booking' ? url : '',
    pagePath: target === 'page' ? url : '',
  };
}

function ctaButton({ label, target, bookingUrl, pagePath }: CtaButtonForm): CtaButton {
  const url = { contact: '', booking: bookingUrl, page: pagePath }[target];
  return { target, ...(label ? { label } : {}), ...(url ? { url } : {}) };
}

export interface ContentForm {
  hero: {
    title_part1: string;
    title_part2: string;
    title_part3: string;
    subtitle: string;
    image_url: string;
    image_alt: string;
  };
  stats: Keyed<Stat>[];
  mission: { title: string; paragraph1: string; paragraph2: string; image_url: string; image_alt: string };
  services: { title: string; subtitle: string; items: Keyed<ServiceItem>[] };
  cta: { title: string; subtitle: string; button: CtaButtonForm; secondary: CtaButtonForm | null };
  activities: { title: string; intro: string; sections: Keyed<ActivitySection>[] };
  blog: { subtitle: string };
  timeline: { subtitle: string };
}

export function formFromContent(content: SiteContent): ContentForm {
  const {
    home_hero: hero,
    home_stats: stats,
    home_mission: mission,
    home_services: services,
    home_cta: cta,
    activities,
    blog,
    timeline,
  } = content;
  return {
    hero: {
      title_part1: hero?.title_part1 ?? '',
      title_part2: hero?.title_part2 ?? '',
      title_part3: hero?.title_part3 ?? '',
      subtitle: hero?.subtitle ?? '',
      image_url: hero?.image_url ?? '',
      image_alt: hero?.image_alt ?? '',
    },
    stats: (stats?.stats ?? []).map(({ number, label }) => withKey({ number, label })),
    mission: {
      title: mission?.title ?? '',
      paragraph1: mission?.paragraph1 ?? '',
      paragraph2: mission?.paragraph2 ?? '',
      image_url: mission?.image_url ?? '',
      image_alt: mission?.image_alt ?? '',
    },
    services: {
      title: services?.title ?? '',
      subtitle: services?.subtitle ?? '',
      items: (services?.items ?? []).map(({ title, description, icon }) => withKey({ title, description, icon })),
    },
    cta: {
      title: cta?.title ?? '',
      subtitle: cta?.subtitle ?? '',
      button: ctaButtonForm(cta?.button),
      secondary: cta?.secondary ? ctaButtonForm(cta.secondary) : null,
    },
    activities: {
      title: activities?.title ?? '',
      intro: activities?.intro ?? '',
      sections: (activities?.sections ?? []).map(({ title, body, icon }) => withKey({ title, body, icon })),
    },
    blog: { subtitle: blog?.subtitle ?? '' },
    timeline: { subtitle: timeline?.subtitle ?? '' },
  };
}

/** Every section, so a save writes the whole page as shown. */
export function contentFromForm(form: ContentForm): SiteContent {
  return {
    home_hero: { ...form.hero },
    home_stats: { stats: form.stats.map(withoutKey) },
    home_mission: { ...form.mission },
    home_services: { title: form.services.title, subtitle: form.services.subtitle, items: form.services.items.map(withoutKey) },
    home_cta: {
      title: form.cta.title,
      subtitle: form.cta.subtitle,
      button: ctaButton(form.cta.button),
      ...(form.cta.secondary ? { secondary: ctaButton(form.cta.secondary) } : {}),
    },
    activities: {
      title: form.activities.title,
      intro: form.activities.intro,
      sections: form.activities.sections.map(withoutKey),
    },
    blog: { ...form.blog },
    timeline: { ...form.timeline },
  };
}

export function sameContent(a: ContentForm, b: ContentForm): boolean {
  return JSON.stringify(contentFromForm(a)) === JSON.stringify(contentFromForm(b));
}

/** The server names fields `home_stats.stats.1.number`; element ids cannot hold the dots. */
export function contentFieldId(field: string): string {
  return `content-${field.replaceAll('.', '-')}`;
}
