// Social profiles saved in the settings show on the public site: each icon opens its address in a new tab.
import { expect, test, type Locator } from '@playwright/test';
import { isPhone, waitForPage } from './support';
import { ADMIN } from './sessions';

const INSTAGRAM = 'https://www.instagram.com/exemple.vitrine';

async function expectProfileLink(scope: Locator, name: string, href: string) {
  const link = scope.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
}

test('an Instagram address saved in the settings becomes a real link in the header and the footer', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'The site settings are shared: one browser size edits them, and both sizes are checked.');
  const signedIn = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(signedIn.status(), 'API sign-in').toBe(200);
  const original = await (await page.request.get('/api/admin/settings')).json();
  try {
    const saved = await page.request.put('/api/admin/settings', {
      data: { ...original, social: { ...original.social, instagram: INSTAGRAM } },
    });
    expect(saved.status(), 'settings saved').toBe(200);

    await page.goto('/');
    await waitForPage(page);
    await expectProfileLink(page.getByRole('banner'), 'Instagram (nouvel onglet)', INSTAGRAM);
    await expectProfileLink(page.getByRole('contentinfo'), 'Instagram (nouvel onglet)', INSTAGRAM);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expectProfileLink(page.locator('#mobile-menu'), 'Instagram (nouvel onglet)', INSTAGRAM);
  } finally {
    const restored = await page.request.put('/api/admin/settings', { data: original });
    expect(restored.status(), 'settings restored').toBe(200);
  }
});
