// The profile page end to end: a new name that survives a reload, a real avatar upload, a password change.
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { toastRegion, visitorTest as test } from './support';
import { signIn, uniqueTag } from './sessions';

function newPromoter() {
  const tag = uniqueTag();
  return { full_name: `Profil ${tag}`, email: `profil-${tag}@exemple.km`, password: `secret-${tag}` };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small opaque RGB PNG filled with one colour, written by hand so the test needs no image library. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
    buffer: solidPng(64, 64, [12, 74, 110]),
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
