// An article's revisions end to end: the owner rewrites a published article, compares the two versions word by word,
// then restores the first one, which comes back in the editor and on the public page.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { toastRegion, visitorTest as test } from './support';
import { signInAsAdmin, uniqueTag } from './sessions';

const FIRST_TEXT = 'Le chat noir dort sur le canapé rouge.';
const SECOND_TEXT = 'Le chien blanc dort sous le canapé rouge.';

test('a rewritten article is compared with its first version, which is then restored', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Histoire du canapé ${uniqueTag()}`;
  const created = await page.request.post('/api/admin/posts', {
    data: {
      title,
      excerpt: 'Une sieste.',
      content_html: `<p>${FIRST_TEXT}</p>`,
      published_at: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: number; slug: string } };

  await page.goto(`/admin/blog/edit/${post.id}`);
  const editor = page.getByRole('textbox', { name: 'Contenu *' });
  await expect(editor).toContainText(FIRST_TEXT);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(SECOND_TEXT);
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toastRegion(page)).toContainText('Article mis à jour.');
  await expect(page).toHaveURL(/\/admin\/blog$/);

  await page.goto(`/admin/blog/edit/${post.id}`);
  const revisions = page.getByRole('region', { name: 'Révisions' });
  const latest = revisions.getByRole('list', { name: 'Dernières révisions' }).getByRole('listitem');
  await expect(latest).toHaveCount(2);
  await expect(latest.nth(0)).toContainText('Enregistrement');
  await expect(latest.nth(1)).toContainText('Publication');
  await latest
    .nth(1)
    .getByRole('button', { name: /^Comparer la version du / })
    .click();

  const comparison = page.getByRole('dialog', { name: 'Comparer deux versions' });
  await expect(comparison.locator('del')).toHaveText(['supprimé : chat noir', 'supprimé : sur']);
  await expect(comparison.locator('ins')).toHaveText(['ajouté : chien blanc', 'ajouté : sous']);
  // Nothing wider than the dialog, down to a 360 px phone.
  expect(await comparison.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);

  await comparison.getByRole('button', { name: 'Restaurer cette version' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restaurer cette version ?' });
  await expect(confirm).toContainText("Le texte actuel n'est pas perdu");
  await confirm.getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(toastRegion(page)).toContainText('Version restaurée.');
  await expect(editor).toHaveText(FIRST_TEXT);
  await expect(latest.nth(0)).toContainText('Restauration');

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(FIRST_TEXT)).toBeVisible();
  await expect(page.getByText(SECOND_TEXT)).toHaveCount(0);
});
