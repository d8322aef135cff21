// The blog back-office end to end: writing, editing, scheduling, drafting and deleting articles, and what the public sees.
import { expect, type Page } from '@playwright/test';
import { pngImage } from './images';
import { toastRegion, visitorTest as test } from './support';
import { ADMIN, promoteToModerator, registerPromoter, signIn, uniqueTag } from './sessions';

function uniqueTitle(label: string): { title: string; slug: string } {
  const tag = uniqueTag();
  const folded = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return { title: `${label} ${tag}`, slug: `${folded.replace(/\s+/g, '-')}-${tag}` };
}

async function openNewArticle(page: Page) {
  await page.goto('/admin/blog');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Blog');
  await page.getByRole('link', { name: 'Nouvel Article' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole('toolbar', { name: 'Mise en forme du contenu' })).toBeVisible();
}

function editor(page: Page) {
  return page.getByRole('textbox', { name: 'Contenu *' });
}

async function writeSimpleArticle(page: Page, title: string) {
  await page.getByLabel('Titre *').fill(title);
  await editor(page).click();
  await page.keyboard.type('Un court texte pour cet article.');
}

async function saveAndReturn(page: Page, button: string, message: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(toastRegion(page)).toContainText(message);
  await expect(page).toHaveURL(/\/admin\/blog$/);
}

/** An article of the back-office list: a table row on wide screens, a card on phones. On a site that writes in
 * several languages the article's language follows its title, within the same name. */
function row(page: Page, title: string) {
  const name = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\S+)?$`);
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
    .or(page.getByRole('article', { name }));
}

test('an article written with formatting, a cover and an inline image is published, then edited', async ({ page }) => {
  // Two uploads, each re-encoded at three widths by the server, and two round trips through the public pages.
  test.slow();
  const { title, slug } = uniqueTitle('Article illustré');
  await signIn(page, ADMIN.email, ADMIN.password, /\/(admin|dashboard)$/);
  await openNewArticle(page);

  await page.getByLabel('Titre *').fill(title);
  await expect(page.getByLabel("Adresse de l'article (slug)")).toHaveValue(slug);
  await page.getByLabel('Résumé').fill('Un article complet, écrit de bout en bout.');
  await page.getByLabel('Image de couverture').setInputFiles({
    name: 'couverture.png',
    mimeType: 'image/png',
    buffer: pngImage(320, 180, [12, 74, 110]),
  });
  await expect(page.getByRole('img', { name: 'Aperçu : Image de couverture' })).toBeVisible();

  const toolbar = page.getByRole('toolbar', { name: 'Mise en forme du contenu' });
  await editor(page).click();
  await toolbar.getByRole('button', { name: 'Titre de section (H2)' }).click();
  await expect(toolbar.getByRole('button', { name: 'Titre de section (H2)' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Une section claire');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Un paragraphe avec un mot ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('important');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('Premier point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second point');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: 'Insérer une image' }).click();
  await (await chooser).setFiles({ name: 'illustration.png', mimeType: 'image/png', buffer: pngImage(200, 120, [217, 119, 6]) });
  const imageDialog = page.getByRole('dialog', { name: 'Insérer une image' });
  await imageDialog.getByLabel('Texte alternatif').fill('Un carré doré');
  await imageDialog.getByRole('button', { name: 'Insérer' }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor(page).getByRole('img', { name: 'Un carré doré' })).toBeVisible();

  // A click selects the picture; what is typed next goes right after it, not at the top of the text.
  await editor(page).getByRole('img', { name: 'Un carré doré' }).click();
  await expect(editor(page).getByRole('img', { name: 'Un carré doré' })).toHaveAttribute('data-selected', 'true');
  await page.keyboard.type('Légende après image');
  await expect(editor(page).locator('h2').first()).toHaveText('Une section claire');
  const followsPicture = await editor(page)
    .getByRole('img', { name: 'Un carré doré' })
    .evaluate((image) => image.closest('[data-lexical-decorator]')?.nextSibling?.textContent ?? '');
  expect(followsPicture).toBe('Légende après image');
  await editor(page).getByRole('img', { name: 'Un carré doré' }).click();
  await toolbar.getByRole('button', { name: 'Modifier le texte alternatif' }).click();
  const altDialog = page.getByRole('dialog', { name: 'Modifier le texte alternatif' });
  await expect(altDialog.getByLabel('Texte alternatif')).toHaveValue('Un carré doré');
  await altDialog.getByLabel('Texte alternatif').fill('Un carré doré sur fond clair');
  await altDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(altDialog).toBeHidden();
  await expect(editor(page).getByRole('img', { name: 'Un carré doré sur fond clair' })).toBeVisible();

  await expect(page.getByRole('radio', { name: /Publier maintenant/ })).toBeChecked();
  await saveAndReturn(page, 'Publier', 'Article publié : il est en ligne sur le blog.');
  await expect(row(page, title)).toContainText('Publié');

  await page.goto('/blog');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.locator('img')).toHaveAttribute('srcset', /^\/media\/images\/[0-9a-f]+x320-320\.webp 320w$/);
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Une section claire' })).toBeVisible();
  await expect(page.locator('.prose-article strong, .prose-article b').filter({ hasText: 'important' }).first()).toBeVisible();
  await expect(page.locator('.prose-article li')).toHaveText(['Premier point', 'Second point']);
  await expect(page.locator('.prose-article img[alt="Un carré doré sur fond clair"]')).toHaveAttribute(
    'src',
    /\/media\/images\/[0-9a-f]+x200-200\.webp$/,
  );
  await expect(page.locator('.prose-article p:has(img[alt="Un carré doré sur fond clair"])')).toContainText(
    'Légende après image',
  );
  await expect(page.getByRole('img', { name: title })).toHaveAttribute('srcset', /x320-320\.webp 320w$/);

  await page.goto('/admin/blog');
  await page.getByRole('link', { name: `Modifier « ${title} »` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Modifier l'article");
  await expect(editor(page).getByRole('heading', { name: 'Une section claire' })).toBeVisible();
  await page.getByLabel('Titre *').fill(`${title} revu`);
  await expect(page.getByLabel("Adresse de l'article (slug)")).toHaveValue(slug);
  await saveAndReturn(page, 'Mettre à jour', 'Article mis à jour.');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} revu`);
});

