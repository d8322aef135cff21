// The back-office screens end to end: home content, timeline, settings, contact inbox, dashboard figures and role limits.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  OWNER_NAME,
  contactDialog,
  HOME_CONTENT_TURN,
  isPhone,
  takeTurn,
  toastRegion,
  spinners,
  visitorTest as test,
  waitForPage,
} from './support';
import { ADMIN, promoteToModerator, registerPromoter, signIn, uniqueTag } from './sessions';

/** The back-office menu's links; on phones the menu lives in a drawer, opened first. */
/** The "Dossiers" and "Messages" entries also carry their unread counts once promoters or visitors have written. */
const UNREAD_AWARE_DOSSIERS = /^Dossiers(\d+ \d+ non lus?)?$/;
const UNREAD_AWARE_MESSAGES = /^Messages(\d+ \d+ non lus?)?$/;
/** Specs counting the inbox (inbox.spec.ts) take turns with the ones here that send contact messages. */
const INBOX_TURN = 'inbox';
/** Enough to wait for the other spec's turn on the inbox, then run. */
const INBOX_TURN_TIMEOUT_MS = 180_000;
/** The big figure of a dashboard card. */
const STAT_VALUE = 'p.text-4xl';

async function adminEntries(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: "Menu de l'administration" }).getByRole('link');
  await page.getByRole('button', { name: 'Ouvrir le menu de navigation' }).click();
  return page.getByRole('dialog', { name: 'Administration' }).getByRole('navigation').getByRole('link');
}

async function openAdminPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(spinners(page)).toHaveCount(0);
}

test('edited home content and reordered statistics show on the home page', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'The home content is shared: one browser size edits it.');
  const tag = uniqueTag();
  const release = await takeTurn(HOME_CONTENT_TURN);
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  const original = await (await page.request.get('/api/admin/content')).json();
  try {
    await openAdminPage(page, '/admin/site-content', "Gestion du Contenu de la Page d'Accueil");
    await page.getByLabel('Titre — première partie').fill(`Bâtissons ${tag}`);
    const second = page.getByRole('group', { name: 'Statistique 2' });
    const secondLabel = await second.getByLabel('Libellé').inputValue();
    await expect(
      page.getByRole('group', { name: 'Statistique 1' }).getByRole('button', { name: 'Monter Statistique 1' }),
    ).toBeDisabled();
    await second.getByRole('button', { name: 'Monter Statistique 2' }).click();
    await expect(page.getByRole('group', { name: 'Statistique 1' }).getByLabel('Libellé')).toHaveValue(secondLabel);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toastRegion(page)).toContainText('Contenu du site mis à jour.');

    await page.goto('/');
    await waitForPage(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(`Bâtissons ${tag}`);
    await expect(main.getByRole('region', { name: 'Quelques chiffres' }).locator('dt').first()).toHaveText(secondLabel);
  } finally {
    const restored = await page.request.put('/api/admin/content', { data: original });
    expect(restored.status(), 'content restored').toBe(200);
    release();
  }
});

test('a timeline event is added, edited and deleted, and the public page follows', async ({ page }) => {
  const title = `Forum des entrepreneurs ${uniqueTag()}`;
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await openAdminPage(page, '/admin/timeline', 'Timeline');

  await page.getByRole('button', { name: 'Ajouter un événement' }).click();
  let dialog = page.getByRole('dialog', { name: 'Ajouter un événement' });
  await dialog.getByLabel('Date').fill('2031');
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByLabel('Catégorie').selectOption('Projets');
  await dialog.getByLabel('Lien de référence').fill('https://example.org/forum');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastRegion(page)).toContainText('Événement créé avec succès.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Modifier ${title}` })).toBeVisible();

  await page.goto('/parcours');
  await expect(page.getByRole('main').getByText(title)).toBeVisible();

  await openAdminPage(page, '/admin/timeline', 'Timeline');
  await page.getByRole('button', { name: `Modifier ${title}` }).click();
  dialog = page.getByRole('dialog', { name: "Modifier l'événement" });
  await expect(dialog.getByLabel('Date')).toHaveValue('2031');
  await dialog.getByLabel('Titre').fill(`${title} revu`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastRegion(page)).toContainText('Événement mis à jour avec succès.');

  await page.goto('/parcours');
  await expect(page.getByRole('main').getByText(`${title} revu`)).toBeVisible();

  await openAdminPage(page, '/admin/timeline', 'Timeline');
  await page.getByRole('button', { name: `Supprimer ${title} revu` }).click();
  const confirm = page.getByRole('alertdialog', { name: /Êtes-vous sûr/ });
  await expect(confirm).toContainText("Cette action est irréversible. L'événement sera définitivement supprimé.");
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toastRegion(page)).toContainText('Événement supprimé.');
  await expect(page.getByRole('button', { name: `Supprimer ${title} revu` })).toHaveCount(0);

  await page.goto('/parcours');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Mon Parcours');
  await expect(page.getByRole('main').getByText(`${title} revu`)).toHaveCount(0);
});

test('a new SEO title becomes the title of the home page', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'The site settings are shared: one browser size edits them.');
  const newTitle = `Vitrine ${uniqueTag()}`;
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  const original = await (await page.request.get('/api/admin/settings')).json();
  try {
    await openAdminPage(page, '/admin/settings', 'Paramètres Généraux');
    await expect(page.getByRole('region', { name: 'Langues' }).getByRole('switch', { name: 'Français' })).toBeChecked();
    await page.getByLabel('Titre du site').fill(newTitle);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toastRegion(page)).toContainText('Paramètres du site mis à jour.');
    await reloaded;
    await expect(page.getByLabel('Titre du site')).toHaveValue(newTitle);

    await page.goto('/');
    await waitForPage(page);
    await expect(page).toHaveTitle(newTitle);
  } finally {
    const restored = await page.request.put('/api/admin/settings', { data: original });
    expect(restored.status(), 'settings restored').toBe(200);
  }
});

