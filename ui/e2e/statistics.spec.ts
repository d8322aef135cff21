// The owner's statistics, seeded through the visit beacon with chosen browsers: each table of the screen, the search
// that found nothing marked in words, the devices, another period chosen with the keyboard, the CSV download, the
// phone width and axe. Beacons from the test browser itself are a headless robot's: they count nothing.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './sessions';
import { FIRST_POST_SLUG, PUBLISHED_POSTS } from './support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let address = 0;

async function beacon(request: APIRequestContext, agent: string, data: object): Promise<void> {
  address += 1;
  const response = await request.post('/api/visits', {
    headers: { 'user-agent': agent, 'x-forwarded-for': `10.24.${Math.floor(address / 250)}.${(address % 250) + 1}` },
    data,
  });
  expect(response.status()).toBe(204);
}

test('the statistics screen answers with the seeded visits, and exports them', async ({ page, request }) => {
  const tag = `s${uniqueTag().replace(/\D/g, '')}`;
  const referrer = `${tag}.example`;
  const missing = `${tag} introuvable`;
  await Promise.all([
    beacon(request, IPHONE, { path: '/', referrer: `https://www.${referrer}/liens?source=secret` }),
    beacon(request, IPHONE, { path: '/', referrer: `https://${referrer}/` }),
    beacon(request, ANDROID_TABLET, { path: `/blog/${FIRST_POST_SLUG}` }),
    beacon(request, DESKTOP, { path: `/blog?q=${encodeURIComponent(`  ${missing.toUpperCase()} `)}` }),
    beacon(request, DESKTOP, { path: `/blog?q=${encodeURIComponent(`=${tag}`)}` }),
    beacon(request, DESKTOP, { path: '/blog?q=comores' }),
  ]);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Voir toutes les statistiques' }).click();
  await expect(page).toHaveURL(/\/admin\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');

  const referrers = page.getByRole('table', { name: 'Sites référents' });
  await expect(referrers.getByRole('row', { name: new RegExp(`^${referrer} 2$`) })).toBeVisible();
  const searches = page.getByRole('table', { name: 'Recherches sur le blog' });
  const unanswered = searches.getByRole('row').filter({ hasText: missing });
  await expect(unanswered).toContainText('aucun résultat');
  await expect(searches.getByRole('row', { name: /^comores \d+ trouvé$/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Articles les plus lus' }).getByRole('link', { name: PUBLISHED_POSTS[0].title }),
  ).toHaveAttribute('href', `/blog/${FIRST_POST_SLUG}`);
  await expect(
    page.getByRole('table', { name: 'Pages les plus vues' }).getByRole('rowheader', { name: '/', exact: true }),
  ).toBeVisible();
  const devices = page.getByRole('list', { name: 'Répartition des visiteurs par appareil' });
  for (const device of ['Téléphone', 'Tablette', 'Ordinateur']) {
    await expect(devices.getByRole('listitem').filter({ hasText: device })).toContainText('%');
  }

  // Nothing spills sideways at a phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statistiques-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFJour;Pages vues;Visiteurs\r\n')).toBe(true);
  expect(csv).toContain(`\r\n${referrer};2\r\n`);
  expect(csv).toContain(`\r\n${missing};1;aucun résultat\r\n`);
  expect(csv).toContain(`\r\n'=${tag};1;aucun résultat\r\n`);

  // Another period, with the keyboard alone.
  const week = page.getByRole('button', { name: '7 jours' });
  await week.focus();
  await page.keyboard.press('Enter');
  await expect(week).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/period=7d/);
  await expect(referrers.getByRole('row', { name: new RegExp(`^${referrer} 2$`) })).toBeVisible();

  await page.getByRole('button', { name: 'Personnalisée' }).click();
  await page.getByLabel('Du', { exact: true }).fill('2020-01-01');
  await page.getByLabel('Au', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByText("Aucun visiteur venu d'un autre site sur cette période")).toBeVisible();
  await expect(page.getByText('Aucune recherche sur cette période')).toBeVisible();
  await expect(page.getByText('Du 1 janvier 2020 au 31 janvier 2020')).toBeVisible();
});
