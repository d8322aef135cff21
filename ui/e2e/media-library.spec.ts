// The media library end to end: an uploaded image is picked as an article's cover from « Choisir dans la
// médiathèque », the library says where it shows, and deleting it once confirmed takes it off the public page.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { pngImage } from './images';
import { signInAsAdmin, uniqueTag } from './sessions';
import { toastRegion, visitorTest as test } from './support';

test('a cover is picked from the library, then deleted from everywhere once confirmed', async ({ page }) => {
  await signInAsAdmin(page);
  const tag = uniqueTag();
  const fileName = `lagon-${tag}.png`;
  const uploaded = await page.request.post('/api/admin/uploads', {
    multipart: { file: { name: fileName, mimeType: 'image/png', buffer: pngImage(640, 360, [12, 74, 110]) } },
  });
  expect(uploaded.status()).toBe(201);
  const image = (await uploaded.json()) as { url: string };
  const key = image.url.replace('/media/images/', '').split('-')[0];
  const title = `Escale au lagon ${tag}`;
  const created = await page.request.post('/api/admin/posts', {
    data: { title, excerpt: 'Une escale.', content_html: '<p>Le lagon.</p>', published_at: '2024-05-01T08:00:00Z' },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: number; slug: string } };

  await page.goto(`/admin/blog/edit/${post.id}`);
  await page.getByRole('button', { name: 'Choisir dans la médiathèque pour « Image de couverture »' }).click();
  const picker = page.getByRole('dialog', { name: 'Choisir dans la médiathèque' });
  await picker.getByLabel('Rechercher une image').fill(fileName);
  await picker.getByRole('button', { name: `Choisir l'image « ${fileName} »` }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('img', { name: 'Aperçu : Image de couverture' })).toHaveAttribute('src', image.url);
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toastRegion(page)).toContainText('Article mis à jour.');
  const article = `/blog/${post.slug}`;
  expect(await (await page.request.get(article)).text()).toContain(key);

  await page.goto('/admin/media');
  await page.getByLabel('Rechercher une image').fill(fileName);
  await page.getByRole('button', { name: `Ouvrir l'image « ${fileName} »` }).click();
  const details = page.getByRole('dialog', { name: fileName });
  await expect(details.getByRole('link', { name: `Article « ${title} »` })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
  await details.getByLabel('Texte alternatif').fill('Le lagon bleu');
  await details.getByRole('button', { name: 'Enregistrer le texte alternatif' }).click();
  await expect(toastRegion(page)).toContainText('Texte alternatif enregistré.');

  await details.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Supprimer « ${fileName} » ?` });
  await expect(confirm).toContainText(`Article « ${title} »`);
  await confirm.getByRole('button', { name: 'Supprimer quand même' }).click();
  await expect(toastRegion(page)).toContainText('Image supprimée.');
  await expect(page.getByText('Aucune image ne correspond à votre recherche.')).toBeVisible();
  expect(await (await page.request.get(article)).text()).not.toContain(key);
  expect((await page.request.get(image.url)).status()).toBe(404);
});

test('the library screen is accessible, with its empty search state', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Médiathèque' })).toBeVisible();
  await page.getByLabel('Rechercher une image').fill(`introuvable-${uniqueTag()}`);
  await expect(page.getByText('Aucune image ne correspond à votre recherche.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
});
