// A fresh install, as its owner meets it: the back-office asks his name (nobody is ever called « Administrateur »),
// the « Pour commencer » checklist ticks itself as he goes, and the home page offers the blog only once it holds an
// article.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { ownServer } from './own-server';
import { visitorTest as test } from './support';
import { ADMIN, expectLanding, submitLoginForm } from './sessions';

test('a new owner gives his name, which signs his first article, and the checklist follows', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 4180) + 340 + testInfo.workerIndex;
  const server = await ownServer(port);
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Lire le blog' })).toHaveCount(0);

    await page.goto('/login');
    await submitLoginForm(page, ADMIN.email, ADMIN.password);
    await expectLanding(page, /\/admin$/);
    const question = page.getByRole('region', { name: 'Bienvenue ! Comment vous appelez-vous ?' });
    await expect(question).toBeVisible();
    const checklist = page.getByRole('region', { name: 'Pour commencer' });
    await expect(checklist).toContainText('0 étape faite sur 5');
    const violations = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.violations.map((violation) => violation.id)).toEqual([]);

    await question.getByRole('button', { name: 'Enregistrer mon nom' }).click();
    await expect(question.getByLabel(/Votre nom complet/)).toHaveAttribute('aria-invalid', 'true');
    await question.getByLabel(/Votre nom complet/).fill('Awa Mzé');
    await question.getByRole('button', { name: 'Enregistrer mon nom' }).click();
    await expect(page.getByText('Bienvenue, Awa Mzé')).toBeVisible();
    await expect(question).toHaveCount(0);

    await checklist.getByRole('link', { name: 'Écrire un article' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    const published = await page.request.post('/api/admin/posts', {
      data: {
        title: 'Premier carnet',
        excerpt: 'Notes.',
        content_html: '<p>Texte.</p>',
        category: 'Carnets',
        published_at: '2020-01-01T00:00:00Z',
      },
    });
    expect(published.status()).toBe(201);
    await page.goto('/admin');
    await expect(checklist).toContainText('1 étape faite sur 5');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Votre premier article' })).toContainText('fait');

    await page.goto('/blog/premier-carnet');
    await expect(page.getByRole('main')).toContainText('Awa Mzé');
    await expect(page.getByRole('main')).not.toContainText('Administrateur');
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Lire le blog' })).toBeVisible();
  } finally {
    await context.close();
    server.stop();
  }
});
