// The owner turns English on in Paramètres, translates the home page's hero title under the English tab of the site
// content, and the English home page at /en shows it while the French one keeps the French title.
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { isPhone, takeTurn, toastRegion, waitForPage } from './support';
import { signInAsAdmin } from './sessions';

const HERO = 'content:home_hero';

test('the owner turns English on, translates the hero title, and /en shows it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const title = `Growing together ${isPhone(testInfo) ? 'on the phone' : 'at the desk'} ${Date.now() % 100_000}${randomInt(10, 99)}`;
  await signInAsAdmin(page);
  // The languages are one site-wide setting: the two widths, and the other owner journeys, take turns.
  const release = await takeTurn('owner-identity');
  const settings = await (await page.request.get('/api/admin/settings')).json();
  const english = await (await page.request.get('/api/admin/translations/en')).json();
  try {
    const frenchOnly = await page.request.put('/api/admin/settings', {
      data: { ...settings, languages: { ...settings.languages, en: false } },
    });
    expect(frenchOnly.status(), 'English turned off to start').toBe(200);
    expect((await page.request.get('/en')).status(), 'no English pages while English is off').toBe(404);

    await page.goto('/admin/settings');
    const languages = page.getByRole('region', { name: 'Langues' });
    await expect(languages.getByRole('switch', { name: 'Français' })).toBeChecked();
    const englishSwitch = languages.getByRole('switch', { name: 'English' });
    await expect(englishSwitch).not.toBeChecked();
    await englishSwitch.check();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toastRegion(page)).toContainText('Paramètres du site mis à jour.');
    await reloaded;
    await expect(page.getByRole('region', { name: 'Langues' }).getByRole('switch', { name: 'English' })).toBeChecked();

    await page.goto('/admin/site-content');
    const tabs = page.getByRole('tablist', { name: 'Langue des textes' });
    await tabs.getByRole('tab', { name: 'English' }).click();
    await expect(tabs.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    const heroTitle = page.getByLabel('Titre — première partie').filter({ visible: true });
    await expect(heroTitle).toHaveAttribute('lang', 'en');
    await expect(heroTitle).toHaveAttribute('placeholder', 'Ensemble, faisons grandir');
    await heroTitle.fill(title);
    await page.getByRole('button', { name: 'Enregistrer la traduction' }).click();
    await expect(toastRegion(page)).toContainText('Traduction enregistrée.');

    await page.goto('/en');
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(title);
    await page.goto('/');
    await waitForPage(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Ensemble, faisons grandir');
    await expect(page.getByRole('main')).not.toContainText(title);
  } finally {
    try {
      const restoredSettings = await page.request.put('/api/admin/settings', { data: settings });
      expect(restoredSettings.status(), 'settings restored').toBe(200);
      const hero = `/api/admin/translations/en/${encodeURIComponent(HERO)}`;
      const restoredHero = english[HERO]
        ? await page.request.put(hero, { data: english[HERO] })
        : await page.request.delete(hero);
      expect(restoredHero.ok(), 'hero translation restored').toBe(true);
    } finally {
      release();
    }
  }
});
