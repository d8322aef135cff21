// Every page each role can open, at desktop and phone widths: nothing wider than the screen and no axe violation of any impact.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLIC_PAGES, spinners, visitorTest as test } from './support';
import { ADMIN, promoteToModerator, registerPromoter, signInThroughApi } from './sessions';

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 240_000 });

/** A promoter with one dossier, signed out again so the page can sign in as anyone. */
async function promoterWithDossier(request: APIRequestContext) {
  const promoter = await registerPromoter(request);
  await signInThroughApi(request, promoter);
  const created = await request.post('/api/dossiers', {
    data: { title: 'Projet de coopérative agricole', description: 'Transformer le manioc sur place.' },
  });
  expect(created.status(), 'dossier creation').toBe(201);
  const { dossier } = await created.json();
  await request.post('/api/auth/logout');
  return { promoter, dossierId: dossier.id as number };
}

async function someArticleId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/admin/posts');
  expect(response.status(), 'admin post list').toBe(200);
  const { posts } = await response.json();
  return posts[0].id;
}

/** Opens `path`, waits for its heading and data, and reports overflow and every axe violation (soft, so all pages are listed). */
async function checkPage(page: Page, path: string) {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(page.locator('main h1').first(), `${path}: heading`).toBeVisible();
    await expect(spinners(page), `${path}: data loaded`).toHaveCount(0);
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect.soft(scrollWidth, `${path}: page width`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    const standard = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const labelInName = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    const violations = [...standard.violations, ...labelInName.violations].map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
    expect.soft(violations, `${path}: axe`).toEqual([]);
  });
}

test('every public page, for a visitor', async ({ page }) => {
  for (const path of [
    ...PUBLIC_PAGES,
    '/blog/un-article-qui-n-existe-pas',
    '/une-page-qui-n-existe-pas',
    '/login',
    '/register',
    '/mot-de-passe-oublie',
    '/reinitialiser-mot-de-passe/jeton-de-test',
  ]) {
    await checkPage(page, path);
  }
});

test('every page of the promoter space, and the public site signed in', async ({ page }) => {
  const { promoter, dossierId } = await promoterWithDossier(page.request);
  await signInThroughApi(page.request, promoter);
  for (const path of [
    '/dashboard',
    '/dashboard/dossier/new',
    `/dashboard/dossier/${dossierId}`,
    '/dashboard/profile',
    '/',
    '/blog',
  ]) {
    await checkPage(page, path);
  }
});

test('every page a moderator can open', async ({ page, playwright, baseURL }) => {
  const { dossierId } = await promoterWithDossier(page.request);
  const moderator = await registerPromoter(page.request);
  const admin = await playwright.request.newContext({ baseURL });
  await signInThroughApi(admin, ADMIN);
  await promoteToModerator(admin, moderator.email);
  await admin.dispose();

  await page.request.post('/api/auth/logout');
  await signInThroughApi(page.request, moderator);
  for (const path of ['/admin', '/admin/dossiers', `/admin/dossiers/${dossierId}`, '/admin/messages', '/admin/profile', '/']) {
    await checkPage(page, path);
  }
});

test('every page of the back-office, for the super administrator', async ({ page }) => {
  const { dossierId } = await promoterWithDossier(page.request);
  await signInThroughApi(page.request, ADMIN);
  const articleId = await someArticleId(page.request);
  const paths = [
    '/admin',
    '/admin/blog',
    '/admin/blog/new',
    `/admin/blog/edit/${articleId}`,
    '/admin/dossiers',
    `/admin/dossiers/${dossierId}`,
    '/admin/messages',
    '/admin/users',
    '/admin/newsletter',
    '/admin/timeline',
    '/admin/site-content',
    '/admin/legal',
    '/admin/assistant',
    '/admin/settings',
    '/admin/import-export',
    '/admin/profile',
    '/',
  ];
  for (const path of paths) await checkPage(page, path);
});
