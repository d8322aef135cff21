// Dossiers end to end: a promoter submits one with a file, staff answer and move it on, the promoter follows up; others cannot see it; the daily limit is explained.
import { randomInt } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { toastRegion, visitorTest as test } from './support';
import { ADMIN, confirmAddress, signIn, uniqueTag } from './sessions';

const NBSP = '\u00a0';

async function newPromoter(page: Page, label: string) {
  const tag = uniqueTag();
  const account = { full_name: `${label} ${tag}`, email: `${label.toLowerCase()}-${tag}@exemple.km`, password: `secret-${tag}` };
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status(), 'registration').toBe(201);
  await confirmAddress(page.request, account.email);
  await signIn(page, account.email, account.password, /\/dashboard$/);
  return account;
}

async function pageFor(browser: Browser, clientIp: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp } });
  return { context, page: await context.newPage() };
}

test('a dossier goes from the promoter to staff and back, and stays private', async ({ page, browser, clientIp }) => {
  test.setTimeout(90_000);
  await newPromoter(page, 'Promoteur');
  const title = `Coopérative de vanille ${Date.now()}-${randomInt(1_000_000)}`;

  await page.getByRole('main').getByRole('link', { name: 'Nouveau Dossier' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soumettre un Nouveau Dossier');
  await page.getByLabel('Titre du dossier').fill(title);
  await page.getByLabel('Description du projet').fill('Une filière de vanille\nportée par vingt producteurs.');
  await page.getByLabel('Ajouter des fichiers').setInputFiles({
    name: 'plan-affaires.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await expect(page.getByRole('list', { name: 'Fichiers choisis' })).toContainText('plan-affaires.pdf');
  await page.getByRole('button', { name: 'Soumettre le dossier' }).click();
  await expect(toastRegion(page)).toContainText('Votre dossier a été soumis.');
  await expect(page).toHaveURL(/\/dashboard$/);
  const openLink = page.getByRole('link', { name: `Consulter le dossier «${NBSP}${title}${NBSP}»` });
  await expect(openLink).toBeVisible();
  const dossierPath = new URL((await openLink.getAttribute('href')) ?? '', 'http://x').pathname;

  const staff = await pageFor(browser, clientIp);
  await signIn(staff.page, ADMIN.email, ADMIN.password, /\/admin$/);
  await staff.page.goto('/admin/dossiers');
  await staff.page.getByRole('searchbox', { name: 'Rechercher par titre ou promoteur' }).fill(title);
  await staff.page.getByRole('link', { name: `Voir le dossier «${NBSP}${title}${NBSP}»` }).click();
  await expect(staff.page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(staff.page.getByText('plan-affaires.pdf')).toBeVisible();
  await staff.page.getByLabel('Votre message au sujet du dossier').fill('Merci ! Pouvez-vous préciser le budget ?');
  await staff.page.getByRole('button', { name: 'Envoyer' }).click();
  // In the thread, not in the field it was typed in (which empties once the message is in).
  await expect(
    staff.page.getByRole('region', { name: 'Fil des échanges' }).getByText('Merci ! Pouvez-vous préciser le budget ?'),
  ).toBeVisible();
  const status = staff.page.getByRole('combobox', { name: 'Changer le statut' });
  await status.selectOption('processing');
  await expect(toastRegion(staff.page)).toContainText('Statut du dossier mis à jour.');
  await status.selectOption('more_info_required');
  await expect(
    staff.page.getByText(`a changé le statut${NBSP}: En cours de traitement → Infos supplémentaires requises`),
  ).toBeVisible();
  await staff.context.close();

  await page.reload();
  await expect(page.getByText('3 nouveaux').filter({ visible: true })).toBeVisible();
  const markedRead = page.waitForResponse((response) =>
    response.url().endsWith(`/api/dossiers/${dossierPath.split('/').pop()}/read`),
  );
  await openLink.click();
  await expect(page).toHaveURL(new RegExp(`${dossierPath}$`));
  await expect(page.getByText('Infos supplémentaires requises').first()).toBeVisible();
  await expect(page.getByText('Merci ! Pouvez-vous préciser le budget ?')).toBeVisible();
  await expect(page.getByText(`Ahmed Said Mohamed a changé le statut${NBSP}: Reçu → En cours de traitement`)).toBeVisible();
  expect((await markedRead).request().method()).toBe('POST');
  await page.getByRole('link', { name: 'Retour aux dossiers' }).click();
  await expect(openLink).toBeVisible();
  await expect(page.getByText('3 nouveaux')).toHaveCount(0);
  await openLink.click();
  await expect(page).toHaveURL(new RegExp(`${dossierPath}$`));
  await page.getByLabel('Votre message au sujet du dossier').fill('Le budget est de 12 millions KMF.');
  await page.getByLabel('Votre message au sujet du dossier').press('Control+Enter');
  await expect(page.getByRole('region', { name: 'Fil des échanges' })).toContainText('Le budget est de 12 millions KMF.');
  await page.getByLabel('Ajouter une pièce jointe').setInputFiles({
    name: 'budget.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await expect(toastRegion(page)).toContainText('Pièce jointe ajoutée.');
  await expect(page.getByRole('link', { name: 'Télécharger budget.pdf' })).toBeVisible();
  await expect(page.getByLabel('Ajouter une pièce jointe')).toBeEnabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger plan-affaires.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('plan-affaires.pdf');

  const other = await pageFor(browser, clientIp);
  await newPromoter(other.page, 'Curieux');
  await other.page.goto(dossierPath);
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText('Dossier non trouvé.');
  await expect(other.page.getByText(title)).toHaveCount(0);
  await other.context.close();
});

test('a promoter past the daily limit of new dossiers is told why', async ({ page }) => {
  await newPromoter(page, 'Impatient');
  for (let n = 1; n <= 5; n += 1) {
    const created = await page.request.post('/api/dossiers', {
      data: { title: `Projet ${n}`, description: 'Une idée de plus.' },
    });
    expect(created.status(), `dossier ${n}`).toBe(201);
  }
  await page.getByRole('main').getByRole('link', { name: 'Nouveau Dossier' }).click();
  await page.getByLabel('Titre du dossier').fill('Projet de trop');
  await page.getByLabel('Description du projet').fill('Un sixième dossier le même jour.');
  await page.getByRole('button', { name: 'Soumettre le dossier' }).click();
  await expect(toastRegion(page)).toContainText('Vous avez atteint la limite de 5 nouveaux dossiers par 24 heures.');
  await expect(page.getByLabel('Titre du dossier')).toHaveValue('Projet de trop');
});
