// A reader subscribes to the newsletter from the end of an article, with and without JavaScript: the page says a
// confirmation e-mail is on its way, the e-mail arrives, and its link confirms the subscription.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { mailTo } from './mail';
import { FIRST_POST_SLUG, SITE_TITLE, visitorTest as test } from './support';

// Still, so that axe never measures a colour halfway through an entrance.
test.use({ reducedMotion: 'reduce' });

const ARTICLE = `/blog/${FIRST_POST_SLUG}`;
const CONFIRMATION_SUBJECT = /^Confirmez votre inscription/;

/** An address of this test's own, so the desktop and phone runs never share a subscriber. */
function readerAddress(testInfo: TestInfo, mode: string): string {
  return `lecteur-${mode}-${testInfo.project.name}-${Date.now()}@exemple.km`;
}

function subscribeBlock(page: Page) {
  return page.getByRole('region', { name: 'Recevoir mes articles par e-mail' });
}

/** Every axe violation of the page as it stands, and whether anything is wider than the screen. */
async function expectAccessibleAndFitting(page: Page) {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(scrollWidth, 'nothing wider than the screen').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

/** Opens the mailed link and confirms on its page, whose plain form works with or without JavaScript. */
async function confirmByMail(page: Page, address: string) {
  const mail = await mailTo(address, CONFIRMATION_SUBJECT);
  expect(mail.text).toContain(SITE_TITLE);
  const link = /https?:\/\/[^\s"<>]+(\/newsletter\/confirmation\/[0-9a-f]+)/.exec(mail.text);
  expect(link, `a confirmation link in: ${mail.text}`).toBeTruthy();
  await page.goto(link![1]);
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('status')).toContainText('Votre inscription est confirmée');
}

test('a reader subscribes at the end of an article without leaving it, then confirms by mail', async ({ page }, testInfo) => {
  const address = readerAddress(testInfo, 'script');
  await page.goto(ARTICLE);
  const block = subscribeBlock(page);
  await expect(block.getByText(`J'accepte de recevoir par e-mail les nouveaux articles de ${SITE_TITLE}`)).toBeVisible();
  // The island's code comes with the form's first use, before the click that sends it.
  const islandLoaded = page.waitForResponse((response) => /\/assets\/newsletter-[\w-]+\.js$/.test(response.url()));
  const field = block.getByLabel('Votre adresse e-mail');
  await field.fill('pas-une-adresse');
  await islandLoaded;
  await block.getByRole('button', { name: "S'inscrire" }).click();
  await expect(block.getByRole('alert')).toHaveText("L'adresse e-mail n'est pas valide.");
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expectAccessibleAndFitting(page);

  await field.fill(address);
  await block.getByRole('button', { name: "S'inscrire" }).click();
  const sent = block.getByRole('status');
  await expect(sent).toContainText('Vérifiez votre boîte mail');
  await expect(sent).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await confirmByMail(page, address);
});

test("the form's own page, as the server answers a form posted without JavaScript", async ({ page }) => {
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Recevoir mes articles par e-mail' })).toBeVisible();
  await expectAccessibleAndFitting(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the form is answered by the server's page, and the mailed link confirms", async ({ page }, testInfo) => {
    const address = readerAddress(testInfo, 'plain');
    await page.goto(ARTICLE);
    const block = subscribeBlock(page);
    await block.getByLabel('Votre adresse e-mail').fill('pas-une-adresse');
    await block.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('alert')).toHaveText("L'adresse e-mail n'est pas valide.");
    const field = page.getByLabel('Votre adresse e-mail');
    await expect(field).toHaveValue('pas-une-adresse');

    await field.fill(address);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByRole('status')).toContainText('Vérifiez votre boîte mail');
    await expect(page.getByRole('link', { name: 'Lire le blog' })).toBeVisible();
    await confirmByMail(page, address);
  });
});
