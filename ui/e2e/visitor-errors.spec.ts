// The server's refusals read in the page's language: the contact dialog on an English page (whatever the browser
// prefers), and the plain contact form of an Arabic page without JavaScript.
import { expect } from '@playwright/test';
import { visitorTest as test } from './support';

test.describe('a French browser on an English page', () => {
  test.use({ locale: 'fr-FR' });

  test("reads the server's refusal of the contact dialog in English", async ({ page }) => {
    // `#contact` opens the dialog as the page loads; being modal, it hides the page's heading.
    await page.goto('/en#contact');
    const dialog = page.getByRole('dialog', { name: 'Contact me' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Full name').fill('Awa Mzé');
    await dialog.getByLabel('Email address').fill('awa@exemple');
    await dialog.getByLabel('Your project in a few lines').fill('A cooperative in Mohéli.');
    await dialog.getByRole('button', { name: 'Send the message' }).click();

    await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('This email address is not valid.');
    await expect(page.getByRole('status', { name: 'Notifications' })).not.toContainText('adresse');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Arabic contact page answers its plain form in Arabic', async ({ page }) => {
    await page.goto('/ar/contact');
    await page.getByRole('main').getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expect(page.getByRole('alert')).toHaveText('يرجى ملء جميع الحقول.');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
