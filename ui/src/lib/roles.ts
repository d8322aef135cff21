// Where each role belongs in the app, shared by the login page, the route guard and the menus.
import type { Role } from '@/generated/Role';
import { signInPath } from './signInPages';

export const STAFF_ROLES: readonly Role[] = ['super_admin', 'moderator'];
/** The site's settings, content, blog and accounts (the server answers 403 to anyone else). */
export const SUPER_ADMIN_ONLY: readonly Role[] = ['super_admin'];
export const PROMOTER_ONLY: readonly Role[] = ['promoter'];
export const ADMIN_HOME = '/admin';
export const PROMOTER_HOME = '/dashboard';

export function isStaff(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}

/** The private area a role lands in: the back-office for staff, the promoter space otherwise. */
export function homePathFor(role: Role): string {
  return isStaff(role) ? ADMIN_HOME : PROMOTER_HOME;
}

function isWithin(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

export interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** After sign-in: back to the page that asked for it when it is in the role's own area, else the area's home. */
export function afterLoginPath(role: Role, from?: FromLocation | null): string {
  const home = homePathFor(role);
  if (from && isWithin(from.pathname, home)) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return home;
}

/** Where the route guard stopped a visitor, written in the login page's address: it outlives the full page load there. */
const RETURN_PARAM = 'retour';

/** The login page's address, remembering the page the guard stopped the visitor at. */
export function loginPathFrom(from: FromLocation): string {
  const back = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return `${signInPath('login')}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}

/** Reads the guard's page from the login page's query string; only a path of this site counts. */
export function fromLocationIn(search: string): FromLocation | null {
  const back = new URLSearchParams(search).get(RETURN_PARAM);
  if (!back?.startsWith('/') || back.startsWith('//') || back.includes('\\')) return null;
  const { pathname, search: query, hash } = new URL(back, 'http://site.invalid');
  return { pathname, search: query, hash };
}
