// The owner picks a service's icon and sends the call to action to his booking page, then sees both on the home page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { HOME_CONTENT_TURN, isPhone, spinners, takeTurn, toastRegion, visitorTest as test, waitForPage } from './support';
import { ADMIN, signIn } from './sessions';

const BOOKING = 'https://cal.com/exemple/30min';

/** Every axe violation, whatever its impact, inside `selector`. */
async function violations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target) }));
}

test('a picked icon and a booking link show on the public home page', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'The home content is shared: one browser size edits it.');
  const release = await takeTurn(HOME_CONTENT_TURN);
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  const original = await (await page.request.get('/api/admin/content')).json();
  try {
    await page.goto('/admin/site-content');
    await expect(spinners(page)).toHaveCount(0);
    const icons = page.getByRole('group', { name: 'Service 1' }).getByRole('radiogroup', { name: 'Icône' });
    await icons.getByRole('radio', { name: 'Lancement (fusée)' }).check();
    await expect(icons).toContainText('Icône choisie : Lancement (fusée).');
    await page.keyboard.press('ArrowRight');
    await expect(icons.getByRole('radio', { name: 'Droit (balance)' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(icons.getByRole('radio', { name: 'Lancement (fusée)' })).toBeChecked();

    const main = page.getByRole('group', { name: 'Bouton principal' });
    await main.getByLabel('Texte du bouton').fill('Réserver un appel');
    await main.getByRole('radio', { name: 'Page de réservation (Calendly, Cal.com…)' }).check();
    await main.getByLabel('Adresse de la page de réservation').fill(BOOKING);
    expect(await violations(page, '#content-services')).toEqual([]);
    expect(await violations(page, '#content-cta')).toEqual([]);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toastRegion(page)).toContainText('Contenu du site mis à jour.');

    await page.goto('/');
    await waitForPage(page);
    const firstService = page.locator('#services li').first();
    await expect(firstService.locator('svg.lucide-rocket')).toHaveCount(1);
    const booking = page.getByRole('link', { name: 'Réserver un appel (nouvel onglet)' });
    await expect(booking).toHaveAttribute('href', BOOKING);
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', 'noopener');
    await expect(booking).not.toHaveAttribute('data-contact');
    expect(await violations(page, 'main')).toEqual([]);
  } finally {
    try {
      const restored = await page.request.put('/api/admin/content', { data: original });
      expect(restored.status(), 'content restored').toBe(200);
    } finally {
      release();
    }
  }
});

test('on a phone the icon and button choices fit the screen and keep their tap size', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'The phone layout.');
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await page.goto('/admin/site-content');
  await expect(spinners(page)).toHaveCount(0);
  const icons = page.getByRole('group', { name: 'Service 1' }).getByRole('radiogroup', { name: 'Icône' });
  const rocket = icons.getByRole('radio', { name: 'Lancement (fusée)' });
  await expect(rocket).toBeAttached();
  await expect.poll(async () => (await rocket.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(44);
  const main = page.getByRole('group', { name: 'Bouton principal' });
  await main.getByRole('radio', { name: 'Page de réservation (Calendly, Cal.com…)' }).check();
  await expect(main.getByLabel('Adresse de la page de réservation')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
