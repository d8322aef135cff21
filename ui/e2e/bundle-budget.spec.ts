// What a public page costs: before any interaction at most 20 KB of compressed JavaScript, with neither React nor
// an island's code; opening an island brings React; and the browser runs React itself, not a look-alike.
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES, contactDialog, waitForPage } from './support';

/** Compressed JavaScript a public page may transfer before the visitor interacts, in bytes. */
const BEFORE_INTERACTION_BUDGET = 20 * 1024;
const PRIVATE_CODE = /(Admin|Editor|RichText|Dossier|Promoter|privateTexts|Users|Settings|Lexical)/i;
/** Only React DOM's production build links its errors to react.dev. */
const REACT_DOM_MARKER = 'react.dev/errors';
/** Only Preact's compat layer writes this (its stand-in for React's onChange on inputs). */
const PREACT_MARKER = 'oninputCapture';

interface Script {
  /** Bytes on the wire, as the server compressed them. */
  transferred: number;
  text: string;
}

/** Every script the page downloads from now on, by file name. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Script>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || !response.ok()) return;
    pending.push(
      Promise.all([response.request().sizes(), response.text()]).then(([sizes, text]) => {
        scripts.set(url.pathname.split('/').pop()!, { transferred: sizes.responseBodySize, text });
      }),
    );
  });
  return {
    /** The scripts so far, once every body has arrived. */
    async settled() {
      await Promise.all(pending);
      return scripts;
    },
  };
}

function listing(scripts: Map<string, Script>): string {
  return [...scripts].map(([name, { transferred }]) => `${name} ${transferred}`).join(', ');
}

const withMarker = (scripts: Map<string, Script>, marker: string) =>
  [...scripts].filter(([, { text }]) => text.includes(marker)).map(([name]) => name);

async function openQuietly(page: Page, path: string) {
  const recorder = recordScripts(page);
  await page.goto(path);
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
  return recorder;
}

for (const path of PUBLIC_PAGES) {
  test(`${path} transfers at most 20 KB of compressed JavaScript before any interaction, without React`, async ({ page }) => {
    const scripts = await (await openQuietly(page, path)).settled();
    const total = [...scripts.values()].reduce((sum, { transferred }) => sum + transferred, 0);
    expect(scripts.size, listing(scripts)).toBeGreaterThan(0);
    expect(total, listing(scripts)).toBeLessThanOrEqual(BEFORE_INTERACTION_BUDGET);
    expect(withMarker(scripts, REACT_DOM_MARKER), listing(scripts)).toEqual([]);
    expect(
      [...scripts.keys()].filter((name) => PRIVATE_CODE.test(name)),
      listing(scripts),
    ).toEqual([]);
  });
}

test('opening the contact island brings React, and only then', async ({ page }) => {
  const recorder = await openQuietly(page, '/');
  expect(withMarker(await recorder.settled(), REACT_DOM_MARKER)).toEqual([]);

  await page.locator('a[data-contact]:visible').first().click();
  await expect(contactDialog(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await recorder.settled();
  expect(withMarker(scripts, REACT_DOM_MARKER), listing(scripts)).not.toEqual([]);
});

test('the browser runs React itself: the shipped code holds React DOM and no Preact', async ({ page }) => {
  const islands = await openQuietly(page, '/');
  await page.locator('a[data-contact]:visible').first().click();
  await expect(contactDialog(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const app = await openQuietly(page, '/login');

  const scripts = new Map([...(await islands.settled()), ...(await app.settled())]);
  expect(withMarker(scripts, REACT_DOM_MARKER), listing(scripts)).not.toEqual([]);
  expect(withMarker(scripts, PREACT_MARKER), listing(scripts)).toEqual([]);
});