test('a scheduled article and a draft stay hidden from the public', async ({ page }) => {
  test.slow();
  const scheduled = uniqueTitle('Article programmé');
  const draft = uniqueTitle('Article brouillon');
  const nextYear = new Date().getFullYear() + 1;
  await signIn(page, ADMIN.email, ADMIN.password, /\/(admin|dashboard)$/);

  await openNewArticle(page);
  await writeSimpleArticle(page, scheduled.title);
  await page.getByRole('radio', { name: /Programmer/ }).check();
  await page.getByLabel('Date et heure de publication').fill(`${nextYear}-06-15T09:30`);
  await saveAndReturn(page, 'Programmer la publication', 'Publication programmée.');
  await expect(row(page, scheduled.title)).toContainText(`Programmé le 15 juin ${nextYear}`);
  await expect(row(page, scheduled.title).getByRole('link', { name: /^Voir/ })).toHaveCount(0);

  await openNewArticle(page);
  await writeSimpleArticle(page, draft.title);
  await page.getByRole('link', { name: 'Retour aux articles' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
  await leave.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await page.getByRole('radio', { name: /Brouillon/ }).check();
  await saveAndReturn(page, 'Enregistrer le brouillon', 'Brouillon enregistré : il reste invisible du public.');
  await expect(row(page, draft.title)).toContainText('Brouillon');

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(scheduled.title)).toHaveCount(0);
  await expect(page.getByText(draft.title)).toHaveCount(0);
  for (const { slug } of [scheduled, draft]) {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
  }
});

test('an article is deleted after confirmation and leaves the blog', async ({ page }) => {
  const { title, slug } = uniqueTitle('Article à supprimer');
  await signIn(page, ADMIN.email, ADMIN.password, /\/(admin|dashboard)$/);
  const created = await page.request.post('/api/admin/posts', {
    data: {
      title,
      excerpt: 'Bientôt supprimé.',
      category: 'Essais',
      content_html: '<p>Un article de passage.</p>',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), 'creation').toBe(201);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/admin/blog');
  await row(page, title)
    .getByRole('button', { name: `Supprimer « ${title} »` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer cet article ?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toastRegion(page)).toContainText('Article supprimé avec succès.');
  await expect(row(page, title)).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Tous les articles, du plus récent au plus ancien' })
      .or(page.getByRole('list', { name: 'Tous les articles, du plus récent au plus ancien' })),
  ).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);

  await page.goto('/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
});

test('a moderator is sent back to the back-office home from the blog pages', async ({ page, browser, clientIp }) => {
  const account = await registerPromoter(page.request, 'Modératrice');
  await signIn(page, ADMIN.email, ADMIN.password, /\/(admin|dashboard)$/);
  await promoteToModerator(page.request, account.email);

  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp } });
  const moderatorPage = await context.newPage();
  await signIn(moderatorPage, account.email, account.password, /\/(admin|dashboard)$/);
  for (const path of ['/admin/blog', '/admin/blog/new']) {
    await moderatorPage.goto(path);
    await expect(moderatorPage).toHaveURL(/\/admin$/);
  }
  await context.close();
});

test('the public blog never downloads the editor', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /lexical|PostEditorPage/i.test(url))).toEqual([]);
});
