// The site in three languages (the demo turns English and Arabic on): each page in each
// language says its language and direction, names its versions as hreflang alternates that
// name it back, and Arabic pages mirror without sideways overflow or accessibility violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PUBLIC_PAGES, TRANSLATED_PAGES } from '../src/generated/pages';
import { FIRST_POST_SLUG, waitForPage } from './support';

type Language = 'fr' | 'en' | 'ar';

const PAGES: { path: string; lang: Language }[] = PUBLIC_PAGES.flatMap((path) => [
  { path, lang: 'fr' as const },
  { path: TRANSLATED_PAGES[path].en, lang: 'en' as const },
  { path: TRANSLATED_PAGES[path].ar, lang: 'ar' as const },
]);

/** The alternates a page's head names: hreflang → address (path only). */
async function alternatesOf(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) {
    found[match[1]] = new URL(match[2]).pathname;
  }
  return found;
}

/** The published French demo article's versions, read from its own page. */
async function articleVersions(request: APIRequestContext): Promise<Record<string, string>> {
  return alternatesOf(request, `/blog/${FIRST_POST_SLUG}`);
}

test('every public page in every language says its language and direction', async ({ request }) => {
  for (const { path, lang } of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
  }
});

test('hreflang alternates are reciprocal, French being the default', async ({ request }) => {
  const article = await articleVersions(request);
  expect(Object.keys(article).sort()).toEqual(['ar', 'en', 'fr', 'x-default']);
  const paths = [...PAGES.map((page) => page.path), article.en, article.ar, article.fr];
  for (const path of paths) {
    const alternates = await alternatesOf(request, path);
    expect(alternates['x-default'], path).toBe(alternates.fr);
    expect(Object.values(alternates), `${path} names itself`).toContain(path);
    for (const [lang, other] of Object.entries(alternates)) {
      if (lang === 'x-default') continue;
      const back = await alternatesOf(request, other);
      expect(back, `${other} (${lang}) names ${path} back`).toEqual(alternates);
    }
  }
});

test('the sitemap lists each version with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const article = await articleVersions(request);
  for (const path of [...PAGES.map((page) => page.path), article.en, article.ar]) {
    expect(sitemap, path).toMatch(new RegExp(`<loc>[^<]*${path === '/' ? '/' : path}</loc>`));
  }
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(sitemap).toMatch(new RegExp(`hreflang="ar" href="[^"]*${article.ar}"`));
});

test('each language has its own feed', async ({ request }) => {
  const article = await articleVersions(request);
  for (const [feed, lang, path] of [
    ['/rss.xml', 'fr', article.fr],
    ['/en/rss.xml', 'en', article.en],
    ['/ar/rss.xml', 'ar', article.ar],
  ]) {
    const xml = await (await request.get(feed)).text();
    expect(xml, feed).toContain(`<language>${lang}</language>`);
    expect(xml, feed).toContain(path);
  }
});

test('the language switcher leads to the same page in another language', async ({ page }) => {
  await page.goto(TRANSLATED_PAGES['/parcours'].ar);
  await waitForPage(page);
  const menuToggle = page.locator('[data-menu-toggle]');
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page.getByRole('link', { name: 'English' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/en\/journey$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('only Arabic pages fetch the Arabic font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-arabic')) fonts.push(request.url());
  });
  await page.goto('/');
  await waitForPage(page);
  expect(fonts).toEqual([]);
  await page.goto('/ar');
  await waitForPage(page);
  expect(fonts.length).toBeGreaterThan(0);
});

for (const width of [360, 1024, 1280]) {
  test(`Arabic pages at ${width} px mirror without sideways overflow or accessibility violation`, async ({ page, request }) => {
    test.skip(test.info().project.name !== 'desktop', 'each width once');
    // Seven pages, each measured and checked by axe.
    test.setTimeout(180_000);
    // Still, so that axe never measures a colour halfway through a card's entrance.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 800 });
    const article = await articleVersions(request);
    for (const path of [...PAGES.filter((entry) => entry.lang === 'ar').map((entry) => entry.path), article.ar]) {
      await page.goto(path);
      await waitForPage(page);
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      // The header's home link sits at the start of the line: on the right in Arabic.
      const home = page.locator('header > div > a').first();
      const box = await home.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${path}: the home link on the right`).toBeGreaterThan(width / 2);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        results.violations.map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        })),
        `${path} at ${width} px`,
      ).toEqual([]);
    }
  });
}

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('is offered the English page, never sent to it, and the offer stays closed once dismissed', async ({ page }) => {
    await page.goto('/parcours');
    await waitForPage(page);
    await expect(page).toHaveURL(/\/parcours$/);
    const offer = page.getByRole('link', { name: 'Read this page in English' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', /\/en\/journey$/);
    await page.getByRole('button', { name: 'Fermer la proposition de langue' }).click();
    await expect(offer).toBeHidden();
    await page.goto('/blog');
    await waitForPage(page);
    await expect(page.getByRole('link', { name: 'Read this page in English' })).toBeHidden();
  });
});

test('a browser that prefers French is offered nothing on a French page', async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);
  await expect(page.locator('[data-language-suggestion]')).toBeHidden();
});
