// The private areas as a browser holding a session meets them: opened from the cookie alone, accessible, and phone-sized.
import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { spinners, visitorTest as test } from './support';
import { ADMIN, uniqueTag } from './sessions';

test.use({ reducedMotion: 'reduce' });

/** Signs in through the API only: the browser gets the cookie but none of the UI's own traces of a sign-in. */
async function signInThroughApi(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.status(), 'API sign-in').toBe(200);
  await page.goto('/');
  await page.evaluate('window.localStorage.clear()');
}

async function newPromoter(page: Page) {
  const tag = uniqueTag();
  const account = { full_name: `Promoteur ${tag}`, email: `promoteur-${tag}@exemple.km`, password: `secret-${tag}` };
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status(), 'registration').toBe(201);
  return account;
}

async function openPrivatePage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(spinners(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(path);
}

async function axeViolations(page: Page) {
  const standard = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  // Axe leaves this WCAG 2.5.3 check out unless it is asked for by name.
  const labelInName = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return [...standard.violations, ...labelInName.violations].map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** The page's width against the window's: on phones the browser widens its layout to fit a wider page, so innerWidth would follow it. */
async function horizontalOverflow(page: Page) {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  return { scrollWidth, viewport: page.viewportSize()?.width ?? 0 };
}

/** What the page's own scripts report at error level, and uncaught exceptions. */
function scriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The browser's own line for an HTTP 401 answer: a visitor without a session is an expected answer.
    if (/^Failed to load resource: the server responded with a status of 401/.test(message.text())) {
      if (new URL(message.location().url).pathname === '/api/auth/me') return;
    }
    errors.push(message.text());
  });
  return errors;
}

test('a session signed in through the API opens the back-office directly', async ({ page }) => {
  await signInThroughApi(page, ADMIN);
  await openPrivatePage(page, '/admin', 'Tableau de bord');
});

test('a promoter session signed in through the API opens the promoter space directly', async ({ page }) => {
  const promoter = await newPromoter(page);
  await signInThroughApi(page, promoter);
  await openPrivatePage(page, '/dashboard', 'Tableau de bord');
});

test('without a session the back-office sends to the login page and logs no error', async ({ page }) => {
  const errors = scriptErrors(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?retour=%2Fadmin$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the back-office dashboard fits the screen and has no accessibility violation', async ({ page }) => {
  await signInThroughApi(page, ADMIN);
  await openPrivatePage(page, '/admin', 'Tableau de bord');
  await expect(page.getByRole('img', { name: /^Graphique des visites/ })).toBeVisible();
  const { scrollWidth, viewport } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
  expect(await axeViolations(page)).toEqual([]);
});

test('the promoter space has no accessibility violation', async ({ page }) => {
  const promoter = await newPromoter(page);
  await signInThroughApi(page, promoter);
  await openPrivatePage(page, '/dashboard', 'Tableau de bord');
  const { scrollWidth, viewport } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
  expect(await axeViolations(page)).toEqual([]);
});
