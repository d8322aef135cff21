// User management end to end: the administrator promotes a new promoter, who then signs in to the back-office.
import { expect, type Page } from '@playwright/test';
import { isPhone, toastRegion, visitorTest as test } from './support';
import { ADMIN, signIn, uniqueTag } from './sessions';

async function openUsersPage(page: Page, phone: boolean) {
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  if (phone) {
    await page.getByRole('button', { name: 'Ouvrir le menu de navigation' }).click();
    await page.getByRole('dialog', { name: 'Administration' }).getByRole('link', { name: 'Utilisateurs' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: "Menu de l'administration" }).getByRole('link', { name: 'Utilisateurs' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Utilisateurs');
}

test('the administrator promotes a promoter to moderator, who then lands in the back-office', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const tag = uniqueTag();
  const account = { full_name: `Futur modérateur ${tag}`, email: `modo-${tag}@exemple.km`, password: `secret-${tag}` };
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status(), 'registration').toBe(201);

  await openUsersPage(page, isPhone(testInfo));
  const role = page.getByRole('combobox', { name: `Rôle de ${account.full_name}` });
  await expect(role).toHaveValue('promoter');
  await role.selectOption('moderator');
  await expect(toastRegion(page)).toContainText('Rôle mis à jour.');
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Rôle de ${account.full_name}` })).toHaveValue('moderator');

  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp } });
  const moderatorPage = await context.newPage();
  await signIn(moderatorPage, account.email, account.password, /\/admin$/);
  await expect(moderatorPage.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  await moderatorPage.goto('/admin/users');
  await expect(moderatorPage).toHaveURL(/\/admin$/);
  await context.close();
});

test('the last super administrator cannot be demoted, and the choice goes back', async ({ page }, testInfo) => {
  await openUsersPage(page, isPhone(testInfo));
  const role = page.getByRole('combobox', { name: 'Rôle de Ahmed Said Mohamed' });
  await expect(role).toHaveValue('super_admin');
  await role.selectOption('promoter');
  await expect(toastRegion(page)).toContainText('Impossible de retirer le rôle du dernier super administrateur.');
  await expect(role).toHaveValue('super_admin');
});
