// The home page, the header and the footer as a visitor meets them.
import { expect, test } from '@playwright/test';
import { contactDialog, isPhone, OWNER_NAME, SITE_TITLE, useHeaderItem, waitForPage } from './support';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);
});

test('shows every home section with the seeded texts', async ({ page }) => {
  await expect(page).toHaveTitle(SITE_TITLE);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    "Ensemble, faisons grandir l'entrepreneuriat africain des Comores au continent tout entier",
  );
  await expect(main.getByText(/j'accompagne les entrepreneurs et les organisations/)).toBeVisible();
  await expect(main.getByRole('img', { name: /.+/ }).first()).toBeVisible();

  const stats = main.getByRole('region', { name: 'Quelques chiffres' });
  await expect(stats.getByText('300+')).toBeVisible();
  await expect(stats.getByText('Entrepreneurs accompagnés')).toBeVisible();

  await expect(main.getByRole('heading', { level: 2, name: /^Ma mission/ })).toBeVisible();
  const services = main.locator('#services');
  await expect(services.getByRole('heading', { level: 2 })).toHaveText("Mes domaines d'intervention");
  await expect(services.getByRole('link')).toHaveCount(6);
  await expect(services.getByText('Tourisme durable')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: /Vous avez un projet/ })).toBeVisible();
});

test('hero, mission, call-to-action and every service card open the contact dialog', async ({ page }) => {
  const main = page.getByRole('main');
  const openers = [
    main.getByRole('link', { name: 'Parlons de votre projet' }),
    main.getByRole('link', { name: 'Travaillons ensemble' }),
    main.getByRole('link', { name: 'Prenons contact' }),
  ];
  const serviceCards = main.locator('#services').getByRole('link');
  for (let index = 0; index < 6; index += 1) openers.push(serviceCards.nth(index));

  for (const opener of openers) {
    await opener.click();
    await expect(contactDialog(page)).toBeVisible();
    // The dialog listens for Escape once it has taken the focus.
    await expect(contactDialog(page).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(contactDialog(page)).toBeHidden();
  }
});

test('the hero links to the blog', async ({ page }) => {
  await page.getByRole('main').getByRole('link', { name: 'Lire le blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('the header highlights the current page', async ({ page }, testInfo) => {
  await useHeaderItem(page, testInfo, 'link', 'Blog');
  await expect(page).toHaveURL(/\/blog$/);
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Accueil', exact: true })).not.toHaveAttribute('aria-current', 'page');
});

test('the header contact item opens the contact dialog', async ({ page }, testInfo) => {
  await useHeaderItem(page, testInfo, 'link', 'Contact');
  await expect(contactDialog(page)).toBeVisible();
});

test('a network without an address has no header icon and no visitor text mentions missing features', async ({
  page,
}, testInfo) => {
  if (isPhone(testInfo)) await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'LinkedIn (nouvel onglet)' })).toBeVisible();
  await expect(banner.getByRole('link', { name: /Instagram/ })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: /Instagram/ })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/pas encore implémentée|prochaine requête|🚀|🚧/);
});

test('the header profile links open in a new tab', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'the desktop header shows the icons directly');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'LinkedIn (nouvel onglet)' })).toHaveAttribute('target', '_blank');
  await expect(banner.getByRole('link', { name: 'X (Twitter) (nouvel onglet)' })).toHaveAttribute('target', '_blank');
  await expect(banner.getByRole('link', { name: /Collaborons/ })).toHaveAttribute('href', '/login');
});

test('the phone menu opens, navigates and closes after a choice', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the menu toggle only exists on narrow screens');
  const banner = page.getByRole('banner');
  const menu = banner.locator('#mobile-menu');
  await expect(menu).toBeHidden();

  await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Collaborons Ensemble' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');

  await menu.getByRole('link', { name: 'Mon Parcours' }).click();
  await expect(page).toHaveURL(/\/parcours$/);
  await expect(menu).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the footer links, filled-in social profiles and copyright', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: OWNER_NAME })).toBeVisible();

  const links = footer.getByRole('navigation', { name: 'Liens utiles' });
  for (const [name, href] of [
    ['Accueil', '/'],
    ['Blog', '/blog'],
    ['Mes Activités', '/activites'],
    ['Politique de Confidentialité', '/politique-de-confidentialite'],
    ["Conditions d'Utilisation", '/conditions-d-utilisation'],
  ]) {
    await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  const social = footer.getByRole('region', { name: 'Suivez-moi' });
  await expect(social.getByRole('link', { name: /nouvel onglet/ })).toHaveCount(3);
  await expect(social.getByRole('link', { name: 'Flux RSS du blog' })).toHaveAttribute('href', '/rss.xml');
  for (const name of ['Facebook', 'X (Twitter)', 'LinkedIn']) {
    await expect(social.getByRole('link', { name: `${name} (nouvel onglet)` })).toHaveAttribute('target', '_blank');
  }
  await expect(social.getByRole('link', { name: /Instagram|Wanzani/ })).toHaveCount(0);

  await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank');
  const year = new Date().getFullYear();
  await expect(footer.getByText(`© ${year} ${OWNER_NAME}. Tous droits réservés.`)).toBeVisible();

  await links.getByRole('link', { name: 'Mes Activités' }).click();
  await expect(page).toHaveURL(/\/activites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Activités' })).toBeVisible();
});
