// Back-office lists fit the screen: tables without sideways scrolling at 1024 and 1280 px, cards with
// visible actions on a 360 px phone, and no accessibility violation in either shape.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { isPhone, spinners, visitorTest as test } from './support';
import { signInAsAdmin, uniqueTag } from './sessions';

interface RowAction {
  role: 'button' | 'combobox';
  name: RegExp;
}

/** Each list, with what a row must always keep within reach: its actions, or the role picker for accounts. */
const LISTS = [
  {
    path: '/admin/blog',
    heading: 'Blog',
    caption: 'Tous les articles, du plus récent au plus ancien',
    action: { role: 'button', name: /^Supprimer « / },
  },
  {
    path: '/admin/timeline',
    heading: 'Timeline',
    caption: 'Événements de la timeline',
    action: { role: 'button', name: /^Supprimer / },
  },
  {
    path: '/admin/users',
    heading: 'Utilisateurs',
    caption: 'Comptes du site, leur rôle et leur état',
    action: { role: 'combobox', name: /^Rôle de / },
  },
] satisfies readonly { path: string; heading: string; caption: string; action: RowAction }[];

async function openList(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(spinners(page)).toHaveCount(0);
}

/** Against the viewport's own width: on phones the browser widens its layout to fit a wider page, so innerWidth would follow it. */
async function expectNoSidewaysScroll(page: Page) {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  // Names what sticks out, so a failure says which column to look at.
  const widest = await page.evaluate<string[]>(`[...document.querySelectorAll('main *')]
    .filter((node) => node.getBoundingClientRect().right > ${page.viewportSize()?.width ?? 0} + 1)
    .slice(0, 12)
    .map((node) => node.tagName + ' ' + Math.round(node.getBoundingClientRect().width) + ' ' + (node.textContent ?? '').slice(0, 40))`);
  expect(scrollWidth, `page width in px, widest: ${widest.join(' | ')}`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

async function expectEveryActionInView(rows: Locator, action: RowAction) {
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    await row.scrollIntoViewIfNeeded();
    const controls = row.getByRole('button').or(row.getByRole('link')).or(row.getByRole('combobox'));
    await expect(row.getByRole(action.role, { name: action.name })).toBeInViewport();
    for (const control of await controls.all()) await expect(control).toBeInViewport();
  }
}

async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

test.use({ reducedMotion: 'reduce' });

test('at 1024 and 1280 px every admin table fits, with each row’s actions in view', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'desktop widths');
  // Every list of the back-office at two widths in one journey.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const list of LISTS) {
      await test.step(`${list.path} at ${width} px`, async () => {
        await openList(page, list.path, list.heading);
        const table = page.getByRole('table', { name: list.caption });
        await expect(table).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectEveryActionInView(table.getByRole('row').filter({ has: page.getByRole('rowheader') }), list.action);
        if (width === 1280) await expectNoAxeViolation(page);
      });
    }
  }
});

test('at 360 px every admin list is a column of cards with their actions in view', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'phone width');
  // Every list of the back-office in one journey: longer than one page's budget on a loaded machine.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  for (const list of LISTS) {
    await test.step(list.path, async () => {
      await openList(page, list.path, list.heading);
      await expect(page.getByRole('table')).toHaveCount(0);
      const cards = page.getByRole('list', { name: list.caption }).getByRole('article');
      await expectNoSidewaysScroll(page);
      await expectEveryActionInView(cards, list.action);
      await expectNoAxeViolation(page);
    });
  }
});

/** The status badges of the lists the review found broken at 1024 px, each of which must stay on one line. */
const BADGED_LISTS = [
  { path: '/admin/blog', heading: 'Blog', caption: LISTS[0].caption, badges: /^(Publié|Brouillon|Programmé)$/ },
  {
    path: '/admin/users',
    heading: 'Utilisateurs',
    caption: LISTS[2].caption,
    badges: /^(Actif|Désactivé|Invitation en attente)$/,
  },
] as const;

/** How many lines of text a badge takes: its content height over its line height. */
async function linesOf(badge: Locator): Promise<number> {
  return badge.evaluate((element) => {
    const style = getComputedStyle(element);
    const content =
      element.getBoundingClientRect().height -
      ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce(
        (sum, side) => sum + parseFloat(style.getPropertyValue(side.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))),
        0,
      );
    return Math.round(content / parseFloat(style.lineHeight));
  });
}

test('at 1024 px the blog and users tables keep every badge on one line and stay within their card', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'laptop width');
  await signInAsAdmin(page);
  // An account with a long name and a long address, as a real team has: its row used to push the table out of its card.
  const tag = uniqueTag();
  const invited = await page.request.post('/api/admin/users', {
    data: {
      email: `moderatrice.adresse-particulierement-longue-${tag}@association-des-entrepreneurs.km`,
      full_name: 'Fatima Zahra Ben Abdallah Mohamed',
      role: 'moderator',
    },
  });
  expect(invited.status(), 'invitation').toBe(201);
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const list of BADGED_LISTS) {
    await test.step(list.path, async () => {
      await openList(page, list.path, list.heading);
      const table = page.getByRole('table', { name: list.caption });
      const badges = table.getByText(list.badges);
      expect(await badges.count()).toBeGreaterThan(0);
      for (const badge of await badges.all()) {
        expect(await linesOf(badge), `lines of « ${await badge.textContent()} »`).toBe(1);
      }
      const tableBox = await table.boundingBox();
      const cardBox = await table.locator('xpath=..').boundingBox();
      expect(tableBox && cardBox, 'table and card boxes').toBeTruthy();
      expect(tableBox!.x + tableBox!.width, 'right edge of the table').toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 1);
    });
  }
});
