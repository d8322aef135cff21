// Draws the README's screenshots from a running server (first argument, e.g.
// http://127.0.0.1:18180 on demo data) into docs/screenshots/: the Arabic home page and
// an Arabic article, on a computer and on a phone. Each page is opened twice, so that
// its fonts (`font-display: optional`) are in the cache, as for a visitor's second page.
// Run from the repository: node scripts/screenshots.mjs URL (uses ui/'s Playwright and
// Debian's Chromium).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../ui/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const base = process.argv[2];
if (!base) {
  console.error('usage: node scripts/screenshots.mjs http://127.0.0.1:PORT');
  process.exit(1);
}
const out = new URL('../docs/screenshots/', import.meta.url);
mkdirSync(out, { recursive: true });

const posts = await (await fetch(`${base}/api/posts?per_page=1&lang=ar`)).json();
const article = `/ar/blog/${posts.posts[0].slug}`;
const shots = [
  { name: 'ar-home-desktop', path: '/ar', viewport: { width: 1280, height: 800 } },
  { name: 'ar-article-desktop', path: article, viewport: { width: 1280, height: 800 } },
  { name: 'ar-home-phone', path: '/ar', viewport: { width: 360, height: 780 } },
  { name: 'ar-article-phone', path: article, viewport: { width: 360, height: 780 } },
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const shot of shots) {
    // An Arabic reader's browser: no offer to read the page in another language; no motion,
    // so that the picture shows the page at rest rather than mid-animation.
    const page = await browser.newPage({ viewport: shot.viewport, locale: 'ar', reducedMotion: 'reduce' });
    await page.goto(base + shot.path);
    await page.evaluate(() => document.fonts.ready);
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    const file = new URL(`${shot.name}.jpg`, out);
    await page.screenshot({ path: file.pathname, type: 'jpeg', quality: 80 });
    console.log(file.pathname);
    await page.close();
  }
} finally {
  await browser.close();
}