test('a javascript: social link is refused with the French message', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await openAdminPage(page, '/admin/settings', 'Paramètres Généraux');
  const facebook = page.getByLabel('Facebook');
  await facebook.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastRegion(page)).toContainText('Impossible de sauvegarder les paramètres.');
  await expect(page.getByText('Le lien doit commencer par http:// ou https://.')).toBeVisible();
  await expect(facebook).toHaveAttribute('aria-invalid', 'true');
  await expect(facebook).toBeFocused();
});

test('a message sent from the contact dialog is read and deleted in the inbox', async ({ page }) => {
  test.setTimeout(INBOX_TURN_TIMEOUT_MS);
  const tag = uniqueTag();
  const sender = { name: `Fatima ${tag}`, email: `fatima-${tag}@example.org` };
  await page.goto('/');
  await waitForPage(page);
  const release = await takeTurn(INBOX_TURN);
  try {
    await page.getByRole('main').getByRole('link', { name: 'Parlons de votre projet' }).click();
    const dialog = contactDialog(page);
    await dialog.getByLabel('Nom complet').fill(sender.name);
    await dialog.getByLabel('Adresse e-mail').fill(sender.email);
    await dialog.getByLabel('Votre projet en quelques lignes').fill('Bonjour,\nje prépare une coopérative de vanille.');
    await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(toastRegion(page)).toContainText('Message envoyé');

    await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
    await openAdminPage(page, '/admin/messages', 'Messages');
    const message = page.getByRole('article', { name: sender.name });
    await expect(message.getByRole('link', { name: new RegExp(sender.email) })).toHaveAttribute('href', `mailto:${sender.email}`);
    await expect(message).toContainText('je prépare une coopérative de vanille.');
    await message.getByRole('button', { name: `${sender.name}, non lu` }).click();
    await message.getByRole('button', { name: `Supprimer le message de ${sender.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toastRegion(page)).toContainText('Message supprimé.');
    await expect(page.getByRole('article', { name: sender.name })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Messages');
    await expect(page.getByRole('article', { name: sender.name })).toHaveCount(0);
  } finally {
    release();
  }
});

const DESKTOP_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

test.describe('with an ordinary browser signature', () => {
  // The server leaves headless browsers out of the visit counts, as it does robots.
  test.use({ userAgent: DESKTOP_BROWSER });

  test('the dashboard counts contact messages and the visits of public pages', async ({ page }) => {
    test.setTimeout(INBOX_TURN_TIMEOUT_MS);
    const tag = uniqueTag();
    const release = await takeTurn(INBOX_TURN);
    try {
      const sent = await page.request.post('/api/contact', {
        data: { name: `Visiteur ${tag}`, email: `visiteur-${tag}@example.org`, message: 'Un message pour le tableau de bord.' },
      });
      expect(sent.status(), 'contact').toBe(201);
      const counted = page.waitForResponse((response) => response.url().endsWith('/api/visits'));
      await page.goto('/blog');
      expect((await counted).status()).toBe(204);

      await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
      const stats = await (await page.request.get('/api/admin/stats')).json();
      await expect(spinners(page)).toHaveCount(0);
      const main = page.getByRole('main');
      await expect(main.getByText(`Bienvenue, ${OWNER_NAME}`)).toBeVisible();
      const messages = main.getByRole('group', { name: 'Messages' });
      await expect(messages.locator(STAT_VALUE)).toHaveText(String(stats.messages));
      expect(stats.messages).toBeGreaterThanOrEqual(1);
      expect(stats.messages_unread).toBeGreaterThanOrEqual(1);
      await expect(messages.getByRole('link', { name: new RegExp(`^${stats.messages_unread} non lus?$`) })).toHaveAttribute(
        'href',
        '/admin/messages?filtre=non-lus',
      );
      await expect(main.getByRole('group', { name: 'Visiteurs (30 jours)' }).locator(STAT_VALUE)).toHaveText(/^[1-9]/);
      await expect(main.getByRole('img', { name: /Graphique des visites/ })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Activité récente' })).toContainText('Nouveau message de');
    } finally {
      release();
    }
  });
});

test('a moderator sees the dashboard and messages only, and is sent back from the settings', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const account = await registerPromoter(page.request, 'Modérateur');
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await promoteToModerator(page.request, account.email);

  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp } });
  const moderatorPage = await context.newPage();
  await signIn(moderatorPage, account.email, account.password, /\/admin$/);
  await expect(await adminEntries(moderatorPage, isPhone(testInfo))).toHaveText([
    'Tableau de bord',
    'Statistiques',
    UNREAD_AWARE_DOSSIERS,
    UNREAD_AWARE_MESSAGES,
  ]);
  for (const path of ['/admin/settings', '/admin/site-content', '/admin/timeline', '/admin/newsletter', '/admin/media']) {
    await moderatorPage.goto(path);
    await expect(moderatorPage).toHaveURL(/\/admin$/);
  }
  await openAdminPage(moderatorPage, '/admin/messages', 'Messages');
  await context.close();
});

test('the administrator sees every back-office entry in order', async ({ page }, testInfo) => {
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await waitForPage(page);
  await expect(await adminEntries(page, isPhone(testInfo))).toHaveText([
    'Tableau de bord',
    'Statistiques',
    UNREAD_AWARE_DOSSIERS,
    'Blog',
    'Médiathèque',
    UNREAD_AWARE_MESSAGES,
    'Abonnés',
    'Contenu du Site',
    'Timeline',
    'Pages légales',
    'Assistant',
    'Paramètres',
    'Import et export',
    'Utilisateurs',
  ]);
});
