// Sending an article to the newsletter's subscribers end to end, against the real sender and the test SMTP sink:
// a test to oneself from the editor (a draft may be tested), the call to send right after publishing, the send
// followed to « Envoyé », pause and resume, cancel, and « Envoyer à nouveau » only behind a confirmation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mailTo, readMails } from './mail';
import { takeTurn, toastRegion, visitorTest as test } from './support';
import { signInAsAdmin, uniqueTag } from './sessions';

// Still, so that axe never measures a colour halfway through an entrance.
test.use({ reducedMotion: 'reduce' });

const SENDS = '/api/admin/newsletter/sends';

interface SendView {
  id: number;
  state: string;
  test_to: string | null;
  total: number;
  sent: number;
  remaining: number;
}

/** No sideways scrolling, and nothing axe finds against WCAG 2.1 AA. */
async function expectFitsAndAccessible(page: Page) {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(scrollWidth, 'page width in px').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** Readers who agreed elsewhere, confirmed at once through the owner's import. */
async function importReaders(page: Page, addresses: string[]) {
  const response = await page.request.post('/api/admin/newsletter/subscribers/import', {
    multipart: {
      mode: 'consented',
      consent: 'Inscrits au salon, accord écrit',
      file: { name: 'lecteurs.csv', mimeType: 'text/csv', buffer: Buffer.from(`email\n${addresses.join('\n')}\n`) },
    },
  });
  expect(response.status(), 'import').toBe(200);
}

async function createArticle(page: Page, title: string, publishedAt: string | null): Promise<number> {
  const response = await page.request.post('/api/admin/posts', {
    data: {
      title,
      excerpt: 'Un article pour les abonnés.',
      category: 'Essais',
      content_html: '<p>Un court texte pour la newsletter.</p>',
      published_at: publishedAt,
    },
  });
  expect(response.status(), 'creation').toBe(201);
  return ((await response.json()) as { post: { id: number } }).post.id;
}

async function sendsOf(page: Page, postId: number): Promise<SendView[]> {
  return ((await (await page.request.get(`${SENDS}?post_id=${postId}`)).json()) as { sends: SendView[] }).sends;
}

function copiesTo(address: string, subject: string): number {
  return readMails().filter((mail) => mail.to.includes(address) && mail.subject === subject).length;
}

/** An article of the back-office list: a table row on wide screens, a card on phones. */
function row(page: Page, title: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title }) })
    .or(page.getByRole('article', { name: title }));
}

function sendDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Envoyer aux abonnés' });
}

async function openFromRow(page: Page, title: string) {
  await page.goto('/admin/blog');
  await row(page, title)
    .getByRole('button', { name: `Envoyer aux abonnés « ${title} »` })
    .click();
  await expect(sendDialog(page).getByRole('heading', { name: 'Aperçu de l’e-mail' }).or(progressOf(page))).toBeVisible();
}

function progressOf(page: Page) {
  return sendDialog(page).getByRole('progressbar', { name: 'Progression de l’envoi' });
}

async function processed(page: Page): Promise<number> {
  return Number(await progressOf(page).getAttribute('aria-valuenow'));
}

