// The scripted assistant: greeting, topic answers, the contact hand-off and ignored blank messages.
import { expect, test, type Page } from '@playwright/test';
import { contactDialog, waitForPage } from './support';

function chatPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Assistant' });
}

function conversation(page: Page) {
  return chatPanel(page).getByRole('list', { name: "Conversation avec l'assistant" });
}

async function say(page: Page, text: string) {
  const input = chatPanel(page).getByRole('textbox', { name: 'Votre message' });
  await input.fill(text);
  await input.press('Enter');
}

test('opens a panel labelled as an AI and greets after the typing indicator', async ({ page }) => {
  // A paused clock makes the 1.5 s typing phase observable however busy the machine is.
  await page.clock.install({ time: new Date('2025-08-08T09:00:00Z') });
  await page.goto('/');
  await waitForPage(page);
  await page.clock.pauseAt(new Date('2025-08-08T10:00:00Z'));
  await page.getByRole('button', { name: "Ouvrir l'assistant" }).click();

  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('status', { name: "L'assistant écrit…" })).toBeVisible();
  await expect(conversation(page).getByRole('listitem')).toHaveCount(0);
  await expect(panel.getByText('Assistant IA')).toBeVisible();
  await expect(panel.getByText('Réponses automatiques')).toBeVisible();

  await page.clock.runFor(1400);
  await expect(conversation(page).getByRole('listitem')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(conversation(page).getByText(/Bonjour et bienvenue/)).toBeVisible();
  await expect(panel.getByRole('status', { name: "L'assistant écrit…" })).toBeHidden();
  await expect(panel.getByRole('textbox', { name: 'Votre message' })).toBeFocused();

  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport && viewport.width >= 640) {
    expect(Math.round(box.width)).toBe(350);
    expect(Math.round(box.height)).toBe(400);
  } else if (box && viewport) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
});

test.describe('conversation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('button', { name: "Ouvrir l'assistant" }).click();
  });

  test('answers a question about the federation', async ({ page }) => {
    await expect(conversation(page).getByText(/Bonjour et bienvenue/)).toBeVisible();
    await say(page, 'Parlez-moi de la fédération');

    await expect(conversation(page).getByText('Parlez-moi de la fédération')).toBeVisible();
    await expect(conversation(page).getByText(/secrétaire général d'une fédération panafricaine/)).toBeVisible();
    await expect(conversation(page).getByText(/rejoindre le réseau/)).toBeVisible();
  });

  test('offers contact after an unknown question and opens the contact form on "oui"', async ({ page }) => {
    await expect(conversation(page).getByText(/Bonjour et bienvenue/)).toBeVisible();
    await say(page, 'Quelle est la recette du gâteau au chocolat ?');
    await expect(conversation(page).getByText(/je n'ai pas bien compris votre question/)).toBeVisible();

    await say(page, 'oui');
    await expect(conversation(page).getByText(/J'ouvre le formulaire de contact/)).toBeVisible();
    await expect(contactDialog(page)).toBeVisible();
    await expect(chatPanel(page)).toBeHidden();
    // The modal contact dialog hides the rest of the page from assistive technologies, hence a CSS locator.
    await expect(page.locator('button[aria-label="Ouvrir l\'assistant"]')).toHaveAttribute('aria-expanded', 'false');
  });

  test('ignores a blank message', async ({ page }) => {
    const messages = conversation(page).getByRole('listitem');
    await expect(messages).toHaveCount(1);
    await say(page, '    ');
    await chatPanel(page).getByRole('button', { name: 'Envoyer' }).click();
    await page.waitForTimeout(2500);
    await expect(messages).toHaveCount(1);
    await expect(chatPanel(page).getByRole('status', { name: "L'assistant écrit…" })).toBeHidden();
  });

  test('closes with Escape and gives focus back to its button', async ({ page }) => {
    await expect(chatPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chatPanel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: "Ouvrir l'assistant" })).toBeFocused();
  });
});
