// Staff two-factor sign-in end to end: a moderator sets it up from « Mon Profil » (the test computes the app's codes
// from the key shown for typing by hand), then signs in with a code, with a recovery code, and cannot use that
// recovery code twice; and the super administrator's requirement sends a moderator to the set-up before /admin.
import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { ownServer } from './own-server';
import { toastRegion, visitorTest as test } from './support';
import {
  ADMIN,
  expectLanding,
  promoteToModerator,
  registerPromoter,
  signInThroughApi,
  submitLoginForm,
  uniqueTag,
} from './sessions';

/** RFC 4648 base32, as the key is shown (in groups of four). */
function decodeBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let buffer = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/\s/g, '')) {
    buffer = (buffer << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The code an authenticator app shows during 30-second step `step` (RFC 6238, HMAC-SHA1, 6 digits). */
function totp(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const nowStep = () => Math.floor(Date.now() / 30_000);

/** Sets up two-factor sign-in on the profile page `page` shows; the key and the recovery codes. */
async function setUp(page: Page): Promise<{ key: Buffer; codes: string[]; step: number }> {
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = decodeBase32((await page.getByTestId('two-factor-key').textContent()) ?? '');
  expect(key.length).toBe(20);
  const step = nowStep();
  await page.getByLabel('Code à 6 chiffres').fill(totp(key, step));
  await page.getByRole('button', { name: 'Activer', exact: true }).click();
  const list = page.getByRole('list', { name: 'Codes de récupération' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: "J'ai mis mes codes en lieu sûr" }).click();
  return { key, codes, step };
}

async function signOutThroughApi(page: Page) {
  // From a public page: a back-office page's own requests, answered 401 once signed out, would
  // take it to the sign-in page while the test goes there itself.
  await page.goto('/');
  expect((await page.request.post('/api/auth/logout')).status()).toBe(204);
  // What the app remembers of the session goes with it, once the page in the middle of loading has loaded.
  await expect(() => page.evaluate('window.localStorage.clear()')).toPass();
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitLoginForm(page, email, password);
  await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
}

test('a moderator sets up two-factor sign-in, then signs in with a code and with a single-use recovery code', async ({
  page,
  request,
}) => {
  // Four sign-ins and a set-up: longer than one page's journey.
  test.setTimeout(120_000);
  await signInThroughApi(request, ADMIN);
  const account = await registerPromoter(page.request, 'Modérateur 2FA');
  await promoteToModerator(request, account.email);

  await page.goto('/login');
  await submitLoginForm(page, account.email, account.password);
  await expectLanding(page, /\/admin$/);
  await page.goto('/admin/profile');
  const section = page.getByRole('region', { name: 'Double authentification' });
  await expect(section).toContainText("La double authentification n'est pas activée.");
  const { key, codes, step } = await setUp(page);
  await expect(section).toContainText('Il vous reste 10 codes de récupération.');

  await signOutThroughApi(page);
  await passwordStep(page, account.email, account.password);
  const code = page.getByLabel('Code à 6 chiffres');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(totp(key, step + 1));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expectLanding(page, /\/admin$/);

  await signOutThroughApi(page);
  await passwordStep(page, account.email, account.password);
  await page.getByRole('button', { name: 'Utiliser un code de récupération' }).click();
  await page.getByLabel('Code de récupération').fill(codes[0]);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expectLanding(page, /\/admin$/);

  await signOutThroughApi(page);
  await passwordStep(page, account.email, account.password);
  await page.getByRole('button', { name: 'Utiliser un code de récupération' }).click();
  await page.getByLabel('Code de récupération').fill(codes[0]);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(toastRegion(page)).toContainText('Code incorrect ou déjà utilisé.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the requirement sends a moderator to the set-up before the back-office', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 4180) + 300 + testInfo.workerIndex;
  // Turning the requirement on would hold back the shared server's administrator, whom the other specs sign in as.
  const server = await ownServer(port);
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    const tag = uniqueTag();
    const account = { full_name: `Modérateur ${tag}`, email: `modo-${tag}@exemple.km`, password: `secret-${tag}` };
    const registered = await page.request.post('/api/auth/register', { data: account });
    expect(registered.status()).toBe(201);

    await page.goto('/login');
    await submitLoginForm(page, ADMIN.email, ADMIN.password);
    await expectLanding(page, /\/admin$/);
    await promoteToModerator(page.request, account.email);
    await page.goto('/admin/users');
    const requirement = page.getByRole('switch', { name: "Exiger la double authentification pour l'équipe" });
    await expect(requirement).toHaveAccessibleDescription(/Les promoteurs ne sont pas concernés/);
    await requirement.check();
    // The administrator has no two-factor sign-in either: he is sent to set it up, and can.
    await expect(page).toHaveURL(/\/admin\/double-authentification$/);
    await setUp(page);
    await expectLanding(page, /\/admin$/);

    await signOutThroughApi(page);
    await page.goto('/login');
    await submitLoginForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/admin\/double-authentification$/);
    await expect(page.getByRole('heading', { name: 'Activez la double authentification' })).toBeVisible();
    const refused = await page.request.get('/api/admin/stats');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('two_factor_required');
    await page.goto('/admin/dossiers');
    await expect(page).toHaveURL(/\/admin\/double-authentification$/);
    await setUp(page);
    await expectLanding(page, /\/admin$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  } finally {
    await context.close();
    server.stop();
  }
});