test('a draft is tested from the editor, then published, sent to everyone once, and sent again only when confirmed', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const title = `Lettre aux abonnés ${tag}`;
  const readers = [1, 2, 3].map((n) => `abonne-${n}-${tag}@exemple.km`);
  const tester = `essai-${tag}@exemple.km`;
  // One send at a time: every send goes to every confirmed reader, those of the other runs too.
  const release = await takeTurn('newsletter-send');
  try {
    await signInAsAdmin(page);
    const id = await createArticle(page, title, null);
    await importReaders(page, readers);

    await page.goto(`/admin/blog/edit/${id}`);
    const panel = page.getByRole('region', { name: 'Newsletter' });
    const opener = panel.getByRole('button', { name: 'Envoyer aux abonnés' });
    await opener.click();
    const dialog = sendDialog(page);
    await expect(dialog.getByText(title, { exact: true })).toBeVisible();
    await expect(dialog.getByTitle(`Aperçu de l’e-mail « ${title} »`)).toHaveAttribute('sandbox', '');
    await dialog.getByRole('tab', { name: 'Texte seul' }).click();
    await expect(dialog.getByRole('tabpanel')).toContainText(title);
    // A draft may be tested, not sent.
    await expect(dialog.getByText(/publiez-le avant de l’envoyer à vos abonnés/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Envoyer à \d+ abonnés?$/ })).toBeDisabled();
    const address = dialog.getByLabel('Adresse du test');
    await expect(address).toHaveValue('admin@vitrine.test');
    await address.fill(tester);
    await expectFitsAndAccessible(page);
    await dialog.getByRole('button', { name: 'M’envoyer un test' }).click();
    await expect(dialog.getByText(`Test envoyé à ${tester}.`)).toBeVisible({ timeout: 20_000 });
    // The sender records a message as sent just before its last line leaves: the sink may write it a moment later.
    const testMail = await mailTo(tester, new RegExp(`^${title}$`));
    expect(testMail.headers).toContainEqual(
      expect.stringMatching(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\/[\w-]+>$/i),
    );
    expect(testMail.headers).toContainEqual(expect.stringMatching(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/i));
    expect(
      readers.map((reader) => copiesTo(reader, title)),
      'a test reaches nobody else',
    ).toEqual([0, 0, 0]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Published: the list offers to send it.
    await page.getByRole('radio', { name: /Publier maintenant/ }).check();
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(toastRegion(page)).toContainText('Article mis à jour');
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const prompt = page.getByRole('region', { name: 'Article publié' });
    await expect(prompt).toContainText(`« ${title} » est en ligne.`);
    await prompt.getByRole('button', { name: 'Envoyer aux abonnés' }).click();
    const recipients = ((await (await page.request.get(`/api/admin/newsletter/preview/${id}`)).json()) as { recipients: number })
      .recipients;
    await dialog.getByRole('button', { name: `Envoyer à ${recipients} abonnés` }).click();
    await expect(progressOf(page)).toBeVisible();
    await expect(dialog.getByText('Envoyé', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(progressOf(page)).toHaveAttribute('aria-valuenow', String(recipients));
    await expectFitsAndAccessible(page);
    await expect.poll(() => readers.map((reader) => copiesTo(reader, title)), { message: 'each reader once' }).toEqual([1, 1, 1]);
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(row(page, title)).toContainText(`à ${recipients} abonnés`);

    // Sent once: only an explicit « Envoyer à nouveau » would send it again.
    await openFromRow(page, title);
    await expect(dialog.getByText(/^Déjà envoyé le .* à \d+ abonnés\.$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Envoyer à \d+ abonnés?$/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Envoyer à nouveau' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Envoyer à nouveau ?' });
    await expect(confirm).toContainText('le recevront une seconde fois');
    await confirm.getByRole('button', { name: 'Ne pas l’envoyer' }).click();
    await expect(confirm).toBeHidden();
    expect((await sendsOf(page, id)).filter((send) => send.test_to === null)).toHaveLength(1);
    const unasked = await page.request.post(SENDS, { data: { post_id: id } });
    expect(unasked.status(), 'the server refuses a second send not asked for').toBe(409);
  } finally {
    release();
  }
});

test('a send is paused and resumed to the end, and a second one cancelled; the subscribers screen lists both', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const title = `Lettre interrompue ${tag}`;
  // Enough readers that the send lasts a few seconds at the sender's pace (10 a second by default).
  const readers = Array.from({ length: 30 }, (_, n) => `lecteur-${n}-${tag}@exemple.km`);
  const release = await takeTurn('newsletter-send');
  try {
    await signInAsAdmin(page);
    const id = await createArticle(page, title, new Date(Date.now() - 60_000).toISOString());
    await importReaders(page, readers);

    await openFromRow(page, title);
    const dialog = sendDialog(page);
    await dialog.getByRole('button', { name: /^Envoyer à \d+ abonnés$/ }).click();
    await expect(progressOf(page)).toBeVisible();
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(dialog.getByText('En pause', { exact: true })).toBeVisible();
    // Paused: the message under way may still finish, then nothing moves.
    await page.waitForTimeout(1500);
    const pausedAt = await processed(page);
    await page.waitForTimeout(2000);
    expect(await processed(page), 'nothing sent while paused').toBe(pausedAt);
    const [first] = (await sendsOf(page, id)).filter((send) => send.test_to === null);
    expect(first.remaining, 'readers still waiting').toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Reprendre' }).click();
    await expect(dialog.getByText('Envoyé', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() => readers.map((reader) => copiesTo(reader, title)).every((copies) => copies === 1), {
        message: 'each reader once',
      })
      .toBe(true);

    await page.keyboard.press('Escape');
    await openFromRow(page, title);
    await dialog.getByRole('button', { name: 'Envoyer à nouveau' }).click();
    await page
      .getByRole('alertdialog', { name: 'Envoyer à nouveau ?' })
      .getByRole('button', { name: /^Oui, l’envoyer à \d+ abonnés$/ })
      .click();
    await expect(progressOf(page)).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler l’envoi' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Annuler cet envoi ?' });
    await expect(confirm).toContainText('ne le recevront pas');
    await confirm.getByRole('button', { name: 'Annuler l’envoi' }).click();
    await expect(dialog.getByText('Annulé', { exact: true })).toBeVisible();
    // The reader being mailed when the send was cancelled still gets his message; nobody after him.
    await expect.poll(async () => (await sendsOf(page, id))[0].remaining).toBe(0);
    const [second] = await sendsOf(page, id);
    expect(second.state).toBe('cancelled');
    expect(second.sent, 'cancelled before the end').toBeLessThan(second.total);
    await page.waitForTimeout(1000);
    const after = (await sendsOf(page, id))[0];
    expect(after.sent, 'nobody mailed after the cancel').toBe(second.sent);

    await page.keyboard.press('Escape');
    await page.goto('/admin/newsletter');
    const history = page.getByRole('region', { name: 'Envois' });
    await expect(history.getByRole('heading', { name: 'Envois' })).toBeVisible();
    const entries = history
      .getByRole('row')
      .filter({ hasText: title })
      .or(history.getByRole('article').filter({ hasText: title }));
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Annulé');
    await expect(entries.last()).toContainText('Envoyé');
    await expectFitsAndAccessible(page);
  } finally {
    release();
  }
});
