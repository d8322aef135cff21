// What of the site content is translated, section by section: every text and image description, each list item's
// texts in place; the figures, the images and the number and order of items stay the French ones.
import type { TFunction } from 'i18next';
import type { TranslatableField, TranslatableSection } from '@/features/translations';
import { LIMITS } from '@/generated/limits';
import type { SiteContent } from '@/generated/SiteContent';

type T = TFunction<'adminContent'>;

const line = (
  path: string,
  label: string,
  french: string | undefined,
  maxLength: number = LIMITS.contentText,
): TranslatableField => ({
  path,
  label,
  french: french ?? '',
  maxLength,
});

const text = (
  path: string,
  label: string,
  french: string | undefined,
  maxLength: number = LIMITS.contentText,
): TranslatableField => ({
  ...line(path, label, french, maxLength),
  multiline: true,
});

/** A list item's field, named after its item: "Service 2 — Titre". */
const itemLabel = (item: string, field: string) => `${item} — ${field}`;

export function contentSections(content: SiteContent, t: T): TranslatableSection[] {
  const { home_hero: hero, home_stats: stats, home_mission: mission, home_services: services, home_cta: cta } = content;
  const activities = content.activities;
  const section = (key: string, title: string, fields: TranslatableField[]): TranslatableSection => ({
    source: `content:${key}`,
    title,
    errorPrefix: key,
    fields,
  });
  return [
    section('home_hero', t('hero.title'), [
      line('title_part1', t('hero.titlePart1'), hero?.title_part1),
      line('title_part2', t('hero.titlePart2'), hero?.title_part2),
      line('title_part3', t('hero.titlePart3'), hero?.title_part3),
      text('subtitle', t('hero.subtitle'), hero?.subtitle),
      line('image_alt', t('hero.imageAlt'), hero?.image_alt, LIMITS.imageAlt),
    ]),
    section(
      'home_stats',
      t('stats.title'),
      (stats?.stats ?? []).map((stat, index) =>
        line(
          `stats.${index}.label`,
          itemLabel(t('stats.item', { position: index + 1 }), `${t('stats.label')} (${stat.number})`),
          stat.label,
          LIMITS.title,
        ),
      ),
    ),
    section('home_mission', t('mission.title'), [
      line('title', t('mission.titleField'), mission?.title),
      text('paragraph1', t('mission.paragraph1'), mission?.paragraph1, LIMITS.contentParagraph),
      text('paragraph2', t('mission.paragraph2'), mission?.paragraph2, LIMITS.contentParagraph),
      line('image_alt', t('mission.imageAlt'), mission?.image_alt, LIMITS.imageAlt),
    ]),
    section('home_services', t('services.title'), [
      line('title', t('services.titleField'), services?.title),
      text('subtitle', t('services.subtitle'), services?.subtitle),
      ...(services?.items ?? []).flatMap((item, index) => {
        const name = t('services.item', { position: index + 1 });
        return [
          line(`items.${index}.title`, itemLabel(name, t('services.itemTitle')), item.title, LIMITS.title),
          text(`items.${index}.description`, itemLabel(name, t('services.itemDescription')), item.description),
        ];
      }),
    ]),
    section('home_cta', t('cta.title'), [
      line('title', t('cta.titleField'), cta?.title),
      text('subtitle', t('cta.subtitle'), cta?.subtitle),
      // Left empty in French, the main button's words come from the site's own texts, already in each language.
      ...(cta?.button?.label
        ? [line('button.label', itemLabel(t('cta.button'), t('cta.label')), cta.button.label, LIMITS.buttonLabel)]
        : []),
      ...(cta?.secondary
        ? [line('secondary.label', itemLabel(t('cta.secondary'), t('cta.label')), cta.secondary.label, LIMITS.buttonLabel)]
        : []),
    ]),
    section('activities', t('activities.title'), [
      line('title', t('activities.titleField'), activities?.title),
      text('intro', t('activities.intro'), activities?.intro, LIMITS.contentParagraph),
      ...(activities?.sections ?? []).flatMap((part, index) => {
        const name = t('activities.item', { position: index + 1 });
        return [
          line(`sections.${index}.title`, itemLabel(name, t('activities.sectionTitle')), part.title, LIMITS.title),
          text(`sections.${index}.body`, itemLabel(name, t('activities.body')), part.body, LIMITS.contentParagraph),
        ];
      }),
    ]),
    section('blog', t('blog.title'), [text('subtitle', t('pageIntro.subtitle'), content.blog?.subtitle)]),
    section('timeline', t('timeline.title'), [text('subtitle', t('pageIntro.subtitle'), content.timeline?.subtitle)]),
  ].filter((part) => part.fields.length > 0);
}
