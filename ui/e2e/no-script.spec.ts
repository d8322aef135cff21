// A visitor whose browser runs no JavaScript reads, navigates, filters and searches the whole public site.
import { expect } from '@playwright/test';
import { FIRST_POST_SLUG, PUBLIC_PAGES, PUBLISHED_POSTS, isPhone, visitorTest as test } from './support';

test.use({ javaScriptEnabled: false });

test('every public page shows its content, its navigation and its footer', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mes Activités' }), path).toBeVisible();
  }
});

test('the header and the footer lead from page to page', async ({ page }, testInfo) => {
  await page.goto('/');
  // A phone's menu needs script to open: there the footer's links lead on.
  const links = isPhone(testInfo)
    ? page.getByRole('navigation', { name: 'Liens utiles' })
    : page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
  await links.getByRole('link', { name: 'Mon Parcours', exact: true }).click();
  await expect(page).toHaveURL(/\/parcours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Parcours' })).toBeVisible();
});

test('the blog filters by category and pages through links', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Filtrer par catégorie' }).getByRole('link', { name: 'Innovation' }).click();
  await expect(page).toHaveURL(/categorie=Innovation/);
  const main = page.getByRole('main');
  for (const post of PUBLISHED_POSTS) {
    const title = main.getByRole('link', { name: post.title });
    if (post.category === 'Innovation') await expect(title).toBeVisible();
    else await expect(title).toHaveCount(0);
  }
  await page.getByRole('navigation', { name: 'Filtrer par catégorie' }).getByRole('link', { name: 'Tous' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const past = await page.goto('/blog?page=2');
  expect(past?.status(), 'six posts fit on one page').toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});

test('the blog searches with its plain form', async ({ page }) => {
  await page.goto('/blog');
  await page.getByLabel('Rechercher un article').fill('tourisme durable');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/q=tourisme/);
  const main = page.getByRole('main');
  await expect(main.getByText(/articles? trouvés?/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Tourisme durable aux Comores : un potentiel à révéler' })).toBeVisible();
});

test('an article is read whole and shared by links', async ({ page }) => {
  await page.goto(`/blog/${FIRST_POST_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_POSTS[0].title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Partager sur LinkedIn (nouvel onglet)' })).toHaveAttribute(
    'href',
    /linkedin\.com\/sharing/,
  );
  await expect(page.getByRole('heading', { name: 'Articles similaires' })).toBeVisible();
});

test('the contact page sends a message with its plain form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Écrivez-moi' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez remplir tous les champs.');
  await page.getByLabel('Nom complet').fill('Awa Mzé');
  await page.getByLabel('Adresse e-mail').fill('awa@exemple.km');
  await page.getByLabel('Votre projet en quelques lignes').fill('Un projet de coopérative à Mohéli.');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('status')).toContainText('Message envoyé');
});
