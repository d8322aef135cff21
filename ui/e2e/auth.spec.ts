// Accounts end to end: registration, sign-in by role, the route guard and sign-out, against the real server.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { OWNER_NAME, toastRegion, spinners, visitorTest as test } from './support';
import { mailTo } from './mail';
import { ADMIN, confirmAddress, expectLanding, submitLoginForm, uniqueTag } from './sessions';

function newPromoter() {
  const tag = uniqueTag();
  return { full_name: `Promoteur ${tag}`, email: `promoteur-${tag}@exemple.km`, password: `secret-${tag}` };
}

async function registerThroughApi(page: Page, account: ReturnType<typeof newPromoter>) {
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status(), 'registration').toBe(201);
}

function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

test('a new promoter registers, signs in and reaches the promoter space', async ({ page }) => {
  const account = newPromoter();
  await page.goto('/register');
  await page.getByLabel('Nom complet').fill(account.full_name);
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: "S'inscrire" }).click();

  await expect(toastRegion(page)).toContainText('Inscription réussie !');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(toastRegion(page)).toContainText('Connexion réussie !');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('Tableau de bord');
  await expect(page.getByRole('main')).toContainText(`Bienvenue, ${account.full_name}`);
  await expect(page.getByRole('button', { name: account.full_name, exact: true })).toBeVisible();
});

test('registering a taken e-mail answers as any sign-up does and tells the holder by e-mail', async ({ page }) => {
  const account = newPromoter();
  await registerThroughApi(page, account);
  await confirmAddress(page.request, account.email);
  await page.goto('/register');
  await page.getByLabel('Nom complet').fill('Quelqu’un d’autre');
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(`autre-${account.password}`);
  await page.getByRole('button', { name: "S'inscrire" }).click();

  await expect(toastRegion(page)).toContainText('Inscription réussie !');
  await expect(toastRegion(page)).toContainText(`Un lien de confirmation vient de partir vers ${account.email}`);
  const told = await mailTo(account.email, /^Vous avez déjà un compte/);
  expect(told.text).toContain('/mot-de-passe-oublie');
  expect((await page.request.post('/api/auth/login', { data: account })).status(), 'the holder keeps the account').toBe(200);
});

test('the administrator signs in and lands in the back-office', async ({ page }) => {
  await page.goto('/login');
  await submitLoginForm(page, ADMIN.email, ADMIN.password);
  await expectLanding(page, /\/admin$/);
  await expect(mainHeading(page)).toHaveText('Tableau de bord');
  await expect(page.getByRole('main')).toContainText(`Bienvenue, ${OWNER_NAME}`);
  await expect(page.getByRole('main').getByRole('link', { name: /Gérer les utilisateurs/ })).toBeVisible();
});

test('a wrong password shows the sign-in error', async ({ page }) => {
  await page.goto('/login');
  await submitLoginForm(page, ADMIN.email, 'pas-le-bon-mot-de-passe');
  await expect(toastRegion(page)).toContainText('Erreur de connexion');
  await expect(toastRegion(page)).toContainText('Adresse e-mail ou mot de passe incorrect.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});

test('a promoter who types /admin is sent to the promoter space', async ({ page }) => {
  const account = newPromoter();
  await registerThroughApi(page, account);
  await page.goto('/login');
  await submitLoginForm(page, account.email, account.password);
  await expectLanding(page, /\/dashboard$/);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('Tableau de bord');
});

test('a visitor asking for /admin/users signs in and comes back to it', async ({ page }) => {
  await page.goto('/admin/users');
  // The sign-in page remembers where the visitor was going.
  await expect(page).toHaveURL(/\/login\?retour=%2Fadmin%2Fusers$/);
  await submitLoginForm(page, ADMIN.email, ADMIN.password);
  await expectLanding(page, /\/admin\/users$/);
  await expect(mainHeading(page)).toHaveText('Utilisateurs');
});

test('an open session skips the login form', async ({ page }) => {
  const account = newPromoter();
  await registerThroughApi(page, account);
  await page.goto('/login');
  await submitLoginForm(page, account.email, account.password);
  await expectLanding(page, /\/dashboard$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out says so, and the promoter space then asks to sign in again', async ({ page }) => {
  const account = newPromoter();
  await registerThroughApi(page, account);
  await page.goto('/login');
  await submitLoginForm(page, account.email, account.password);
  await expectLanding(page, /\/dashboard$/);

  await page.getByRole('button', { name: account.full_name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(toastRegion(page)).toContainText('Vous avez été déconnecté.');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?retour=%2Fdashboard$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/login', '/register']) {
    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(blocking.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }

  test('the back-office, its profile page and the user menu have no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, ADMIN.email, ADMIN.password);
    await expectLanding(page, /\/admin$/);
    for (const path of ['/admin', '/admin/profile', '/admin/users']) {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      await expect(spinners(page)).toHaveCount(0);
      if (path === '/admin') await page.locator('header button[aria-haspopup="menu"]').click();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(blocking.map((violation) => `${path} ${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
    }
  });
});
