// Every public page shows from the page the server sent, and moving on loads the next one from the server:
// no API round trip, before or after.
import { expect, test, type Page } from '@playwright/test';
import { FIRST_POST_SLUG, PUBLIC_PAGES, waitForPage } from './support';

/** API reads the page makes; the visit beacon is a write that does not hold the screen back. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

for (const path of PUBLIC_PAGES) {
  test(`${path} shows its content without asking the API`, async ({ page }) => {
    const reads = apiReads(page);
    await page.goto(path);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
  });
}

test('moving on loads the next page whole, with no API read either', async ({ page }) => {
  const reads = apiReads(page);
  await page.goto('/blog');
  await waitForPage(page);
  await page
    .getByRole('link', { name: /^Bâtir un écosystème entrepreneurial/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${FIRST_POST_SLUG}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bâtir un écosystème entrepreneurial solide aux Comores');
  expect(reads).toEqual([]);
});
