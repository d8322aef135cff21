// The inbox end to end: a visitor's messages raise the "Messages" badge, reading one lowers it at once, the unread
// view survives a reload, and messages are marked unread, answered, archived, brought back and deleted.
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { isPhone, takeTurn, toastRegion, spinners, visitorTest as test } from './support';
import { signInAsAdmin } from './sessions';

test.use({ reducedMotion: 'reduce' });

interface Sender {
  name: string;
  email: string;
  message: string;
}

/** Runs `check` on the back-office menu's "Messages" entry; on phones the menu lives in a drawer, opened then closed. */
async function withMessagesEntry(page: Page, testInfo: TestInfo, check: (entry: Locator) => Promise<void>) {
  if (!isPhone(testInfo)) {
    await check(page.getByRole('navigation', { name: "Menu de l'administration" }).getByRole('link', { name: /^Messages/ }));
    return;
  }
  await page.getByRole('button', { name: 'Ouvrir le menu de navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Administration' });
  await check(drawer.getByRole('link', { name: /^Messages/ }));
  // A key pressed while the drawer is still settling its focus can go unheard: press again until it closes.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden({ timeout: 1_000 });
  }).toPass();
}

/** The badge's number, once it shows one. */
async function readBadge(page: Page, testInfo: TestInfo): Promise<number> {
  let count = 0;
  await withMessagesEntry(page, testInfo, async (entry) => {
    await expect(entry).toHaveAccessibleName(/^Messages\s*\d+ non lus?$/);
    count = Number(/(\d+) non lus?$/.exec((await entry.textContent()) ?? '')?.[1]);
  });
  return count;
}

async function expectBadge(page: Page, testInfo: TestInfo, count: number) {
  await withMessagesEntry(page, testInfo, async (entry) => {
    await expect(entry).toHaveAccessibleName(count === 0 ? 'Messages' : new RegExp(`^Messages\\s*${count} non lus?$`));
  });
}

function messageCard(page: Page, sender: Sender): Locator {
  return page.getByRole('article', { name: sender.name });
}

/** The button on the sender's name that opens (and reads) the message. */
function opener(page: Page, sender: Sender): Locator {
  return messageCard(page, sender).getByRole('button', { name: new RegExp(`^${sender.name}`) });
}

async function showView(page: Page, label: string, search: RegExp) {
  await page.getByRole('navigation', { name: 'Filtrer les messages' }).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(search);
  await expect(spinners(page)).toHaveCount(0);
}

async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(overflow, 'sideways scrolling in px').toBeLessThanOrEqual(0);
}

/** Deletes what is left of this test's messages, whichever view they ended in. */
async function deleteLeftovers(page: Page, senders: Sender[]) {
  const emails = new Set(senders.map((sender) => sender.email));
  for (const view of ['', '?archived=1']) {
    const response = await page.request.get(`/api/admin/messages${view}`);
    if (!response.ok()) continue;
    const { messages } = (await response.json()) as { messages: { id: number; contact: { email: string } | null }[] };
    for (const message of messages.filter((candidate) => emails.has(candidate.contact?.email ?? ''))) {
      await page.request.delete(`/api/admin/messages/${message.id}`);
    }
  }
}

