// The blog's full-text search as a visitor uses it: results while typing, forgiving spelling, filters and the address.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PUBLISHED_POSTS, waitForPage } from './support';

const AGRICULTURE = PUBLISHED_POSTS[5].title;
const TOURISM = PUBLISHED_POSTS[3].title;
/** The published posts whose text speaks of « économie » or « économique ». */
const ECONOMY_POSTS = [PUBLISHED_POSTS[0].title, PUBLISHED_POSTS[3].title, PUBLISHED_POSTS[5].title];

function searchbox(page: Page) {
  return page.getByRole('searchbox', { name: 'Rechercher un article' });
}

function resultCards(page: Page) {
  return page.getByRole('main').locator('article');
}

function cardOf(page: Page, title: string) {
  return resultCards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function sortedTitles(page: Page): Promise<string[]> {
  const titles = await page.getByRole('main').locator('article a[href^="/blog/"]').allInnerTexts();
  return titles.map((title) => title.replace(/\s+/g, ' ').trim()).sort();
}

function featuredLabel(page: Page) {
  return page.getByRole('main').getByText('À la une', { exact: true });
}

test.describe('blog search', () => {
  test('search-as-you-type, forgiving accents and typos, narrowed by category, cleared back to the list', async ({ page }) => {
    await page.goto('/blog');
    await waitForPage(page);
    await expect(featuredLabel(page)).toBeVisible();

    await searchbox(page).pressSequentially('agricu', { delay: 60 });
    const agricultureCard = cardOf(page, AGRICULTURE);
    await expect(agricultureCard).toBeVisible();
    await expect(agricultureCard.locator('mark').first()).toHaveText(/^agricu/i);
    await expect(resultCards(page)).toHaveCount(1);
    await expect(page.locator('#blog-results').getByText('1 article trouvé')).toBeVisible();
    await expect(featuredLabel(page)).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]q=agricu(&|$)/);

    await searchbox(page).fill('economie');
    await expect.poll(() => sortedTitles(page)).toEqual([...ECONOMY_POSTS].sort());
    for (const title of ECONOMY_POSTS) {
      await expect(cardOf(page, title).locator('mark').first()).toHaveText(/^économi/i);
    }
    await expect(page.locator('#blog-results').getByText(`${ECONOMY_POSTS.length} articles trouvés`)).toBeVisible();

    const filters = page.getByRole('navigation', { name: 'Filtrer par catégorie' });
    await filters.getByRole('link', { name: 'Tourisme' }).click();
    await expect(filters.getByRole('link', { name: 'Tourisme' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => sortedTitles(page)).toEqual([TOURISM]);
    await expect(page).toHaveURL(/categorie=Tourisme/);
    await filters.getByRole('link', { name: 'Tous' }).click();
    await expect.poll(() => sortedTitles(page)).toEqual([...ECONOMY_POSTS].sort());

    await searchbox(page).fill('entreprenuer');
    await expect(resultCards(page).first()).toBeVisible();
    await expect(resultCards(page).first().locator('mark').first()).toHaveText(/^entrepreneur/i);
    await expect(page.locator('#blog-results').getByText(/^\d+ articles? trouvés?$/)).toBeVisible();

    await searchbox(page).fill('');
    await expect(featuredLabel(page)).toBeVisible();
    await expect(resultCards(page)).toHaveCount(PUBLISHED_POSTS.length);
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByText(/articles? trouvés?/)).toHaveCount(0);
  });

  test('the search in the address shows its results directly, also after a reload', async ({ page }) => {
    await page.goto('/blog?q=tourisme');
    await waitForPage(page);
    await expect(searchbox(page)).toHaveValue('tourisme');
    await expect.poll(() => sortedTitles(page)).toEqual([TOURISM]);
    await expect(cardOf(page, TOURISM).locator('mark').first()).toHaveText(/^tourisme$/i);
    await expect(featuredLabel(page)).toHaveCount(0);

    await searchbox(page).fill('volcan');
    await expect(page).toHaveURL(/[?&]q=volcan(&|$)/);
    await page.reload();
    await waitForPage(page);
    await expect(searchbox(page)).toHaveValue('volcan');
    await expect.poll(() => sortedTitles(page)).toEqual([TOURISM]);
    await expect(page.locator('#blog-results').getByText('1 article trouvé')).toBeVisible();
  });

  test('a result is reached with the keyboard and opens its article', async ({ page }) => {
    await page.goto('/blog');
    await waitForPage(page);
    await searchbox(page).focus();
    await page.keyboard.type('Mutsamudu');
    await expect(page.locator('#blog-results').getByText('2 articles trouvés')).toBeVisible();

    const firstResult = resultCards(page).first().getByRole('link');
    const target = await firstResult.getAttribute('href');
    // Past the category buttons, the next stop is the best result.
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate<string | null>('document.activeElement.getAttribute("href")')) === target) break;
    }
    await expect(firstResult).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('results fit a narrow screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/blog?q=economie');
    await waitForPage(page);
    await expect(resultCards(page)).toHaveCount(ECONOMY_POSTS.length);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('search results have no serious or critical accessibility violation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blog?q=comores');
    await waitForPage(page);
    await expect(page.locator('#blog-results').getByText('4 articles trouvés')).toBeVisible();
    await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
    expect(blocking).toEqual([]);
  });
});
