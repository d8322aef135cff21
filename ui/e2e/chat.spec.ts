// The scripted assistant on the seeded demo script: greeting, topic answers with their links, the contact hand-off and ignored blank messages.
import { expect, test, type Page } from '@playwright/test';
import { chatLauncher, contactDialog, FIRST_POST_SLUG, waitForPage } from './support';

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
  // The script is fetched on first opening: the greeting waits for it as well as for the clock.
  const script = page.waitForResponse((response) => response.url().endsWith('/api/chat'));
  await chatLauncher(page).click();
  expect((await script).status()).toBe(200);

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
    await chatLauncher(page).click();
  });

  test('answers a question about the federation', async ({ page }) => {
    await expect(conversation(page).getByText(/Bonjour et bienvenue/)).toBeVisible();
    await say(page, 'Parlez-moi de la fédération');

    await expect(conversation(page).getByText('Parlez-moi de la fédération')).toBeVisible();
    await expect(conversation(page).getByText(/secrétaire général d'une fédération panafricaine/)).toBeVisible();
    await expect(conversation(page).getByText(/rejoindre le réseau/)).toBeVisible();
  });

  test('answers with a real link to a page of the site', async ({ page }) => {
    await expect(conversation(page).getByText(/Bonjour et bienvenue/)).toBeVisible();
    await say(page, 'Quel est son parcours ?');

    const link = conversation(page).getByRole('link', { name: 'Mon Parcours' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/parcours');
    await expect(conversation(page).getByText('(/parcours)')).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/\/parcours$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('offers contact after an unknown question and opens the contact form on "oui"', async ({ page }) => {
    await expect(conversation(page).getByText(/Bonjour et bienvenue/)).toBeVisible();
    // The reply, then the form two seconds later: a paused clock shows each step however busy the machine is.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await say(page, 'Quelle est la recette du gâteau au chocolat ?');
    await page.clock.runFor(2000);
    await expect(conversation(page).getByText(/je n'ai pas bien compris votre question/)).toBeVisible();

    await say(page, 'oui');
    await page.clock.runFor(2000);
    await expect(conversation(page).getByText(/J'ouvre le formulaire de contact/)).toBeVisible();
    await expect(contactDialog(page)).toBeHidden();
    await page.clock.runFor(2000);
    await expect(contactDialog(page)).toBeVisible();
    await expect(chatPanel(page)).toBeHidden();
    // The modal contact dialog hides the rest of the page from assistive technologies, hence a CSS locator.
    await expect(page.locator('button[aria-label="Ouvrir l\'assistant"]')).toHaveAttribute('aria-expanded', 'false');
  });

  test('ignores a blank message', async ({ page }) => {
    const messages = conversation(page).getByRole('listitem');
    await expect(messages).toHaveCount(1);
    // Time is the page's to give: past any reply's typing delay, nothing came, without waiting for real.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await say(page, '    ');
    await chatPanel(page).getByRole('button', { name: 'Envoyer' }).click();
    await expect(chatPanel(page).getByRole('status', { name: "L'assistant écrit…" })).toBeHidden();
    await page.clock.runFor(5000);
    await expect(messages).toHaveCount(1);
    await expect(chatPanel(page).getByRole('status', { name: "L'assistant écrit…" })).toBeHidden();
    // The same clock does deliver replies: a real question after the blank one is answered.
    await say(page, 'Parlez-moi de la fédération');
    await expect(chatPanel(page).getByRole('status', { name: "L'assistant écrit…" })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(conversation(page).getByText(/secrétaire général d'une fédération panafricaine/)).toBeVisible();
  });

  test('closes with Escape and gives focus back to its button', async ({ page }) => {
    await expect(chatPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chatPanel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: "Ouvrir l'assistant" })).toBeFocused();
  });
});

test.describe('launcher on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the launcher only crowds the page on narrow screens');

  type Box = { x: number; y: number; width: number; height: number };

  function overlap(a: Box, b: Box): boolean {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  }

  /** Brings the element to the bottom of the screen, where the launcher floats, and checks they do not meet. */
  async function expectClearOfLauncher(page: Page, target: ReturnType<Page['locator']>) {
    await target.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await expect(target).toBeInViewport();
    const launcher = await chatLauncher(page).boundingBox();
    const box = await target.boundingBox();
    expect(launcher && box).toBeTruthy();
    if (launcher && box)
      expect(overlap(launcher, box), `launcher ${JSON.stringify(launcher)} over ${JSON.stringify(box)}`).toBe(false);
  }

  test('does not cover the hero call-to-action, "Créer un compte" or the copyright line', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await expectClearOfLauncher(page, page.getByRole('link', { name: 'Parlons de votre projet' }).first());
    await expectClearOfLauncher(page, page.getByRole('contentinfo').getByText(/©/));
    await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" })');
    const copyright = await page.getByRole('contentinfo').getByText(/©/).boundingBox();
    const launcher = await chatLauncher(page).boundingBox();
    expect(copyright && launcher && overlap(copyright, launcher)).toBe(false);

    await page.goto('/login');
    await waitForPage(page);
    await expectClearOfLauncher(page, page.getByRole('link', { name: 'Créer un compte' }));
  });

  /** The links and buttons the launcher's box meets, as the visitor sees them: what the fixed header hides is not seen. */
  async function controlsUnderLauncher(page: Page): Promise<string[]> {
    const launcher = await chatLauncher(page).boundingBox();
    expect(launcher, 'the launcher is shown').toBeTruthy();
    return page.evaluate((launcherBox) => {
      const headerBottom = document.querySelector('body > div > header')?.getBoundingClientRect().bottom ?? 0;
      return Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]'))
        .filter((element) => !element.closest('[data-island="chat"]') && element.checkVisibility())
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const top = element.closest('header') ? box.top : Math.max(box.top, headerBottom);
          return (
            box.width > 0 &&
            top < box.bottom &&
            box.left < launcherBox.x + launcherBox.width &&
            launcherBox.x < box.right &&
            top < launcherBox.y + launcherBox.height &&
            launcherBox.y < box.bottom
          );
        })
        .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40));
    }, launcher!);
  }

  for (const path of ['/', '/contact', `/blog/${FIRST_POST_SLUG}`, '/login', '/register']) {
    test(`covers no link or button of ${path}, on arrival or at the bottom`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page);
      expect(await controlsUnderLauncher(page), 'on arrival').toEqual([]);
      await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" })');
      expect(await controlsUnderLauncher(page), 'at the bottom').toEqual([]);
    });
  }

  test('steps aside while the visitor types in a field of the page', async ({ page }) => {
    await page.goto('/login');
    await waitForPage(page);
    const launcher = chatLauncher(page);
    await expect(launcher).toBeVisible();
    await page.getByRole('textbox').first().focus();
    await expect(launcher).toBeHidden();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(launcher).toBeVisible();
  });
});