test('the unread badge follows the inbox as messages are read, marked unread, archived and deleted', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}${randomInt(1000)}`;
  const first: Sender = {
    name: `Awa Inbox ${tag}`,
    email: `awa-${tag}@example.org`,
    message: `Bonjour,\n\nje lance la coopérative ${tag} & je cherche des partenaires ?`,
  };
  const second: Sender = { name: `Ali Inbox ${tag}`, email: `ali-${tag}@example.org`, message: `Un second message ${tag}.` };

  // Other specs send contact messages too: while this one counts, they wait for their turn.
  const release = await takeTurn('inbox');
  try {
    for (const sender of [first, second]) {
      const sent = await page.request.post('/api/contact', { data: sender });
      expect(sent.status(), 'contact').toBe(201);
    }
    await signInAsAdmin(page);
    await page.goto('/admin/messages');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Messages');
    const unreadAtStart = await readBadge(page, testInfo);
    expect(unreadAtStart).toBeGreaterThanOrEqual(2);

    // Both new messages show unread; opening the first reads it and the badge drops by one at once.
    await expect(messageCard(page, first).getByRole('heading')).toHaveAccessibleName(`${first.name}, non lu`);
    await expect(messageCard(page, second).getByRole('heading')).toHaveAccessibleName(`${second.name}, non lu`);
    await opener(page, first).click();
    await expect(messageCard(page, first).getByRole('heading')).toHaveAccessibleName(first.name);
    await expectBadge(page, testInfo, unreadAtStart - 1);

    const reply = messageCard(page, first).getByRole('link', { name: `Répondre à ${first.name}` });
    const mailto = new URL((await reply.getAttribute('href')) ?? '');
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(first.email);
    expect(mailto.searchParams.get('subject')).toMatch(/^Re: votre message sur \S/);
    expect(mailto.searchParams.get('body')).toContain(
      `a écrit :\r\n> Bonjour,\r\n>\r\n> je lance la coopérative ${tag} & je cherche des partenaires ?`,
    );
    await expectNoAxeViolation(page);
    await expectNoSidewaysScroll(page);

    // The unread view keeps only the second message, and a reload keeps the view.
    await showView(page, 'Non lus', /\?filtre=non-lus$/);
    await expect(messageCard(page, second)).toBeVisible();
    await expect(messageCard(page, first)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: 'Non lus', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(messageCard(page, second)).toBeVisible();
    await expect(messageCard(page, first)).toHaveCount(0);
    await expectBadge(page, testInfo, unreadAtStart - 1);

    // Read, then unread again: the badge goes down and back up.
    await opener(page, second).click();
    await expectBadge(page, testInfo, unreadAtStart - 2);
    await messageCard(page, second)
      .getByRole('button', { name: `Marquer comme non lu le message de ${second.name}` })
      .click();
    await expect(toastRegion(page)).toContainText('Message marqué comme non lu.');
    await expect(opener(page, second)).toBeFocused();
    await expectBadge(page, testInfo, unreadAtStart - 1);

    // Archived, the message leaves the inbox for the archive, and the badge stays where reading it put it.
    await opener(page, second).click();
    await messageCard(page, second)
      .getByRole('button', { name: `Archiver le message de ${second.name}` })
      .click();
    await expect(toastRegion(page)).toContainText('Message archivé.');
    await expect(messageCard(page, second)).toHaveCount(0);
    await expectBadge(page, testInfo, unreadAtStart - 2);
    await showView(page, 'Archivés', /\?filtre=archives$/);
    await expect(messageCard(page, second)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Deleting asks first; cancelling keeps the message.
    await opener(page, second).click();
    const remove = messageCard(page, second).getByRole('button', { name: `Supprimer le message de ${second.name}` });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer ce message ?' });
    await expect(dialog).toContainText(`Le message de ${second.name} sera définitivement supprimé.`);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toastRegion(page)).toContainText('Message supprimé.');
    await expect(messageCard(page, second)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Messages');
    await expect(spinners(page)).toHaveCount(0);
    await expect(messageCard(page, second)).toHaveCount(0);

    // The first message, read, is still in the inbox; deleting it leaves the badge as it was.
    await showView(page, 'Tous', /\/admin\/messages$/);
    await opener(page, first).click();
    await messageCard(page, first)
      .getByRole('button', { name: `Supprimer le message de ${first.name}` })
      .click();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(messageCard(page, first)).toHaveCount(0);
    await expectBadge(page, testInfo, unreadAtStart - 2);
  } finally {
    await deleteLeftovers(page, [first, second]);
    release();
  }
});
