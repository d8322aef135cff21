// Sample API payloads shared by the unit tests.
import type { AdminPost } from '@/generated/AdminPost';
import type { PostSummary } from '@/generated/PostSummary';
import type { SiteBundle } from '@/generated/SiteBundle';

export const siteBundle: SiteBundle = {
  settings: {
    seo: { title: 'Vitrine de test', description: 'Description de test', social_image: '' },
    identity: { owner_name: '', tagline: '', portrait_url: '', contact_email: '', phone: '', favicon_url: '', logo_url: '' },
    social: {
      facebook: '',
      twitter: 'https://x.example/owner',
      linkedin: 'https://linkedin.example/in/owner',
      instagram: '',
      wanzani: '',
    },
    languages: { en: false, ar: false },
  },
  content: {
    home_hero: null,
    home_stats: null,
    home_mission: null,
    home_services: null,
    home_cta: null,
    activities: null,
    blog: null,
    timeline: null,
  },
  mail_enabled: true,
};

/** The owner's identity as a filled-in settings page gives it. */
export const ownerIdentity: SiteBundle['settings']['identity'] = {
  owner_name: 'Awa Mzé',
  tagline: 'Je construis des ponts entre les îles et le continent.',
  portrait_url: '/media/images/abc123-960.webp',
  contact_email: 'awa@exemple.km',
  phone: '+269 320 00 00',
  favicon_url: '',
  logo_url: '',
};

/** The site bundle with the owner's identity filled in, changed by `identity`. */
export function siteWithOwner(identity: Partial<SiteBundle['settings']['identity']> = {}): SiteBundle {
  return { ...siteBundle, settings: { ...siteBundle.settings, identity: { ...ownerIdentity, ...identity } } };
}

export function postSummary(id: number, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id,
    slug: `article-${id}`,
    title: `Article numéro ${id}`,
    excerpt: `Résumé de l'article ${id}`,
    category: 'Stratégie',
    published_at: '2025-08-08T12:00:00Z',
    read_time_minutes: 4,
    cover_image: null,
    thumbnail_url: null,
    author_name: null,
    lang: 'fr',
    ...overrides,
  };
}

/** The same post as the back-office sees it, with its text and dates. */
export function adminPost(id: number, overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    ...postSummary(id),
    content_html: '',
    content_json: null,
    author_bio: null,
    created_at: '2025-08-01T09:00:00Z',
    updated_at: '2025-08-01T09:00:00Z',
    translation_of: null,
    versions: [],
    version: 1,
    pending: null,
    seo_title: null,
    seo_description: null,
    social_image: null,
    noindex: false,
    tags: [],
    ...overrides,
  };
}
