// The profile page end to end: a new name that survives a reload, a real avatar upload, a password change.
import { expect, type Page } from '@playwright/test';
import { toastRegion, visitorTest as test } from './support';
import { pngImage } from './images';
import { signIn, uniqueTag } from './sessions';

function newPromoter() {
  const tag = uniqueTag();
  return { full_name: `Profil ${tag}`, email: `profil-${tag}@exemple.km`, password: `secret-${tag}` };
}

async function openProfileAsNewPromoter(page: Page) {
  const account = newPromoter();
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status(), 'registration').toBe(201);
  await signIn(page, account.email, account.password, /\/dashboard$/);
  await page.getByRole('button', { name: account.full_name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Mon Profil');
  await expect(page.getByLabel('Nom complet')).toHaveValue(account.full_name);
  return account;
}

test('a new full name is saved, shown in the user menu and still there after a reload', async ({ page }) => {
  const account = await openProfileAsNewPromoter(page);
  await expect(page.getByLabel('Adresse e-mail')).toBeDisabled();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(account.email);

  const renamed = `${account.full_name} Said`;
  await page.getByLabel('Nom complet').fill(renamed);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastRegion(page)).toContainText('Profil mis à jour.');
  await expect(page.getByRole('button', { name: renamed, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nom complet')).toHaveValue(renamed);
});

test('a PNG avatar is uploaded and shown', async ({ page }) => {
  const account = await openProfileAsNewPromoter(page);
  await page.getByRole('button', { name: 'Télécharger' }).click();
  await expect(toastRegion(page)).toContainText('Vous devez sélectionner une image à télécharger.');

  await page.getByLabel("Changer l'avatar").setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: pngImage(64, 64, [12, 74, 110]),
  });
  await page.getByRole('button', { name: 'Télécharger' }).click();
  await expect(toastRegion(page)).toContainText('Photo de profil mise à jour.');

  const picture = page.getByRole('main').getByRole('img', { name: `Photo de profil de ${account.full_name}` });
  await expect(picture).toHaveAttribute('src', /^\/media\/avatars\/.+\.webp$/);
  await expect
    .poll(() => picture.evaluate((image) => ('naturalWidth' in image ? Number(image.naturalWidth) : 0)))
    .toBeGreaterThan(0);
  await expect(page.getByRole('banner').locator('img[src^="/media/avatars/"]')).toBeVisible();
});

test('a file that is not an image is refused with the server message', async ({ page }) => {
  await openProfileAsNewPromoter(page);
  await page.getByLabel("Changer l'avatar").setInputFiles({
    name: 'faux.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7 pas une image'),
  });
  await page.getByRole('button', { name: 'Télécharger' }).click();
  await expect(toastRegion(page)).toContainText('Erreur de téléchargement');
});

test('the password is changed, then works for the next sign-in', async ({ page }) => {
  const account = await openProfileAsNewPromoter(page);
  const newPassword = `${account.password}-nouveau`;

  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot-de-passe');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect.').first()).toBeVisible();

  await page.getByLabel('Mot de passe actuel').fill(account.password);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(toastRegion(page)).toContainText('Mot de passe modifié.');
  await expect(page.getByLabel('Mot de passe actuel')).toHaveValue('');

  await page.getByRole('button', { name: account.full_name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account.email, newPassword, /\/dashboard$/);
});
