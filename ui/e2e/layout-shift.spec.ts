// Public pages keep still while they load on a slow phone: fonts, the UI taking over the server's HTML and late data.
import { expect, test, type Page } from '@playwright/test';
import { FIRST_POST_SLUG, waitForPage } from './support';

/** A slow 3G-like link and a four times slower processor, as Lighthouse's phone preset. */
async function slowDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

interface LayoutShift {
  value: number;
  sources: string[];
}

/** Collects every layout shift the page reports that no user input caused (what CLS adds up). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(`
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.layoutShifts.push({ value: entry.value, sources: entry.sources.map((source) => source.node ? source.node.nodeName : '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

const PAGES = ['/', `/blog/${FIRST_POST_SLUG}`, '/parcours', '/politique-de-confidentialite'];

for (const path of PAGES) {
  test(`${path} does not shift while it loads on a slow phone`, async ({ page }) => {
    test.slow();
    await recordLayoutShifts(page);
    await slowDevice(page);
    await page.goto(path);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate<LayoutShift[]>('window.layoutShifts');
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
  });
}

test('the page shell preloads the text and heading fonts it paints with', async ({ page }) => {
  const response = await page.request.get(`/blog/${FIRST_POST_SLUG}`);
  const html = await response.text();
  expect(html).toMatch(
    /<link rel="preload" href="\/assets\/inter-latin-wght-normal-[^"]+\.woff2" as="font" type="font\/woff2" crossorigin>/,
  );
  expect(html).toMatch(
    /<link rel="preload" href="\/assets\/fraunces-latin-wght-normal-[^"]+\.woff2" as="font" type="font\/woff2" crossorigin>/,
  );
  expect(html).not.toContain('noto-sans-arabic');
});

test('an Arabic page preloads the two weights of the Arabic face only', async ({ page }) => {
  const html = await (await page.request.get('/ar')).text();
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]);
  expect(preloaded).toHaveLength(2);
  expect(preloaded[0]).toMatch(/^\/assets\/noto-sans-arabic-arabic-400-normal-[^"]+\.woff2$/);
  expect(preloaded[1]).toMatch(/^\/assets\/noto-sans-arabic-arabic-700-normal-[^"]+\.woff2$/);
});
