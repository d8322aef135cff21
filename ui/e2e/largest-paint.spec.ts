// On a phone, the largest thing each public page's first screen shows is painted from the server's HTML,
// before the app has even started: the app takes over a page the visitor already sees.
import { expect, test } from '@playwright/test';
import { FIRST_POST_SLUG, waitForPage } from './support';

/** The user timing mark `src/app/start.tsx` sets once the app has replaced the server's HTML. */
const APP_RENDERED_MARK = 'vitrine:app-rendered';

test.skip(({ isMobile }) => !isMobile, "the server's HTML is laid out for the phone screen Lighthouse measures");

// The phone screen of Lighthouse's mobile preset.
test.use({ viewport: { width: 412, height: 823 } });

for (const path of ['/', '/blog', `/blog/${FIRST_POST_SLUG}`]) {
  test(`${path} shows its largest content before the app renders`, async ({ page }) => {
    await page.addInitScript(`
      window.largestPaints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.largestPaints.push({ at: entry.startTime, size: entry.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    `);
    await page.goto(path);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    const { paints, rendered } = await page.evaluate<{ paints: { at: number; size: number }[]; rendered?: number }>(`({
      paints: window.largestPaints,
      rendered: performance.getEntriesByName('${APP_RENDERED_MARK}')[0]?.startTime,
    })`);
    expect(rendered, 'the app marks its render').toBeGreaterThan(0);
    const renderedAt = rendered ?? 0;
    expect(paints.length, 'a largest paint was reported').toBeGreaterThan(0);
    const late = paints.filter((paint) => paint.at >= renderedAt);
    expect(late, `app rendered at ${renderedAt} ms; paints ${JSON.stringify(paints)}`).toEqual([]);
  });
}
