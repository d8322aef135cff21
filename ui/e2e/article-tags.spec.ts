// An article's keywords end to end: the owner adds them in « Mots-clés » with the keyboard alone (Enter, a comma,
// Backspace), publishes, the article page lists them, and following one lists the article on the blog.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { toastRegion, visitorTest as test } from './support';
import { signInAsAdmin, uniqueTag } from './sessions';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

test('the owner tags an article with the keyboard, and each keyword lists it on the blog', async ({ page }) => {
  await signInAsAdmin(page);
  const tag = uniqueTag();
  const title = `Escale au lagon ${tag}`;
  const keyword = `Lagon ${tag}`;
  await page.goto('/admin/blog/new');
  await page.getByLabel('Titre *').fill(title);
  await page.getByRole('textbox', { name: 'Contenu *' }).click();
  await page.keyboard.type('Un court texte sur le lagon.');
  const slug = await page.getByLabel("Adresse de l'article (slug)").inputValue();

  const field = page.getByRole('combobox', { name: 'Mots-clés' });
  await field.focus();
  await page.keyboard.type(keyword);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Récif, Brouillon,');
  const chosen = page.getByRole('list', { name: 'Mots-clés choisis' });
  await expect(chosen.getByRole('listitem')).toHaveText([keyword, 'Récif', 'Brouillon']);
  await expect(page.getByText('3 sur 10')).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(chosen.getByRole('listitem')).toHaveText([keyword, 'Récif']);
  await page.keyboard.type('récif');
  await page.keyboard.press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveText([keyword, 'Récif']);
  await expect(page.getByText('2 sur 10')).toBeVisible();
  await expect(field).toBeFocused();
  const remove = page.getByRole('button', { name: 'Retirer le mot-clé Récif' });
  await expect(remove).toBeVisible();
  // Nothing wider than the field's panel, down to a 360 px phone.
  const panel = page.locator('section').filter({ has: field });
  expect(await panel.evaluate((section) => section.scrollWidth - section.clientWidth)).toBeLessThanOrEqual(0);
  const editorAxe = await new AxeBuilder({ page }).include('form').withTags(AXE_TAGS).analyze();
  expect(editorAxe.violations).toEqual([]);

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toastRegion(page)).toContainText('Article publié');
  await expect(page).toHaveURL(/\/admin\/blog$/);

  await page.goto(`/blog/${slug}`);
  const keywords = page.getByRole('navigation', { name: 'Mots-clés' });
  await expect(keywords.getByRole('link')).toHaveText([keyword, 'Récif']);
  await expect(page.locator('head meta[property="article:tag"]').first()).toHaveAttribute('content', keyword);
  const articleAxe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(articleAxe.violations).toEqual([]);

  await keywords.getByRole('link', { name: `Articles avec le mot-clé « ${keyword} »` }).click();
  await expect(page).toHaveURL(/\/blog\?mot-cle=/);
  await expect(page.getByRole('heading', { level: 2, name: `Articles avec le mot-clé « ${keyword} »` })).toBeVisible();
  await expect(page.getByText('1 article', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const blogAxe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(blogAxe.violations).toEqual([]);

  await page.getByRole('link', { name: 'Voir tous les articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 2, name: /Articles avec le mot-clé/ })).toHaveCount(0);
});
