// Who the browser journeys sign in as and how, shared by every spec: the seeded super_admin, fresh promoters,
// sign-in through the form (as a person does) or through the API (when the form is not what a test is about).
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SIGN_IN_PAGES } from '../src/generated/pages';
import { confirmationTokenIn, mailTo } from './mail';

export interface Credentials {
  email: string;
  password: string;
}

/** The super_admin `start-server.mjs` creates on first start. */
export const ADMIN: Credentials = { email: 'admin@vitrine.test', password: 'admin-password-e2e' };

/** Unique enough to tell apart what parallel runs and retries create. */
export function uniqueTag(): string {
  return `${Date.now()}-${randomInt(1_000_000)}`;
}

/** Fills and sends the login form the page already shows (after a redirect, say). */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Opens the login page and signs in; with `landing`, waits for the area the role opens on. */
export async function signIn(page: Page, email: string, password: string, landing?: RegExp): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, email, password);
  if (landing) await expectLanding(page, landing);
}

/**
 * Waits for the page to be at `landing`. From a sign-in page, the app reaches a private area's address first, then
 * loads the server's shell for it: this waits for that shell too, or the test's next navigation races the load.
 */
export async function expectLanding(page: Page, landing: RegExp): Promise<void> {
  await expect(page).toHaveURL(landing);
  const { pathname } = new URL(page.url());
  if (/^\/(admin|dashboard)(\/|$)/.test(pathname) && !(SIGN_IN_PAGES as readonly string[]).includes(pathname)) {
    await expect(page.locator('body > #root')).toBeAttached();
  }
}

/** The super_admin, signed in through the form, on the back-office's home. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
}

/** Signs in with the API only: the context gets the session cookie and nothing else. */
export async function signInThroughApi(request: APIRequestContext, account: Credentials): Promise<void> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
}

/** Confirms `email` with the link the site mailed it, as its owner would (the site sends e-mail in these journeys). */
export async function confirmAddress(request: APIRequestContext, email: string): Promise<void> {
  const token = confirmationTokenIn(await mailTo(email, /^Confirmez votre adresse e-mail/));
  const response = await request.post('/api/auth/confirm-email', { data: { token } });
  expect(response.status(), `confirmation of ${email}`).toBe(204);
}

/** A new promoter account with its address confirmed, created through the API (registration does not sign in). */
export async function registerPromoter(
  request: APIRequestContext,
  label = 'Promoteur',
): Promise<Credentials & { full_name: string }> {
  const tag = uniqueTag();
  const account = { full_name: `${label} ${tag}`, email: `compte-${tag}@exemple.km`, password: `secret-${tag}` };
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), 'registration').toBe(201);
  await confirmAddress(request, account.email);
  return account;
}

/** Makes the account of `email` a moderator; `adminRequest` must be signed in as the super_admin. */
export async function promoteToModerator(adminRequest: APIRequestContext, email: string): Promise<void> {
  const listed = await adminRequest.get('/api/admin/users');
  expect(listed.status(), 'account list').toBe(200);
  const { users } = (await listed.json()) as { users: { id: number; email: string }[] };
  const id = users.find((user) => user.email === email)?.id;
  expect(id, `an account for ${email}`).toBeDefined();
  const response = await adminRequest.patch(`/api/admin/users/${id}`, { data: { role: 'moderator' } });
  expect(response.status(), 'promotion to moderator').toBe(200);
}
