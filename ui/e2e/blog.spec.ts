// The blog list, its filters and search, an article page and what happens without JavaScript.
import { expect, test, type Page } from '@playwright/test';
import { FIRST_POST_SLUG, HIDDEN_POST_TITLES, PUBLISHED_POSTS, SITE_TITLE, waitForPage } from './support';

const EMPTY_TEXT = 'Aucun article trouvé pour votre recherche.';

/** The title links of the post cards shown, in page order. */
function postLinks(page: Page) {
  return page.getByRole('main').locator('article a[href^="/blog/"]');
}

/** The filters, the count and the posts, which searching replaces (a live region beside them reads the count out). */
function results(page: Page) {
  return page.locator('#blog-results');
}

async function shownTitles(page: Page): Promise<string[]> {
  const titles = await postLinks(page).allInnerTexts();
  return titles.map((title) => title.replace(/\s+/g, ' ').trim());
}

/** The same titles in a fixed order, for searches whose relevance order is not obvious. */
async function sortedTitles(page: Page): Promise<string[]> {
  return (await shownTitles(page)).sort();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill(text);
}

test.describe('blog list', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/blog');
    await waitForPage(page);
  });

  test('shows the newest post featured and the others in a grid, never drafts or scheduled posts', async ({ page }) => {
    await expect(page).toHaveTitle(`Blog | ${SITE_TITLE}`);
    await expect(postLinks(page)).toHaveCount(PUBLISHED_POSTS.length);
    expect(await shownTitles(page)).toEqual(PUBLISHED_POSTS.map((post) => post.title));

    const featured = page.getByRole('main').locator('article').first();
    await expect(featured.getByText('À la une')).toBeVisible();
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(PUBLISHED_POSTS[0].title);
    await expect(page.getByRole('main').getByRole('listitem').locator('article')).toHaveCount(PUBLISHED_POSTS.length - 1);

    for (const hidden of HIDDEN_POST_TITLES) await expect(page.getByText(hidden)).toHaveCount(0);
  });

  test('filters by category and back to all', async ({ page }) => {
    const filters = page.getByRole('navigation', { name: 'Filtrer par catégorie' });
    await expect(filters.getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'page');

    await filters.getByRole('link', { name: 'Financement' }).click();
    await expect(page).toHaveURL(/categorie=Financement/);
    await expect(filters.getByRole('link', { name: 'Financement' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shownTitles(page)).toEqual([PUBLISHED_POSTS[1].title]);

    await filters.getByRole('link', { name: 'Innovation' }).click();
    await expect.poll(() => shownTitles(page)).toEqual([PUBLISHED_POSTS[2].title, PUBLISHED_POSTS[5].title]);

    await filters.getByRole('link', { name: 'Tous' }).click();
    await expect.poll(() => shownTitles(page)).toHaveLength(PUBLISHED_POSTS.length);
  });

  test('searches titles, excerpts and article bodies without regard to case', async ({ page }) => {
    await search(page, 'AGRICULTURE');
    await expect.poll(() => shownTitles(page)).toEqual([PUBLISHED_POSTS[5].title]);
    await expect(results(page).getByText('1 article trouvé')).toBeVisible();
    await expect(page.getByText('À la une')).toHaveCount(0);

    await search(page, 'vOLCAN');
    await expect.poll(() => shownTitles(page)).toEqual([PUBLISHED_POSTS[3].title]);

    // Only the bodies of these two posts name this town.
    await search(page, 'Mutsamudu');
    await expect.poll(() => sortedTitles(page)).toEqual([PUBLISHED_POSTS[0].title, PUBLISHED_POSTS[3].title].sort());

    await search(page, 'comores');
    await expect
      .poll(() => sortedTitles(page))
      .toEqual([PUBLISHED_POSTS[0].title, PUBLISHED_POSTS[3].title, PUBLISHED_POSTS[4].title, PUBLISHED_POSTS[5].title].sort());
    await expect(results(page).getByText('4 articles trouvés')).toBeVisible();
  });

  test('says so when nothing matches, including words only found in a draft', async ({ page }) => {
    await search(page, 'ZLECAf');
    await expect(results(page).getByText(EMPTY_TEXT)).toBeVisible();
    await expect(postLinks(page)).toHaveCount(0);

    await search(page, 'mot-introuvable-xyz');
    await expect(results(page).getByText(EMPTY_TEXT)).toBeVisible();
    await expect(postLinks(page)).toHaveCount(0);
  });

  test('a card leads to its article', async ({ page }) => {
    await page.getByRole('link', { name: PUBLISHED_POSTS[3].title }).click();
    await expect(page).toHaveURL(/\/blog\/tourisme-durable/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_POSTS[3].title);
  });
});

