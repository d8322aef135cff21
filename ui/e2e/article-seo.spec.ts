// An article's referencing end to end: the owner fills « Référencement et partage » (title and description with their
// counters, the search result drawn from them, a sharing image, hidden from search engines), publishes, and the public
// page's head carries them, its card picture a 1200×630 JPEG.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { pngImage } from './images';
import { toastRegion, visitorTest as test } from './support';
import { signInAsAdmin, uniqueTag } from './sessions';

test('the owner gives an article its own search words and sharing image, and the public head carries them', async ({ page }) => {
  // One upload, re-encoded at three widths by the server, then its card made on first request.
  test.slow();
  await signInAsAdmin(page);
  const tag = uniqueTag();
  const title = `Carnet de route ${tag}`;
  await page.goto('/admin/blog/new');
  await page.getByLabel('Titre *').fill(title);
  await page.getByLabel('Résumé').fill('Un résumé ordinaire.');
  await page.getByRole('textbox', { name: 'Contenu *' }).click();
  await page.keyboard.type('Un court texte pour cet article.');
  const slug = await page.getByLabel("Adresse de l'article (slug)").inputValue();

  const panel = page.getByRole('region', { name: 'Référencement et partage' });
  const snippet = panel.getByTestId('search-snippet');
  await expect(snippet).toContainText(`${title} | `);
  await expect(snippet).toContainText('Un résumé ordinaire.');
  const seoTitle = `Le guide du carnet ${tag}`;
  await panel.getByLabel('Titre pour les moteurs de recherche').fill(seoTitle);
  await expect(panel.getByText(`${seoTitle.length} / 70 caractères`)).toBeVisible();
  const description = 'Tout ce qu’il faut savoir avant de partir.';
  await panel.getByLabel('Description pour les moteurs de recherche').fill(description);
  await expect(panel.getByText(`${description.length} / 160 caractères`)).toBeVisible();
  await expect(snippet).toContainText(seoTitle);
  await expect(snippet).toContainText(description);
  await panel.getByLabel('Image de partage').setInputFiles({
    name: 'partage.png',
    mimeType: 'image/png',
    buffer: pngImage(900, 600, [12, 74, 110]),
  });
  await expect(panel.getByRole('img', { name: 'Aperçu : Image de partage' })).toBeVisible();
  const hidden = panel.getByRole('checkbox', { name: 'Masquer aux moteurs de recherche' });
  await hidden.focus();
  await page.keyboard.press('Space');
  await expect(hidden).toBeChecked();
  // Nothing wider than the panel, down to a 360 px phone.
  expect(await panel.evaluate((section) => section.scrollWidth - section.clientWidth)).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="post-seo-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toastRegion(page)).toContainText('Article publié');
  await expect(page).toHaveURL(/\/admin\/blog$/);

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(seoTitle);
  const meta = (selector: string) => page.locator(`head meta[${selector}]`);
  await expect(meta('name="description"')).toHaveAttribute('content', description);
  await expect(meta('property="og:title"')).toHaveAttribute('content', seoTitle);
  await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta('name="robots"')).toHaveAttribute('content', 'noindex');
  const card = await meta('property="og:image"').getAttribute('content');
  expect(card).toMatch(/\/media\/social\/[0-9a-f]+x900\.jpg$/);
  await expect(meta('name="twitter:image"')).toHaveAttribute('content', card ?? '');
  const picture = await page.request.get(new URL(card ?? '').pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(slug);
});
