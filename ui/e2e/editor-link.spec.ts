// The article editor after a link: focus comes back to the text with the caret right after the link, so what the
// author inserts next (here a picture) goes after the linked words instead of replacing them.
import { expect, type Page } from '@playwright/test';
import { pngImage } from './images';
import { visitorTest as test } from './support';
import { signInAsAdmin } from './sessions';

function editor(page: Page) {
  return page.getByRole('textbox', { name: 'Contenu *' });
}

test('after a link is added, focus is back in the text and a picture inserted next goes after the link', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/blog/new');
  const toolbar = page.getByRole('toolbar', { name: 'Mise en forme du contenu' });
  await expect(toolbar).toBeVisible();

  await editor(page).click();
  await page.keyboard.type('Lisez le guide');
  // Selects the last word, « guide », as a person does from the keyboard.
  for (let letter = 0; letter < 'guide'.length; letter += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Lien' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Ajouter un lien' });
  await linkDialog.getByLabel('Adresse du lien').fill('https://exemple.km/guide');
  await linkDialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(linkDialog).toBeHidden();

  const link = editor(page).getByRole('link', { name: 'guide' });
  await expect(link).toHaveAttribute('href', 'https://exemple.km/guide');
  await expect(editor(page)).toBeFocused();
  const caret = await page.evaluate(() => {
    const selection = window.getSelection();
    const anchor = selection?.anchorNode;
    const linkElement = document.querySelector('[contenteditable="true"] a');
    if (!selection || !anchor || !linkElement) return null;
    return {
      collapsed: selection.isCollapsed,
      insideLink: linkElement.contains(anchor),
      afterLink:
        Boolean(linkElement.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING) ||
        (anchor === linkElement.parentNode && selection.anchorOffset > Array.from(anchor.childNodes).indexOf(linkElement)),
    };
  });
  expect(caret, 'caret right after the link').toEqual({ collapsed: true, insideLink: false, afterLink: true });
  // Still there once the dialog is gone for good: not handed back to the toolbar's button.
  await expect(toolbar.getByRole('button', { name: 'Lien' })).not.toBeFocused();
  await expect(editor(page)).toBeFocused();

  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: 'Insérer une image' }).click();
  await (await chooser).setFiles({ name: 'apres-lien.png', mimeType: 'image/png', buffer: pngImage(120, 80, [14, 116, 144]) });
  const imageDialog = page.getByRole('dialog', { name: 'Insérer une image' });
  await imageDialog.getByLabel('Texte alternatif').fill('Une image après le lien');
  await imageDialog.getByRole('button', { name: 'Insérer' }).click();
  await expect(imageDialog).toBeHidden();

  const picture = editor(page).getByRole('img', { name: 'Une image après le lien' });
  await expect(picture).toBeVisible();
  // The linked words are all still there, in their link, and the picture follows them.
  await expect(link).toHaveText('guide');
  await expect(editor(page).locator('p').first()).toContainText('Lisez le guide');
  const pictureFollowsLink = await link.evaluate(
    (anchor, image) => Boolean(image && anchor.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING),
    await picture.elementHandle(),
  );
  expect(pictureFollowsLink, 'the picture comes after the link').toBe(true);
});
