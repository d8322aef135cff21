// The public routes the header and footer link to, with their label keys in the common bundle.
export interface NavItem {
  to: string;
  labelKey: string;
}

export const HEADER_NAV: NavItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/parcours', labelKey: 'nav.timeline' },
  { to: '/blog', labelKey: 'nav.blog' },
];

export const FOOTER_NAV: NavItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/activites', labelKey: 'nav.activities' },
  { to: '/parcours', labelKey: 'nav.timeline' },
  { to: '/politique-de-confidentialite', labelKey: 'nav.privacy' },
  { to: '/conditions-d-utilisation', labelKey: 'nav.terms' },
];

export { LOGIN_PATH } from '@/lib/roles';
