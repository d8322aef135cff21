// The newsletter's subscribers end to end: the owner imports a small CSV of readers who consented, sees the counts
// and the rows, searches, exports the list and erases one reader.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { isPhone, takeTurn, toastRegion, visitorTest as test } from './support';
import { signInAsAdmin, uniqueTag } from './sessions';

// Still, so that axe never measures a colour halfway through an entrance.
test.use({ reducedMotion: 'reduce' });

/** No sideways scrolling, and nothing axe finds against WCAG 2.1 AA. */
async function expectFitsAndAccessible(page: Page) {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(scrollWidth, 'page width in px').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test('the owner imports readers, finds them, exports them and erases one', async ({ page }, testInfo) => {
  const tag = uniqueTag();
  const first = `lecteur-a-${tag}@exemple.km`;
  const second = `lecteur-b-${tag}@exemple.km`;
  // The phone run imports too: the counts are read and changed by one run at a time.
  const release = await takeTurn('newsletter-subscribers');
  try {
    await signInAsAdmin(page);
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Ouvrir le menu de navigation' }).click();
      await page.getByRole('dialog', { name: 'Administration' }).getByRole('link', { name: 'Abonnés' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    } else {
      await page.getByRole('navigation', { name: "Menu de l'administration" }).getByRole('link', { name: 'Abonnés' }).click();
    }
    await expect(page).toHaveURL(/\/admin\/newsletter$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Abonnés à la newsletter');
    const confirmedCount = page.getByLabel('Abonnés par statut').locator('div', { hasText: 'Confirmé' }).locator('dd');
    const confirmed = async () => Number((await confirmedCount.textContent())?.replace(/\s/g, '') ?? 'NaN');
    await expect(confirmedCount).toHaveText(/^\d/);
    const before = await confirmed();

    await page.getByRole('button', { name: 'Importer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des abonnés' });
    await dialog.getByLabel('Fichier CSV').setInputFiles({
      name: 'lecteurs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`email;lang\n${first};fr\n${second};en\n`),
    });
    await dialog.getByLabel(/Ils ont déjà donné leur accord/).check();
    await dialog.getByLabel('Votre déclaration de consentement').fill('Inscrits au salon du livre, accord écrit');
    await expectFitsAndAccessible(page);
    await dialog.getByRole('button', { name: 'Importer' }).click();
    const done = page.getByRole('dialog', { name: 'Import terminé' });
    await expect(done).toContainText('2 adresses ajoutées');
    await done.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(done).toBeHidden();
    // Readers confirming through the public form meanwhile may only add to it.
    await expect.poll(confirmed).toBeGreaterThanOrEqual(before + 2);

    await page.getByLabel('Rechercher une adresse').fill(tag);
    await expect(page.getByText('2 abonnés', { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(first)).toBeVisible();
    await expect(main.getByText(second)).toBeVisible();
    // The table keeps every column and action within a 1024 px screen; a phone gets cards.
    if (!isPhone(testInfo)) await page.setViewportSize({ width: 1024, height: 800 });
    const eraseSecond = page.getByRole('button', { name: `Supprimer ${second}` });
    await eraseSecond.scrollIntoViewIfNeeded();
    await expect(eraseSecond).toBeInViewport();
    await expectFitsAndAccessible(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporter (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^abonnes-tous-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(`${first},confirmed,fr,import,"Inscrits au salon du livre, accord écrit — `);

    await page.getByRole('button', { name: `Supprimer ${first}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(toastRegion(page)).toContainText('Abonné supprimé.');
    await expect(main.getByText(first)).toBeHidden();
    await expect(page.getByText('1 abonné', { exact: true })).toBeVisible();
  } finally {
    release();
  }
});
