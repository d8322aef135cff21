// Automated accessibility checks (axe) on the main public pages: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES, chatLauncher, waitForPage } from './support';

test.use({ reducedMotion: 'reduce' });

for (const path of PUBLIC_PAGES) {
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
  await chatLauncher(page).click();
  await expect(page.getByRole('dialog', { name: 'Assistant' }).getByText(/Bonjour et bienvenue/)).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => violation.id)).toEqual([]);
});

/** Every violation, whatever its impact, with the label-in-name check axe only runs when asked. */
async function allViolations(page: Page) {
  const standard = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const labelInName = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return [...standard.violations, ...labelInName.violations].map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

test('the contact dialog opened at /#contact, with its field errors, has no accessibility violation', async ({ page }) => {
  await page.goto('/#contact');
  const dialog = page.getByRole('dialog', { name: 'Contactez-moi' });
  await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(dialog.getByLabel('Nom complet')).toHaveAttribute('aria-invalid', 'true');
  expect(await allViolations(page)).toEqual([]);
});

test('the not-found state of an unknown article has no accessibility violation', async ({ page }) => {
  await page.goto('/blog/un-article-qui-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
});

test('the home page header has no accessibility violation', async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);
  expect(await allViolations(page)).toEqual([]);
});
