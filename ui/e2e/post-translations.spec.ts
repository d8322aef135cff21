// An article in another language, end to end: the owner opens a French demo article, « Traduire en English »
// opens a linked draft, the translated draft is published under /en/, and both versions name each other as
// hreflang alternates; an Arabic draft is written right to left.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminPostList } from '../src/generated/AdminPostList';
import type { Lang } from '../src/generated/Lang';
import { PUBLISHED_POSTS, toastRegion, visitorTest as test, waitForPage } from './support';
import { ADMIN, signIn, uniqueTag } from './sessions';

/**
 * A published French demo article without a version in `lang`. Each project takes them in its own order, so the
 * desktop and phone runs, which go on at the same time, translate different articles.
 */
async function untranslatedDemoArticle(request: APIRequestContext, lang: Lang, fromTheEnd: boolean) {
  const { posts } = (await (await request.get('/api/admin/posts')).json()) as AdminPostList;
  const titles = PUBLISHED_POSTS.map((post) => post.title as string);
  const candidates = posts.filter(
    (post) => titles.includes(post.title) && post.lang === 'fr' && !post.versions.some((version) => version.lang === lang),
  );
  const article = fromTheEnd ? candidates.at(-1) : candidates[0];
  expect(article, `a French demo article without a version in ${lang} is left`).toBeDefined();
  return article!;
}

/** The back-office's home, fully loaded: the sign-in's own navigation is over. */
async function signInAsOwner(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await waitForPage(page);
}

/** The addresses a public page names as its versions: hreflang → path. */
async function alternatesOf(page: Page, path: string): Promise<Record<string, string>> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const found: Record<string, string> = {};
  for (const match of (await response.text()).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) {
    found[match[1]] = new URL(match[2]).pathname;
  }
  return found;
}

function languagesPanel(page: Page) {
  return page.getByRole('region', { name: 'Langue et traductions' });
}

test('the owner translates a French article into English and publishes it under /en/', async ({ page }, testInfo) => {
  test.slow();
  await signInAsOwner(page);
  const french = await untranslatedDemoArticle(page.request, 'en', testInfo.project.use.isMobile === true);

  await page.goto('/admin/blog');
  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'Français' });
  // Another project's test may have translated the same article under the same title: once the
  // list follows the filter, only the French one is left.
  const edit = page.getByRole('link', { name: `Modifier « ${french.title} »` });
  await expect(edit).toHaveCount(1);
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${french.id}$`));
  const panel = languagesPanel(page);
  await expect(panel.getByText('Français', { exact: true })).toHaveAttribute('lang', 'fr');

  await panel.getByRole('button', { name: 'Traduire en English' }).click();
  await expect(toastRegion(page)).toContainText('Brouillon en English créé');
  await expect(page).not.toHaveURL(new RegExp(`/admin/blog/edit/${french.id}$`));
  await expect(
    languagesPanel(page).getByRole('link', { name: `Modifier la version Français : « ${french.title} »` }),
  ).toBeVisible();
  const title = page.getByLabel('Titre *');
  await expect(title).toHaveValue(french.title);
  await expect(page.getByRole('textbox', { name: 'Contenu *' })).toContainText(/\S/);

  const tag = uniqueTag();
  const englishTitle = `An article in English ${tag}`;
  const englishSlug = `an-article-in-english-${tag}`;
  await title.fill(englishTitle);
  await expect(page.getByLabel("Adresse de l'article (slug)")).toHaveValue(englishSlug);
  await expect(page.getByText(`/en/blog/${englishSlug}`)).toBeVisible();
  await page.getByRole('radio', { name: /Publier maintenant/ }).check();
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toastRegion(page)).toContainText('Article mis à jour.');
  await expect(page).toHaveURL(/\/admin\/blog$/);

  await page.goto(`/en/blog/${englishSlug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle);
  const english = await alternatesOf(page, `/en/blog/${englishSlug}`);
  expect(english.en).toBe(`/en/blog/${englishSlug}`);
  expect(english.fr).toBe(`/blog/${french.slug}`);
  expect(await alternatesOf(page, `/blog/${french.slug}`)).toMatchObject({ fr: english.fr, en: english.en });
});

test('an Arabic translation is written right to left', async ({ page }, testInfo) => {
  await signInAsOwner(page);
  const french = await untranslatedDemoArticle(page.request, 'ar', testInfo.project.use.isMobile !== true);
  await page.goto(`/admin/blog/edit/${french.id}`);
  const translate = languagesPanel(page).getByRole('button', { name: 'Traduire en العربية' });
  await expect(translate.getByText('العربية')).toHaveAttribute('lang', 'ar');
  await translate.click();
  await expect(toastRegion(page)).toContainText('Brouillon en العربية créé');

  const title = page.getByLabel('Titre *');
  await expect(title).toHaveAttribute('dir', 'rtl');
  await expect(title).toHaveAttribute('lang', 'ar');
  await expect(page.getByLabel('Résumé')).toHaveAttribute('dir', 'rtl');
  const content = page.getByRole('textbox', { name: 'Contenu *' });
  await expect(content).toHaveAttribute('dir', 'rtl');
  await expect(content).toHaveAttribute('lang', 'ar');
  await title.fill('السياحة المستدامة في جزر القمر');
  await expect(page.getByLabel("Adresse de l'article (slug)")).toHaveValue('alsiaha-almstdama-fi-jzr-alqmr');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('نص المقال');
  await expect(content).toHaveText('نص المقال');
  // The short line starts at the right edge of the editor, as Arabic reads.
  const box = await content.boundingBox();
  const text = await content.locator('p span').first().boundingBox();
  expect(box && text && text.x - box.x).toBeGreaterThan(box!.width / 2);
});
