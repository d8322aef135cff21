// Autosave end to end: a new article is saved on its own once the owner pauses, without a click, and what he typed
// just before closing the tab is saved as the tab goes away; both come back when the editor is opened again.
import { expect } from '@playwright/test';
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

test('a tab left open on an older version is refused, says so, and overwrites only when asked', async ({ page, context }) => {
  await signInAsAdmin(page);
  const title = `Deux onglets ${uniqueTag()}`;
  const created = await page.request.post('/api/admin/posts', {
    data: { title, excerpt: 'Résumé.', content_html: '<p>Version de départ.</p>' },
  });
  const { post } = (await created.json()) as { post: { id: number } };
  const other = await context.newPage();
  await page.goto(`/admin/blog/edit/${post.id}`);
  await other.goto(`/admin/blog/edit/${post.id}`);

  await page.getByLabel('Titre *').fill(`${title} (onglet A)`);
  await expect(page.getByRole('status').filter({ hasText: /Enregistré à/ })).toBeVisible({ timeout: 15_000 });
  await other.getByLabel('Titre *').fill(`${title} (onglet B)`);
  const refusal = other.getByRole('alert').filter({ hasText: 'Cet article a été modifié ailleurs' });
  await expect(refusal).toBeVisible({ timeout: 15_000 });
  const current = (await (await other.request.get(`/api/admin/posts/${post.id}`)).json()) as { post: { title: string } };
  expect(current.post.title, "tab A's work stands").toBe(`${title} (onglet A)`);

  await refusal.getByRole('button', { name: 'Enregistrer quand même mes modifications' }).click();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Enregistrer quand même mes modifications' }).click();
  await expect(other).toHaveURL(/\/admin\/blog$/);
  const replaced = (await (await other.request.get(`/api/admin/posts/${post.id}`)).json()) as { post: { title: string } };
  expect(replaced.post.title).toBe(`${title} (onglet B)`);
});

test("on a published article, a tab left behind cannot save over another tab's changes kept aside", async ({ page, context }) => {
  await signInAsAdmin(page);
  const title = `En ligne, deux onglets ${uniqueTag()}`;
  const created = await page.request.post('/api/admin/posts', {
    data: { title, excerpt: 'Résumé.', content_html: '<p>Version en ligne.</p>', published_at: '2024-01-01T08:00:00Z' },
  });
  const { post } = (await created.json()) as { post: { id: number } };
  const other = await context.newPage();
  await page.goto(`/admin/blog/edit/${post.id}`);
  await other.goto(`/admin/blog/edit/${post.id}`);

  await page.getByLabel('Titre *').fill(`${title} (onglet A)`);
  await expect(page.getByRole('status').filter({ hasText: /Enregistré à/ })).toBeVisible({ timeout: 15_000 });
  await other.getByLabel('Titre *').fill(`${title} (onglet B)`);
  const refusal = other.getByRole('alert').filter({ hasText: 'Cet article a été modifié ailleurs' });
  await expect(refusal).toBeVisible({ timeout: 15_000 });
  const current = (await (await other.request.get(`/api/admin/posts/${post.id}`)).json()) as {
    post: { title: string; pending: { title: string } | null };
  };
  expect(current.post.title, 'the live article is untouched').toBe(title);
  expect(current.post.pending?.title, "tab A's changes kept aside stand").toBe(`${title} (onglet A)`);

  await refusal.getByRole('button', { name: 'Enregistrer quand même mes modifications' }).click();
  await expect(other.getByRole('alertdialog')).toContainText("n'étaient pas encore publiées");
});
