// What a first visit downloads: the public pages stay within their JavaScript budget and never fetch
// back-office, editor or dossier code.
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { FIRST_POST_SLUG, waitForPage } from './support';

/** Gzipped JavaScript a first visit may download, in bytes. */
const FIRST_VISIT_BUDGET = 110 * 1024;
const PRIVATE_CODE = /(Admin|Editor|RichText|Dossier|Promoter|privateTexts|Users|Settings|Lexical)/i;

/** Every script the page downloads while it loads, by file name, with its gzipped size. */
async function scriptsOf(page: Page, path: string) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    scripts.set(url.pathname.split('/').pop()!, gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto(path);
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
  return scripts;
}

for (const path of ['/', '/blog', `/blog/${FIRST_POST_SLUG}`]) {
  test(`a first visit to ${path} downloads at most 110 KB of gzipped JavaScript, none of it private`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const listing = [...scripts].map(([name, size]) => `${name} ${size}`).join(', ');
    expect(total, listing).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
    expect(
      [...scripts.keys()].filter((name) => PRIVATE_CODE.test(name)),
      listing,
    ).toEqual([]);
  });
}
