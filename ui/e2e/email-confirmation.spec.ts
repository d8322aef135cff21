// A promoter who signs up while the site sends e-mail confirms the address before submitting a dossier: refused
// first, the link opened from the mail, then accepted.
import { expect } from '@playwright/test';
import { confirmationTokenIn, mailTo } from './mail';
import { toastRegion, visitorTest as test } from './support';
import { signIn, uniqueTag } from './sessions';

test('a new promoter confirms the address from the mailed link, then submits a dossier', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const account = { full_name: `Nouvelle ${tag}`, email: `nouvelle-${tag}@exemple.km`, password: `secret-${tag}` };
  await page.goto('/register');
  await page.getByLabel('Nom complet').fill(account.full_name);
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(toastRegion(page)).toContainText(`Un lien de confirmation vient de partir vers ${account.email}`);
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, account.email, account.password, /\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Confirmez votre adresse e-mail' });
  await expect(banner).toBeVisible();

  const title = `Séchoir solaire ${tag}`;
  await page.getByRole('main').getByRole('link', { name: 'Nouveau Dossier' }).click();
  await page.getByLabel('Titre du dossier').fill(title);
  await page.getByLabel('Description du projet').fill('Sécher les fruits au soleil.');
  await page.getByRole('button', { name: 'Soumettre le dossier' }).click();
  await expect(toastRegion(page)).toContainText("Confirmez d'abord votre adresse e-mail");

  const token = confirmationTokenIn(await mailTo(account.email, /^Confirmez votre adresse e-mail/));
  await page.goto(`/confirmer-adresse/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmez votre adresse e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adresse confirmée' })).toBeVisible();
  await page.getByRole('link', { name: 'Aller à mon tableau de bord' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Nouveau Dossier' }).click();
  await page.getByLabel('Titre du dossier').fill(title);
  await page.getByLabel('Description du projet').fill('Sécher les fruits au soleil.');
  await page.getByRole('button', { name: 'Soumettre le dossier' }).click();
  await expect(toastRegion(page)).toContainText('Votre dossier a été soumis.');
  await expect(page).toHaveURL(/\/dashboard$/);
});
