// The owner makes the site his: he changes his name, portrait, WhatsApp number and a legal paragraph in the
// back-office and finds each on the public site, at every width, with no accessibility violation.
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pngImage } from './images';
import { isPhone, takeTurn, toastRegion, waitForPage } from './support';
import { signInAsAdmin } from './sessions';

test.use({ reducedMotion: 'reduce' });

async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

test('the owner changes his name, portrait, WhatsApp number and a legal paragraph and sees them on the site', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${Date.now() % 100_000}${randomInt(10, 99)}`;
  const name = `Awa Mzé ${isPhone(testInfo) ? 'Mobile' : 'Bureau'} ${tag}`;
  const digits = `336${tag.padStart(7, '0').slice(0, 7)}`;
  const phone = `+${digits.slice(0, 2)} ${digits.slice(2, 3)} ${digits.slice(3)}`;
  const paragraph = `Clause ajoutée par le propriétaire ${tag}.`;

  await signInAsAdmin(page);
  // The identity is one site-wide value: the two widths take turns instead of overwriting each other.
  const release = await takeTurn('owner-identity');
  const settings = await (await page.request.get('/api/admin/settings')).json();
  const privacy = (await (await page.request.get('/api/admin/legal/privacy')).json()).legal;
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Paramètres Généraux');
    await page.getByLabel('Votre nom').fill(name);
    await page.getByLabel('WhatsApp / téléphone').fill(phone);
    await page.getByLabel('Portrait — envoyer une image').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: pngImage(480, 480, [146, 64, 14]),
    });
    const preview = page.getByRole('group', { name: 'Portrait' }).getByRole('img');
    await expect(preview).toHaveAttribute('src', /^\/media\/.+\.webp$/);
    const portraitUrl = await preview.getAttribute('src');
    await expectNoAxeViolation(page);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toastRegion(page)).toContainText('Paramètres du site mis à jour.');
    await reloaded;
    await expect(page.getByLabel('Votre nom')).toHaveValue(name);

    await page.goto('/admin/legal');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Pages légales');
    const editor = page.locator('#legal-privacy-content');
    await expect(editor).toContainText('Vos droits');
    await expectNoAxeViolation(page);
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toastRegion(page)).toContainText('Page enregistrée.');

    await page.goto('/');
    await waitForPage(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name })).toBeVisible();
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${digits}`);
    await expect(footer.getByText(`${new Date().getFullYear()} ${name}. Tous droits réservés.`)).toBeVisible();
    const portrait = page.getByRole('img', { name: `Portrait de ${name}` });
    await expect(portrait).toHaveAttribute('src', portraitUrl!);
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolation(page);

    await page.goto('/politique-de-confidentialite');
    await waitForPage(page);
    await expect(page.getByRole('main').getByText(paragraph)).toBeVisible();
    // Today as the server writes the day of a stored instant: in UTC, whatever the visitor's time zone (the
    // browser here is in Indian/Comoro, where the day changes three hours earlier).
    const today = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    await expect(page.getByText(`Dernière mise à jour : ${today}`)).toBeVisible();
    await expectNoAxeViolation(page);
  } finally {
    try {
      const restoredSettings = await page.request.put('/api/admin/settings', { data: settings });
      const restoredPrivacy = await page.request.put('/api/admin/legal/privacy', {
        data: { content_html: privacy.content_html, content_json: privacy.content_json ?? undefined },
      });
      expect(restoredSettings.status(), 'settings restored').toBe(200);
      expect(restoredPrivacy.status(), 'policy restored').toBe(200);
    } finally {
      release();
    }
  }
});
