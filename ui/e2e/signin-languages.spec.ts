// A visitor who reads the site in English or Arabic signs up and in in his language: the header's link leads to the
// sign-in pages at their own addresses, their links stay in the language, the address-confirmation e-mail links to
// the English page, and the promoter space speaks the account's language (right to left in Arabic). The demo turns
// English and Arabic on; nothing here changes the settings.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { SIGN_IN_ADDRESSES } from '../src/generated/pages';
import english from '../src/locales/en/auth.json' with { type: 'json' };
import arabic from '../src/locales/ar/auth.json' with { type: 'json' };
import englishCommon from '../src/locales/en/common.json' with { type: 'json' };
import arabicCommon from '../src/locales/ar/common.json' with { type: 'json' };
import englishPromoter from '../src/locales/en/promoter.json' with { type: 'json' };
import englishProfile from '../src/locales/en/profile.json' with { type: 'json' };
import arabicPromoter from '../src/locales/ar/promoter.json' with { type: 'json' };
import { mailTo } from './mail';
import { signIn, uniqueTag } from './sessions';
import { isPhone, toastRegion, visitorTest as test } from './support';

type Common = typeof englishCommon;

function newPromoter(label: string) {
  const tag = uniqueTag();
  return { full_name: `${label} ${tag}`, email: `${label.toLowerCase()}-${tag}@exemple.km`, password: `secret-${tag}` };
}

/** Follows the header's call to collaborate, through the phone menu on narrow screens. */
async function followHeaderSignIn(page: Page, testInfo: TestInfo, texts: Common) {
  const banner = page.getByRole('banner');
  if (isPhone(testInfo)) {
    await banner.getByRole('button', { name: texts.header.openMenu }).click();
    await banner.locator('#mobile-menu').getByRole('link', { name: texts.header.collaborateMobile }).click();
  } else {
    await banner.getByRole('link', { name: texts.header.collaborate, exact: true }).click();
  }
}

async function expectLanguage(page: Page, lang: 'en' | 'ar') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

test('an English visitor signs up from the English header and lands in an English promoter space', async ({ page }, testInfo) => {
  const account = newPromoter('Ann');
  await page.goto('/en');
  await followHeaderSignIn(page, testInfo, englishCommon);
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_ADDRESSES.login.en}$`));
  await expectLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: english.login.title })).toBeVisible();

  // Between the sign-in pages, the app keeps to English addresses.
  await page.getByRole('link', { name: english.login.forgotPassword }).first().click();
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_ADDRESSES.forgotPassword.en}$`));
  await page.goBack();
  await page.getByRole('link', { name: english.login.createAccount }).click();
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_ADDRESSES.register.en}$`));
  await expect(page.getByRole('heading', { level: 1, name: english.register.title })).toBeVisible();

  await page.getByLabel(english.fields.fullName).fill(account.full_name);
  await page.getByLabel(english.fields.email).fill(account.email);
  await page.getByLabel(english.fields.password).fill(account.password);
  await page.getByRole('button', { name: english.register.submit }).click();
  await expect(toastRegion(page)).toContainText(english.register.success);
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_ADDRESSES.login.en}$`));

  // The confirmation e-mail links to the English page, which confirms the address in English.
  const mail = await mailTo(account.email, /^Confirm your email address/);
  const link = /https?:\/\/[^\s"<>]+\/en\/confirm-address\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  await page.getByLabel(english.fields.password).fill(account.password);
  await page.getByRole('button', { name: english.login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLanguage(page, 'en');
  await expect(page.getByRole('main')).toContainText(englishPromoter.dashboard.welcome.replace('{{name}}', account.full_name));

  await page.goto(new URL(link!).pathname);
  await expectLanguage(page, 'en');
  await page.getByRole('button', { name: english.confirmEmail.submit }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(english.confirmEmail.doneTitle);
});

test('an Arabic visitor reads the sign-in pages and his space right to left', async ({ page }, testInfo) => {
  const account = newPromoter('Ali');
  await page.goto('/ar');
  await followHeaderSignIn(page, testInfo, arabicCommon);
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_ADDRESSES.login.ar}$`));
  await expectLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: arabic.login.title })).toBeVisible();
  // The switcher leads to the same sign-in page in the other languages.
  const switcher = page.getByRole('banner').locator('a[hreflang="en"]').first();
  await expect(switcher).toHaveAttribute('href', new RegExp(`${SIGN_IN_ADDRESSES.login.en}$`));

  await page.getByRole('link', { name: arabic.login.createAccount }).click();
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_ADDRESSES.register.ar}$`));
  await page.getByLabel(arabic.fields.fullName).fill(account.full_name);
  await page.getByLabel(arabic.fields.email).fill(account.email);
  await page.getByLabel(arabic.fields.password).fill(account.password);
  await page.getByRole('button', { name: arabic.register.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_ADDRESSES.login.ar}$`));
  await page.getByLabel(arabic.fields.password).fill(account.password);
  await page.getByRole('button', { name: arabic.login.submit }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLanguage(page, 'ar');
  await expect(page.getByRole('main')).toContainText(arabicPromoter.dashboard.welcome.replace('{{name}}', account.full_name));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
});

test('a promoter chooses English on his profile and his space speaks it', async ({ page }) => {
  const account = newPromoter('Awa');
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status(), 'registration').toBe(201);
  await signIn(page, account.email, account.password, /\/dashboard$/);
  await page.goto('/dashboard/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Langue de votre espace et de vos e-mails').selectOption('en');
  await page.getByRole('button', { name: 'Changer de langue' }).click();

  await expectLanguage(page, 'en');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(toastRegion(page)).toContainText(englishProfile.language.success);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(englishProfile.title);
  await expect(page.getByLabel(englishProfile.language.label)).toHaveValue('en');
});
