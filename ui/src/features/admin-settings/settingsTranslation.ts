// What of the settings is translated: the SEO title and description, and the tagline under the owner's name.
import type { TFunction } from 'i18next';
import type { TranslatableSection } from '@/features/translations';
import { LIMITS } from '@/generated/limits';
import type { SiteSettings } from '@/generated/SiteSettings';

export function settingsSections(settings: SiteSettings, t: TFunction<'adminSettings'>): TranslatableSection[] {
  return [
    {
      source: 'settings:seo',
      title: t('seo.title'),
      errorPrefix: 'seo',
      fields: [
        { path: 'title', label: t('seo.siteTitle'), french: settings.seo.title, maxLength: LIMITS.title },
        {
          path: 'description',
          label: t('seo.siteDescription'),
          french: settings.seo.description,
          maxLength: LIMITS.summary,
          multiline: true,
        },
      ],
    },
    {
      source: 'settings:identity',
      title: t('identity.tagline'),
      errorPrefix: 'identity',
      fields: [
        {
          path: 'tagline',
          label: t('identity.tagline'),
          french: settings.identity.tagline,
          maxLength: LIMITS.summary,
          multiline: true,
        },
      ],
    },
  ];
}
