// Where each role belongs in the app, shared by the login page, the route guard and the menus.
import type { Role } from '@/generated/Role';

export const STAFF_ROLES: readonly Role[] = ['super_admin', 'moderator'];
/** The site's settings, content, blog and accounts (the server answers 403 to anyone else). */
export const SUPER_ADMIN_ONLY: readonly Role[] = ['super_admin'];
export const PROMOTER_ONLY: readonly Role[] = ['promoter'];
export const ADMIN_HOME = '/admin';
export const PROMOTER_HOME = '/dashboard';
export const LOGIN_PATH = '/login';
/** Where a staff account the site holds back sets up two-factor sign-in (outside the back-office frame). */
export const TWO_FACTOR_SETUP_PATH = '/admin/double-authentification';

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

/** Reads the `from` location the route guard leaves in the navigation state. */
export function fromLocationIn(state: unknown): FromLocation | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const pathname = (from as { pathname?: unknown }).pathname;
  if (typeof pathname !== 'string') return null;
  const { search, hash } = from as { search?: unknown; hash?: unknown };
  return {
    pathname,
    search: typeof search === 'string' ? search : undefined,
    hash: typeof hash === 'string' ? hash : undefined,
  };
}
