// Reads and saves the site settings (SEO, the owner's identity, social links), and names their fields as the server does.
import { apiGet, apiSend } from '@/lib/api';
import type { SiteSettings } from '@/generated/SiteSettings';
import type { SocialSettings } from '@/generated/SocialSettings';

export const SOCIAL_NETWORKS: readonly (keyof SocialSettings)[] = ['facebook', 'twitter', 'linkedin', 'instagram', 'wanzani'];

/** Field names as the server reports errors: `seo.title`, `social.facebook`… */
export const SETTINGS_FIELDS = [
  'seo.title',
  'seo.description',
  'seo.social_image',
  'identity.owner_name',
  'identity.tagline',
  'identity.portrait_url',
  'identity.contact_email',
  'identity.phone',
  'identity.logo_url',
  'identity.favicon_url',
  ...SOCIAL_NETWORKS.map((network) => `social.${network}` as const),
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export const settingsFieldId = (field: SettingsField) => `settings-${field.replace('.', '-')}`;

export function fetchSettings(): Promise<SiteSettings> {
  return apiGet<SiteSettings>('/api/admin/settings');
}

export function saveSettings(settings: SiteSettings): Promise<SiteSettings> {
  return apiSend<SiteSettings>('PUT', '/api/admin/settings', settings);
}
