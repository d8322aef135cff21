// The contact dialog end to end: validation beside each field, a real submission, the per-IP limit and the #contact address.
import { expect, type Page } from '@playwright/test';
import { contactDialog, toastRegion, visitorTest as test, waitForPage } from './support';

async function openContactFromHero(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Parlons de votre projet' }).click();
  await expect(contactDialog(page)).toBeVisible();
  return contactDialog(page);
}

async function fillForm(page: Page, values: { name: string; email: string; message: string }) {
  const dialog = contactDialog(page);
  await dialog.getByLabel('Nom complet').fill(values.name);
  await dialog.getByLabel('Adresse e-mail').fill(values.email);
  await dialog.getByLabel('Votre projet en quelques lignes').fill(values.message);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);
});

test('refuses empty fields with a validation message', async ({ page }) => {
  const dialog = await openContactFromHero(page);
  await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(toastRegion(page)).toContainText('Erreur de validation');
  await expect(toastRegion(page)).toContainText('Veuillez remplir tous les champs.');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Nom complet').fill('Fatima Ali');
  await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(toastRegion(page)).toContainText('Erreur de validation');
  await expect(dialog).toBeVisible();
});

test('sends a message, then closes and clears the dialog', async ({ page }) => {
  await openContactFromHero(page);
  await fillForm(page, {
    name: 'Fatima Ali',
    email: 'fatima.ali@example.org',
    message: "Bonjour, j'aimerais vous présenter mon projet de coopérative agricole à Mohéli.",
  });
  await contactDialog(page).getByRole('button', { name: 'Envoyer le message' }).click();

  await expect(toastRegion(page)).toContainText('Message envoyé !');
  await expect(contactDialog(page)).toBeHidden();

  const dialog = await openContactFromHero(page);
  await expect(dialog.getByLabel('Nom complet')).toHaveValue('');
  await expect(dialog.getByLabel('Adresse e-mail')).toHaveValue('');
  await expect(dialog.getByLabel('Votre projet en quelques lignes')).toHaveValue('');
});

test.describe('rate limit', () => {
  test('a sixth message within ten minutes from the same address is refused', async ({ page, clientIp }) => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await page.request.post('/api/contact', {
        headers: { 'X-Forwarded-For': clientIp },
        data: { name: `Essai ${attempt}`, email: `essai${attempt}@example.org`, message: 'Message de test.' },
      });
      expect(response.status(), `submission ${attempt}`).toBe(201);
    }

    await openContactFromHero(page);
    await fillForm(page, { name: 'Essai 6', email: 'essai6@example.org', message: 'Un message de trop.' });
    await contactDialog(page).getByRole('button', { name: 'Envoyer le message' }).click();

    await expect(toastRegion(page)).toContainText('Erreur de soumission');
    await expect(toastRegion(page)).toContainText('Trop de messages envoyés depuis votre connexion');
    await expect(contactDialog(page)).toBeVisible();
    await expect(contactDialog(page).getByLabel('Nom complet')).toHaveValue('Essai 6');
  });
});

test.describe('inline field errors', () => {
  test('each empty field says what is missing beside it, and focus goes to the first one', async ({ page }) => {
    const dialog = await openContactFromHero(page);
    await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(toastRegion(page)).toContainText('Veuillez remplir tous les champs.');

    const expected: [string, string][] = [
      ['Nom complet', 'Le nom est requis.'],
      ['Adresse e-mail', "L'adresse e-mail est requise."],
      ['Votre projet en quelques lignes', 'Le message est requis.'],
    ];
    for (const [label, message] of expected) {
      const field = dialog.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel('Nom complet')).toBeFocused();

    await dialog.getByLabel('Nom complet').fill('Fatima Ali');
    await expect(dialog.getByLabel('Nom complet')).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(dialog.getByLabel('Adresse e-mail')).toBeFocused();
    await expect(dialog.getByLabel('Nom complet')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("the server's refusal of an address shows beside the e-mail field", async ({ page }) => {
    const dialog = await openContactFromHero(page);
    await fillForm(page, { name: 'Fatima Ali', email: 'fatima-sans-arobase', message: 'Bonjour.' });
    await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
    const email = dialog.getByLabel('Adresse e-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription("L'adresse e-mail n'est pas valide.");
    await expect(email).toBeFocused();
    await expect(dialog).toBeVisible();
  });
});

test.describe('the #contact address', () => {
  test('opens the contact dialog when the page is opened at /#contact', async ({ page }) => {
    await page.goto('/#contact');
    await expect(contactDialog(page)).toBeVisible();
    await expect(contactDialog(page).getByLabel('Nom complet')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(contactDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('opens it when another page leads there, and follows back and forward', async ({ page }) => {
    await page.goto('/blog');
    await waitForPage(page);
    await page.evaluate("window.location.href = '/#contact'");
    await expect(contactDialog(page)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(contactDialog(page)).toBeHidden();

    await page.goForward();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(contactDialog(page)).toBeVisible();
  });

  test('opens it when a link on the same page points to #contact, and back closes it', async ({ page }) => {
    await page.evaluate("window.location.hash = 'contact'");
    await expect(contactDialog(page)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(contactDialog(page)).toBeHidden();

    await page.goForward();
    await expect(contactDialog(page)).toBeVisible();
  });
});
