// What the browser tests share: the seeded demo content, a fresh client address, dialogs, toasts and turns.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { PUBLIC_PAGES as SERVER_PAGES, PUBLIC_PAGE_PREFIXES } from '../src/generated/pages';

export const SITE_TITLE = "Révolutionner l'Entrepreneuriat en Afrique";

/** Published demo posts, newest first, as the server seeds them on first start. */
export const PUBLISHED_POSTS = [
  { title: 'Bâtir un écosystème entrepreneurial solide aux Comores', category: 'Entrepreneuriat' },
  { title: 'Financer son projet en Afrique : les clés pour convaincre', category: 'Financement' },
  { title: 'Le numérique, levier de croissance pour les PME africaines', category: 'Innovation' },
  { title: 'Tourisme durable aux Comores : un potentiel à révéler', category: 'Tourisme' },
  { title: "Jeunesse et entrepreneuriat : transformer l'essai", category: 'Entrepreneuriat' },
  { title: "Agriculture et agro-transformation : des filières d'avenir", category: 'Innovation' },
] as const;

export const FIRST_POST_SLUG = 'batir-un-ecosysteme-entrepreneurial-solide-aux-comores';

/** Every public page with content (from the server's page table), the first article standing for all of them. */
export const PUBLIC_PAGES: string[] = [...SERVER_PAGES, ...PUBLIC_PAGE_PREFIXES.map((prefix) => `${prefix}${FIRST_POST_SLUG}`)];

/** A draft and a scheduled post: they exist in the database but must never be shown publicly. */
export const HIDDEN_POST_TITLES = [
  'Brouillon : notes sur la zone de libre-échange continentale',
  'À paraître : bilan de la saison entrepreneuriale',
];

export const OWNER_NAME = 'Ahmed Said Mohamed';

export function isPhone(testInfo: TestInfo): boolean {
  return Boolean(testInfo.project.use.isMobile);
}

function freshClientIp(): string {
  return `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function contactDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Contactez-moi' });
}

export function toastRegion(page: Page): Locator {
  return page.getByRole('status', { name: 'Notifications' });
}

/**
 * The loading indicators of the page's content. Other live regions (the app's notifications, the share island's
 * line, the search island's count) are role=status too, so a spinner is the one saying « Chargement… ».
 */
export function spinners(page: Page): Locator {
  return page.locator('main [role="status"]').filter({ hasText: 'Chargement…' });
}

/** Waits until the page's data has arrived: its main heading shows and no spinner is left. */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(spinners(page)).toHaveCount(0);
}

/**
 * The assistant's launcher: the server's link until the chat island is first opened, then the island's button.
 * Either way it is named « Ouvrir l'assistant » while the panel is closed.
 */
export function chatLauncher(page: Page): Locator {
  const name = "Ouvrir l'assistant";
  return page.getByRole('button', { name }).or(page.getByRole('link', { name }));
}

/** Clicks a header item, going through the phone menu on narrow screens. */
export async function useHeaderItem(page: Page, testInfo: TestInfo, role: 'link' | 'button', name: string) {
  const banner = page.getByRole('banner');
  if (isPhone(testInfo)) {
    await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await banner.locator('#mobile-menu').getByRole(role, { name, exact: true }).click();
  } else {
    await banner.getByRole(role, { name, exact: true }).click();
  }
}

/**
 * A test whose browser presents its own client address (X-Forwarded-For, trusted from 127.0.0.1 here),
 * so the server's per-IP contact limit never mixes tests up.
 */
export const visitorTest = base.extend<{ clientIp: string }>({
  clientIp: async ({}, use) => {
    await use(freshClientIp());
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'X-Forwarded-For': clientIp });
  },
});

/** Specs editing the home content take turns, each restoring what it found. */
export const HOME_CONTENT_TURN = 'home-content';

/**
 * Waits for the turn on something site-wide (a lock directory named `topic`, one per server port) so the desktop
 * and phone runs, and specs that touch the same thing, do not change it under each other. Call the result to release.
 */
export async function takeTurn(topic: string): Promise<() => void> {
  const lock = path.join(os.tmpdir(), `vitrine-e2e-${topic}-${process.env.E2E_PORT ?? 4180}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return () => fs.rmSync(lock, { recursive: true, force: true });
    } catch {
      // A lock older than any run was left by an interrupted one.
      if (Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 300_000) {
        fs.rmSync(lock, { recursive: true, force: true });
      }
      if (Date.now() > deadline) throw new Error(`another test kept the turn on ${topic} too long`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
