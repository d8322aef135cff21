// Accounts without a shell: a forgotten password recovered by e-mail, a moderator invited from the back-office,
// and a deactivated account whose open session ends at once.
import { randomInt } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { mailTo, passwordLinkIn } from './mail';
import { toastRegion, visitorTest as test } from './support';
import { ADMIN, signIn, uniqueTag } from './sessions';

/** A browser of its own, as another person's device, presenting its own client address. */
async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  const ip = `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': ip }, locale: 'fr-FR' });
  return { context, page: await context.newPage() };
}

async function choosePasswordAt(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(toastRegion(page)).toContainText('Mot de passe enregistré');
  await expect(page).toHaveURL(/\/login$/);
}

test('a promoter who forgot his password gets a link by e-mail, chooses a new one and signs in', async ({ page }) => {
  const tag = uniqueTag();
  const account = { full_name: `Oublieux ${tag}`, email: `oublieux-${tag}@exemple.km`, password: `ancien-${tag}` };
  expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: /^Mot de passe oublié/ }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByRole('button', { name: 'Recevoir un lien' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre messagerie' })).toBeVisible();

  const mail = await mailTo(account.email, /^Réinitialisation de votre mot de passe/);
  expect(mail.text).toContain('une heure');
  const link = passwordLinkIn(mail);
  const newPassword = `nouveau-${tag}`;
  await choosePasswordAt(page, link, newPassword);

  // The link served once; the old password is gone.
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe').fill(`encore-${tag}`);
  await page.getByLabel('Confirmez le mot de passe').fill(`encore-${tag}`);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lien inutilisable' })).toBeVisible();
  expect(
    (await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status(),
  ).toBe(401);

  await signIn(page, account.email, newPassword, /\/dashboard$/);
});

test('the administrator invites a moderator, who chooses a password and signs in; deactivated, his open session ends', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const invitee = { name: `Modérateur ${tag}`, email: `moderateur-${tag}@exemple.km`, password: `choisi-${tag}` };

  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Inviter un compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un compte' });
  await dialog.getByLabel('Nom').fill(invitee.name);
  await dialog.getByLabel('Adresse e-mail').fill(invitee.email);
  await dialog.getByLabel('Rôle').selectOption('moderator');
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();

  const done = page.getByRole('dialog', { name: 'Invitation créée' });
  await expect(done).toContainText('a reçu le lien par e-mail');
  const shownLink = await done.getByLabel('Lien à transmettre').inputValue();
  const mail = await mailTo(invitee.email, /^Invitation à rejoindre/);
  expect(passwordLinkIn(mail)).toBe(shownLink);
  await done.getByRole('button', { name: 'Terminé' }).click();
  await expect(page.getByRole('main').getByText('Invitation en attente').first()).toBeVisible();

  const moderator = await otherBrowser(browser, baseURL);
  await choosePasswordAt(moderator.page, shownLink, invitee.password);
  await signIn(moderator.page, invitee.email, invitee.password, /\/admin$/);
  await expect(moderator.page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');

  await page.reload();
  await page.getByRole('button', { name: `Désactiver ${invitee.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Désactiver ce compte ?' });
  await confirm.getByRole('button', { name: 'Désactiver le compte' }).click();
  await expect(toastRegion(page)).toContainText(`Le compte de ${invitee.name} est désactivé.`);

  // The moderator's browser still holds its cookie: the next page it opens sends it to sign in.
  await moderator.page.goto('/admin/messages');
  await expect(moderator.page).toHaveURL(/\/login\?retour=%2Fadmin%2Fmessages$/);
  expect((await moderator.page.request.get('/api/auth/me')).status()).toBe(401);
  await signIn(moderator.page, invitee.email, invitee.password);
  await expect(toastRegion(moderator.page)).toContainText('Erreur de connexion');
  await moderator.context.close();
});
