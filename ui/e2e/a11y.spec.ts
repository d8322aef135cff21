// Automated accessibility checks (axe) on the main public pages: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { FIRST_POST_SLUG, waitForPage } from './support';

test.use({ reducedMotion: 'reduce' });

const PAGES = [
  '/',
  '/blog',
  `/blog/${FIRST_POST_SLUG}`,
  '/parcours',
  '/activites',
  '/politique-de-confidentialite',
  '/conditions-d-utilisation',
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await waitForPage(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    expect(blocking).toEqual([]);
  });
}

test('the open chat panel has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);
  await page.getByRole('button', { name: "Ouvrir l'assistant" }).click();
  await expect(page.getByRole('dialog', { name: 'Assistant' }).getByText(/Bonjour et bienvenue/)).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => violation.id)).toEqual([]);
});
