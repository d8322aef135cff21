// Previewing a draft end to end: the owner's own preview from the editor opens in a new tab, and the private link he
// draws opens the article for a visitor without an account, marked « Aperçu » and never indexed, until he revokes it.
import { expect } from '@playwright/test';
import { visitorTest as test } from './support';
import { signInAsAdmin, uniqueTag } from './sessions';

test('a draft is previewed by its owner and through a private link, until revoked', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const title = `Carnet en préparation ${uniqueTag()}`;
  const created = await page.request.post('/api/admin/posts', {
    data: { title, excerpt: 'Bientôt.', content_html: '<p>Un texte encore secret.</p>' },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: number } };
  await page.goto(`/admin/blog/edit/${post.id}`);

  const preview = page.getByRole('region', { name: 'Aperçu' });
  const [own] = await Promise.all([
    page.waitForEvent('popup'),
    preview.getByRole('link', { name: "Voir l'aperçu (nouvel onglet)" }).click(),
  ]);
  await expect(own.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(own.getByText("Voici l'article tel que les visiteurs le verront une fois publié.")).toBeVisible();
  await own.close();

  await preview.getByRole('button', { name: "Créer un lien d'aperçu" }).click();
  const address = await preview.getByLabel('Lien à transmettre').inputValue();
  expect(address).toMatch(/\/apercu\/[0-9a-f]{64}$/);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Un texte encore secret.')).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await preview.getByRole('button', { name: 'Révoquer le lien' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Révoquer le lien' }).click();
  await expect(page.getByText("Le lien d'aperçu ne fonctionne plus.")).toBeVisible();
  const revoked = await visitor.goto(address);
  expect(revoked?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(title);
  await stranger.close();
});