test.describe('article', () => {
  test('shows its category, date, read time, title, content and related posts', async ({ page }) => {
    await page.goto('/blog/le-numerique-levier-de-croissance-pour-les-pme-africaines');
    await waitForPage(page);
    const article = page.getByRole('main');

    await expect(page).toHaveTitle(`${PUBLISHED_POSTS[2].title} | ${SITE_TITLE}`);
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_POSTS[2].title);
    await expect(article.getByText('Innovation', { exact: true }).first()).toBeVisible();
    await expect(article.locator('time').first()).toHaveText(/^\d{1,2} [a-zéû]+ \d{4}$/);
    await expect(article.getByText(/^\d+ min de lecture$/).first()).toBeVisible();
    await expect(article.getByText(/le téléphone portable est devenu/)).toBeVisible();
    await expect(article.getByRole('img', { name: PUBLISHED_POSTS[2].title })).toBeVisible();

    const related = article.getByRole('region', { name: 'Articles similaires' });
    const relatedLinks = related.getByRole('link');
    await expect(relatedLinks).toHaveCount(1);
    await expect(relatedLinks.first()).toHaveText(PUBLISHED_POSTS[5].title);
  });

  test('never offers a scheduled post as related', async ({ page }) => {
    await page.goto(`/blog/${FIRST_POST_SLUG}`);
    await waitForPage(page);
    const related = page.getByRole('region', { name: 'Articles similaires' });
    await expect(related.getByRole('link')).toHaveText([PUBLISHED_POSTS[4].title]);
    for (const hidden of HIDDEN_POST_TITLES) await expect(page.getByText(hidden)).toHaveCount(0);
  });

  test('copies its address with the share button', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(`/blog/${FIRST_POST_SLUG}`);
    await waitForPage(page);

    const share = page.getByRole('group', { name: "Partager l'article" });
    // The share buttons come with the visitor's first move.
    await page.mouse.move(20, 20);
    await share.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(share.getByRole('status')).toHaveText("Le lien de l'article a été copié dans le presse-papiers.");
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied).toBe(`${baseURL}/blog/${FIRST_POST_SLUG}`);
  });

  test('an unknown address says the article was not found and leads back to the blog', async ({ page }) => {
    await page.goto('/blog/cet-article-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
    await expect(page.getByText("Désolé, je n'ai pas trouvé l'article que vous cherchez.")).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('an unknown article is an expected answer: the page logs no error', async ({ page }) => {
    const slug = 'un-article-qui-n-existe-pas';
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser itself notes every HTTP 404 it receives; the page and the API answer 404 on purpose.
      const answeredNotFound = /^Failed to load resource: the server responded with a status of 404\b/.test(message.text());
      const where = message.location().url ? new URL(message.location().url).pathname : '';
      if (answeredNotFound && [`/blog/${slug}`, `/api/posts/${slug}`].includes(where)) return;
      errors.push(message.text());
    });

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a scheduled post is not reachable by its address', async ({ page }) => {
    await page.goto('/blog/a-paraitre-bilan-de-la-saison-entrepreneuriale');
    await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is readable and titled from the server alone', async ({ page }) => {
    const response = await page.goto(`/blog/${FIRST_POST_SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${PUBLISHED_POSTS[0].title} | ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_POSTS[0].title);
    await expect(page.getByText(/À Moroni, à Mutsamudu comme à Fomboni/)).toBeVisible();
  });
});
