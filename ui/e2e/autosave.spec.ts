// Autosave end to end: a new article is saved on its own once the owner pauses, without a click, and what he typed
// just before closing the tab is saved as the tab goes away; both come back when the editor is opened again.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { visitorTest as test } from './support';
import { signInAsAdmin, uniqueTag } from './sessions';

interface ListedPost {
  id: number;
  title: string;
  published_at: string | null;
  content_html: string;
}

test('a new article survives a closed tab, including the last words typed', async ({ page, context }) => {
  await signInAsAdmin(page);
  const title = `Brouillon automatique ${uniqueTag()}`;
  await page.goto('/admin/blog/new');
  await page.getByLabel('Titre *').fill(title);
  const content = page.getByRole('textbox', { name: 'Contenu *' });
  await content.click();
  await page.keyboard.type('Premier paragraphe, jamais enregistré à la main.');
  await expect(page.getByRole('status').filter({ hasText: /Enregistré à \d{2}:\d{2}/ })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);

  await content.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Et une dernière phrase.');
  await page.close({ runBeforeUnload: true });

  const again = await context.newPage();
  const posts = (await (await again.request.get('/api/admin/posts')).json()) as { posts: ListedPost[] };
  const saved = posts.posts.find((post) => post.title === title);
  expect(saved, 'the article was created without a click').toBeDefined();
  expect(saved?.published_at).toBeNull();
  await again.goto(`/admin/blog/edit/${saved?.id}`);
  await expect(again.getByRole('textbox', { name: 'Contenu *' })).toContainText('Et une dernière phrase.', {
    timeout: 15_000,
  });
});

interface StoredPost {
  title: string;
  pending: { title: string } | null;
}

/**
 * Opens article `data` in two tabs, lets tab A save a new title on its own, then has tab B, still on the version
 * before, try the same: the refusal B shows, with the article's id and both titles.
 */
async function raceTwoTabs(page: Page, context: BrowserContext, data: Record<string, string>) {
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/posts', { data });
  const { post } = (await created.json()) as { post: { id: number } };
  const other = await context.newPage();
  await page.goto(`/admin/blog/edit/${post.id}`);
  await other.goto(`/admin/blog/edit/${post.id}`);

  const [titleA, titleB] = [`${data.title} (onglet A)`, `${data.title} (onglet B)`];
  await page.getByLabel('Titre *').fill(titleA);
  await expect(page.getByRole('status').filter({ hasText: /Enregistré à/ })).toBeVisible({ timeout: 15_000 });
  await other.getByLabel('Titre *').fill(titleB);
  const refusal = other.getByRole('alert').filter({ hasText: 'Cet article a été modifié ailleurs' });
  await expect(refusal).toBeVisible({ timeout: 15_000 });
  const stored = async () =>
    ((await (await other.request.get(`/api/admin/posts/${post.id}`)).json()) as { post: StoredPost }).post;
  return { other, refusal, stored, titleA, titleB };
}

test('a tab left open on an older version is refused, says so, and overwrites only when asked', async ({ page, context }) => {
  const title = `Deux onglets ${uniqueTag()}`;
  const { other, refusal, stored, titleA, titleB } = await raceTwoTabs(page, context, {
    title,
    excerpt: 'Résumé.',
    content_html: '<p>Version de départ.</p>',
  });
  expect((await stored()).title, "tab A's work stands").toBe(titleA);

  await refusal.getByRole('button', { name: 'Enregistrer quand même mes modifications' }).click();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Enregistrer quand même mes modifications' }).click();
  await expect(other).toHaveURL(/\/admin\/blog$/);
  expect((await stored()).title).toBe(titleB);
});

test("on a published article, a tab left behind cannot save over another tab's changes kept aside", async ({ page, context }) => {
  const title = `En ligne, deux onglets ${uniqueTag()}`;
  const { other, refusal, stored, titleA } = await raceTwoTabs(page, context, {
    title,
    excerpt: 'Résumé.',
    content_html: '<p>Version en ligne.</p>',
    published_at: '2024-01-01T08:00:00Z',
  });
  const current = await stored();
  expect(current.title, 'the live article is untouched').toBe(title);
  expect(current.pending?.title, "tab A's changes kept aside stand").toBe(titleA);

  await refusal.getByRole('button', { name: 'Enregistrer quand même mes modifications' }).click();
  await expect(other.getByRole('alertdialog')).toContainText("n'étaient pas encore publiées");
});
