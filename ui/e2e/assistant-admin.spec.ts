// The super_admin teaches the assistant a new topic with a link; a visitor asks about it and follows the link.
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { chatLauncher, isPhone, takeTurn, toastRegion, visitorTest as test, waitForPage } from './support';
import { signInAsAdmin } from './sessions';

test.use({ reducedMotion: 'reduce' });

/**
 * The script is one document saved whole: the runs at each width take turns, from editing it to
 * asking the assistant, or one save could drop another's topic.
 */
async function withScriptLock<T>(work: () => Promise<T>): Promise<T> {
  const release = await takeTurn('chat-script');
  try {
    return await work();
  } finally {
    release();
  }
}

async function openAssistantEditor(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Ouvrir le menu de navigation' }).click();
    await page.getByRole('dialog', { name: 'Administration' }).getByRole('link', { name: 'Assistant' }).click();
  } else {
    await page.getByRole('navigation', { name: "Menu de l'administration" }).getByRole('link', { name: 'Assistant' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/assistant$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Assistant du site');
  await expect(page.getByLabel("Message d'accueil")).not.toHaveValue('');
}

async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(violations).toEqual([]);
}

test('a topic added in the back-office is answered in the public chat, with a working link', async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  const tag = `${Date.now()}${randomInt(1_000_000)}`;
  const keyword = `horaires${tag}`;
  const answer = `Je réponds du lundi au vendredi (${tag}).\n\nLe parcours complet est en ligne.`;
  const linkLabel = `Voir mon parcours ${tag}`;
  test.setTimeout(180_000);

  await signInAsAdmin(page);
  await withScriptLock(async () => {
    await openAssistantEditor(page, phone);
    await expectNoAxeViolation(page);
    expect(
      await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth'),
      'no sideways scrolling',
    ).toBe(true);

    await page.getByRole('button', { name: 'Ajouter un sujet' }).click();
    const topic = page.getByRole('group', { name: /^Sujet \d+$/ }).last();
    await expect(topic.getByLabel('Mots-clés', { exact: true })).toBeFocused();
    await topic.getByLabel('Mots-clés', { exact: true }).fill(`${keyword}, ouvert*`);
    await topic.getByLabel('Réponse', { exact: true }).fill(answer);
    await topic.getByLabel('Texte du lien (facultatif)').fill(linkLabel);
    await topic.getByLabel('Adresse du lien (facultatif)').fill('javascript:alert(1)');
    await expect(page.getByText('Modifications non enregistrées')).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const url = topic.getByLabel('Adresse du lien (facultatif)');
    await expect(url).toBeFocused();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(
      topic.getByText('Le lien doit commencer par http://, https://, mailto: ou « / » pour une page du site.'),
    ).toBeVisible();
    await expectNoAxeViolation(page);

    await url.fill('/parcours');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toastRegion(page)).toContainText("Les réponses de l'assistant ont été enregistrées.");
    await expect(page.getByText('Modifications non enregistrées')).toBeHidden();

    await page.goto('/');
    await waitForPage(page);
    await chatLauncher(page).click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    const conversation = panel.getByRole('list', { name: "Conversation avec l'assistant" });
    await expect(conversation.getByText(/Bonjour et bienvenue/)).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'Votre message' });
    await input.fill(`Quels sont vos ${keyword.toUpperCase()} ?`);
    await input.press('Enter');

    await expect(conversation.getByText(`Je réponds du lundi au vendredi (${tag}).`)).toBeVisible();
    const link = conversation.getByRole('link', { name: linkLabel });
    await expect(link).toBeVisible();
    await expect(conversation.getByText('Le parcours complet est en ligne.')).toBeVisible();
    await expectNoAxeViolation(page);
    await link.click();
    await expect(page).toHaveURL(/\/parcours$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
