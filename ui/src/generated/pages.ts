// Generated from src/http/pages/table.rs by `cargo test`: the server's pages, for the UI and its tests.

/** Public pages with an address of their own, as the sitemap lists them. */
export const PUBLIC_PAGES = ['/', '/blog', '/parcours', '/activites', '/politique-de-confidentialite', '/conditions-d-utilisation', '/mentions-legales'] as const;

/** The English and Arabic addresses of each of those pages. */
export const TRANSLATED_PAGES: Record<(typeof PUBLIC_PAGES)[number], { en: string; ar: string }> = {
  '/': { en: '/en', ar: '/ar' },
  '/blog': { en: '/en/blog', ar: '/ar/blog' },
  '/parcours': { en: '/en/journey', ar: '/ar/journey' },
  '/activites': { en: '/en/activities', ar: '/ar/activities' },
  '/politique-de-confidentialite': { en: '/en/privacy-policy', ar: '/ar/privacy-policy' },
  '/conditions-d-utilisation': { en: '/en/terms-of-use', ar: '/ar/terms-of-use' },
  '/mentions-legales': { en: '/en/legal-notice', ar: '/ar/legal-notice' },
};

/** Each legal page's address in each language. */
export const LEGAL_ADDRESSES = {
  privacy: { fr: '/politique-de-confidentialite', en: '/en/privacy-policy', ar: '/ar/privacy-policy' },
  terms: { fr: '/conditions-d-utilisation', en: '/en/terms-of-use', ar: '/ar/terms-of-use' },
  notice: { fr: '/mentions-legales', en: '/en/legal-notice', ar: '/ar/legal-notice' },
} as const;

/** Public pages named by one segment after these prefixes (an article's slug). */
export const PUBLIC_PAGE_PREFIXES = ['/blog/'] as const;

/** The single-page app's sign-in pages, drawn inside the public frame, in each language (the prefix of a token). */
export const SIGN_IN_ADDRESSES = {
  login: { fr: '/login', en: '/en/login', ar: '/ar/login' },
  register: { fr: '/register', en: '/en/register', ar: '/ar/register' },
  forgotPassword: { fr: '/mot-de-passe-oublie', en: '/en/forgot-password', ar: '/ar/forgot-password' },
  resetPassword: { fr: '/reinitialiser-mot-de-passe/', en: '/en/reset-password/', ar: '/ar/reset-password/' },
  confirmAddress: { fr: '/confirmer-adresse/', en: '/en/confirm-address/', ar: '/ar/confirm-address/' },
  twoFactorSetup: { fr: '/admin/double-authentification', en: '/en/admin/two-factor', ar: '/ar/admin/two-factor' },
} as const;

/** Every address of those pages, in every language. */
export const SIGN_IN_PAGES = ['/login', '/en/login', '/ar/login', '/register', '/en/register', '/ar/register', '/mot-de-passe-oublie', '/en/forgot-password', '/ar/forgot-password', '/reinitialiser-mot-de-passe/', '/en/reset-password/', '/ar/reset-password/', '/confirmer-adresse/', '/en/confirm-address/', '/ar/confirm-address/', '/admin/double-authentification', '/en/admin/two-factor', '/ar/admin/two-factor'] as const;

/** The single-page app's workspaces: the back-office and the promoter space. */
export const WORKSPACES = ['/admin', '/dashboard'] as const;
