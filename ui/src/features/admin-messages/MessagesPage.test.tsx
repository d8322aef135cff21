// Checks the inbox: its three views in the address, opening a message reads it (and lowers the sidebar badge),
// marking unread, the reply link, archiving, deletion with confirmation, and the empty and failed states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { mockFetch, type RecordedRequest } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { AdminLayout } from '@/app/AdminLayout';
import type { InboxMessage } from '@/generated/InboxMessage';
import type { InboxMessageUpdate } from '@/generated/InboxMessageUpdate';
import { MessagesPage } from './MessagesPage';

const ROUTES: RouteObject[] = [{ path: '/admin/messages', element: <MessagesPage /> }];
/** The page inside the back-office frame, to see the sidebar's badge follow the inbox. */
const ROUTES_WITH_SHELL: RouteObject[] = [
  { path: '/admin', element: <AdminLayout />, children: [{ path: 'messages', element: <MessagesPage /> }] },
];

const FATIMA: InboxMessage = {
  id: 9,
  message: 'Bonjour,\n\nje porte un projet de coopérative à Mohéli & Anjouan ?',
  created_at: '2025-08-08T12:30:00Z',
  contact: { id: 4, name: 'Fatima Ali', email: 'fatima@example.org' },
  read: false,
  archived: false,
};
const ALI: InboxMessage = {
  id: 5,
  message: 'Pouvons-nous parler de financement ?',
  created_at: '2025-08-05T09:00:00Z',
  contact: { id: 2, name: 'Ali Saïd', email: 'ali@example.org' },
  read: true,
  archived: false,
};
const ANONYMOUS: InboxMessage = {
  id: 3,
  message: 'Message sans expéditeur connu.',
  created_at: '2025-08-01T08:00:00Z',
  contact: null,
  read: true,
  archived: false,
};
const MESSAGES = [FATIMA, ALI, ANONYMOUS];
const FAILURE = { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } };

type Answers = Parameters<typeof mockFetch>[0];

function list(messages: InboxMessage[], unread = 1) {
  return { body: { messages, unread } };
}

/** Answers a PATCH with `message` changed as the request asked, as the server does. */
function echoPatch(message: InboxMessage, requests: () => RecordedRequest[]) {
  return async () => ({ body: { message: { ...message, ...(requests().at(-1)?.body as InboxMessageUpdate) } } });
}

/** The server's unread count: `counts[n]` once it has taken n changes. */
function unreadAfterPatches(requests: () => RecordedRequest[], counts: number[]) {
  return async () => ({ body: { unread: counts[Math.min(patches(requests()).length, counts.length - 1)] } });
}

function openInbox(answers: (requests: () => RecordedRequest[]) => Answers, path = '/admin/messages', routes = ROUTES) {
  let recorded: RecordedRequest[] = [];
  const fetch = mockFetch({ ...startAnswers(account('moderator')), ...answers(() => recorded) });
  recorded = fetch.requests;
  return { ...fetch, ...renderRoutes(routes, path) };
}

function patches(requests: RecordedRequest[]) {
  return requests.filter((request) => request.method === 'PATCH').map(({ url, body }) => ({ url, body }));
}

function card(name: RegExp | string) {
  return screen.getByRole('article', { name });
}

function sidebar() {
  return document.getElementById('app-sidebar') as HTMLElement;
}

describe('messages page', () => {
  it('lists the messages newest first, the unread ones marked, each folded on its first lines', async () => {
    openInbox(() => ({ '/api/admin/messages': list(MESSAGES) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(3);
    const fatima = within(articles[0]);
    // The unread state is spoken on the button that opens the message, and shown in bold.
    expect(fatima.getByRole('heading', { name: 'Fatima Ali' })).toHaveClass('font-bold');
    expect(fatima.getByRole('button', { name: 'Fatima Ali, non lu' })).toBeInTheDocument();
    expect(within(articles[1]).getByRole('heading', { name: 'Ali Saïd' })).not.toHaveClass('font-bold');
    expect(within(articles[1]).getByRole('button', { name: 'Ali Saïd' })).toBeInTheDocument();
    expect(within(articles[2]).getByRole('heading', { name: 'Inconnu' })).toBeInTheDocument();
    expect(fatima.getByRole('link', { name: 'Écrire à Fatima Ali (fatima@example.org)' })).toHaveAttribute(
      'href',
      'mailto:fatima@example.org',
    );
    expect(fatima.getByText(/8 août 2025/)).toBeInTheDocument();
    const open = fatima.getByRole('button', { name: 'Fatima Ali, non lu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(fatima.getByText(/je porte un projet/)).toHaveClass('line-clamp-2');
    expect(fatima.queryByRole('button', { name: /Archiver/ })).not.toBeInTheDocument();
    expect(within(articles[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('3 messages · 1 non lu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'page');
  });

  it('opening an unread message shows it whole, marks it read and lowers the sidebar badge at once', async () => {
    const { requests } = openInbox(
      (recorded) => ({
        '/api/admin/messages/9': echoPatch(FATIMA, recorded),
        '/api/admin/messages/unread': unreadAfterPatches(recorded, [2, 1]),
        '/api/admin/messages': list(MESSAGES, 2),
      }),
      '/admin/messages',
      ROUTES_WITH_SHELL,
    );
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Fatima Ali, non lu' });
    expect(await within(sidebar()).findByRole('link', { name: /^Messages\s*2 non lus$/ })).toBeInTheDocument();

    await user.click(open);
    expect(patches(requests)).toEqual([{ url: '/api/admin/messages/9', body: { read: true } }]);
    expect(within(sidebar()).getByRole('link', { name: /^Messages\s*1 non lu$/ })).toBeInTheDocument();
    const fatima = card('Fatima Ali');
    expect(within(fatima).getByRole('button', { name: 'Fatima Ali' })).toHaveAttribute('aria-expanded', 'true');
    const text = within(fatima).getByText(/je porte un projet/);
    expect(text.textContent).toBe(FATIMA.message);
    expect(text).toHaveClass('whitespace-pre-line');
    expect(text).not.toHaveClass('line-clamp-2');
    expect(screen.getByText('3 messages · 1 non lu')).toBeInTheDocument();
  });

  it('once the server has the message read, the badge takes its count, not one a poll brought back meanwhile', async () => {
    const { requests } = openInbox(
      (recorded) => ({
        '/api/admin/messages/9': echoPatch(FATIMA, recorded),
        // Before the read is saved the server says 2; once saved, other messages have arrived meanwhile: 4.
        '/api/admin/messages/unread': unreadAfterPatches(recorded, [2, 4]),
        '/api/admin/messages': list(MESSAGES, 2),
      }),
      '/admin/messages',
      ROUTES_WITH_SHELL,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fatima Ali, non lu' }));
    expect(await within(sidebar()).findByRole('link', { name: /^Messages\s*4 non lus$/ })).toBeInTheDocument();
    const asked = requests.map((request) => request.url);
    expect(asked.lastIndexOf('/api/admin/messages/unread')).toBeGreaterThan(asked.indexOf('/api/admin/messages/9'));
  });

  it('opening a message already read asks nothing of the server', async () => {
    const { requests } = openInbox(() => ({ '/api/admin/messages': list(MESSAGES) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ali Saïd' }));
    expect(within(card('Ali Saïd')).getByRole('button', { name: 'Archiver le message de Ali Saïd' })).toBeInTheDocument();
    expect(patches(requests)).toEqual([]);
  });

  it('shows the message unread again when the server refuses to mark it read', async () => {
    openInbox(() => ({ '/api/admin/messages/9': FAILURE, '/api/admin/messages': list(MESSAGES) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fatima Ali, non lu' }));
    expect(await screen.findByText('Impossible de marquer le message comme lu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fatima Ali, non lu' })).toBeInTheDocument();
  });

  it('marks a message unread again, folds it back and raises the badge', async () => {
    const { requests } = openInbox(
      (recorded) => ({ '/api/admin/messages/5': echoPatch(ALI, recorded), '/api/admin/messages': list(MESSAGES, 1) }),
      '/admin/messages',
      ROUTES_WITH_SHELL,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ali Saïd' }));
    await user.click(screen.getByRole('button', { name: 'Marquer comme non lu le message de Ali Saïd' }));

    expect(await screen.findByText('Message marqué comme non lu.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([{ url: '/api/admin/messages/5', body: { read: false } }]);
    const toggle = screen.getByRole('button', { name: 'Ali Saïd, non lu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(within(sidebar()).getByRole('link', { name: /^Messages\s*2 non lus$/ })).toBeInTheDocument();
    expect(screen.getByText('3 messages · 2 non lus')).toBeInTheDocument();
  });

  it('offers a reply in the mail client: the visitor, a "Re:" subject and the message quoted', async () => {
    openInbox((recorded) => ({ '/api/admin/messages/9': echoPatch(FATIMA, recorded), '/api/admin/messages': list(MESSAGES) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fatima Ali, non lu' }));
    const reply = within(card('Fatima Ali')).getByRole('link', { name: 'Répondre à Fatima Ali' });
    const href = reply.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:fatima@example\.org\?subject=Re%3A%20votre%20message%20sur%20Vitrine%20de%20test&body=/);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Re: votre message sur Vitrine de test');
    expect(url.searchParams.get('body')).toMatch(
      /^Bonjour Fatima Ali,\r\n\r\n\r\nLe 8 août 2025 à \d\d:30, Fatima Ali a écrit :\r\n> Bonjour,\r\n>\r\n> je porte un projet de coopérative à Mohéli & Anjouan \?$/,
    );
  });

  it('offers no reply when the sender left no address', async () => {
    openInbox(() => ({ '/api/admin/messages': list(MESSAGES) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inconnu' }));
    const anonymous = card('Inconnu');
    expect(within(anonymous).getByRole('button', { name: 'Archiver le message de Inconnu' })).toBeInTheDocument();
    expect(within(anonymous).queryByRole('link')).not.toBeInTheDocument();
  });

  it('archives a message: it leaves the inbox, focus goes to the next one and the badge follows', async () => {
    const { requests } = openInbox(
      (recorded) => ({
        '/api/admin/messages/9': echoPatch({ ...FATIMA, read: true }, recorded),
        '/api/admin/messages/unread': unreadAfterPatches(recorded, [1, 0, 0]),
        '/api/admin/messages': list(MESSAGES, 1),
      }),
      '/admin/messages',
      ROUTES_WITH_SHELL,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fatima Ali, non lu' }));
    await user.click(screen.getByRole('button', { name: 'Archiver le message de Fatima Ali' }));

    expect(await screen.findByText('Message archivé.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([
      { url: '/api/admin/messages/9', body: { read: true } },
      { url: '/api/admin/messages/9', body: { archived: true } },
    ]);
    expect(screen.queryByRole('article', { name: /Fatima Ali/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ali Saïd' })).toHaveFocus();
    expect(within(sidebar()).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('2 messages')).toBeInTheDocument();
  });

  it('brings an archived message back to the inbox from the archive', async () => {
    const archived = { ...ALI, archived: true };
    const { requests } = openInbox(
      (recorded) => ({ '/api/admin/messages/5': echoPatch(archived, recorded), '/api/admin/messages': list([archived], 0) }),
      '/admin/messages?filtre=archives',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ali Saïd' }));
    expect(screen.getByText('1 message archivé')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Désarchiver le message de Ali Saïd' }));

    expect(await screen.findByText('Message remis dans la boîte de réception.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([{ url: '/api/admin/messages/5', body: { archived: false } }]);
    expect(screen.getByText('Aucun message archivé.').parentElement).toHaveFocus();
  });

  it('switches views through the address, which a reload keeps', async () => {
    const { requests, router } = openInbox(() => ({
      '/api/admin/messages?unread=1': list([FATIMA]),
      '/api/admin/messages?archived=1': list([]),
      '/api/admin/messages': list(MESSAGES),
    }));
    const user = userEvent.setup();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('link', { name: 'Non lus' }));

    expect(router.state.location.search).toBe('?filtre=non-lus');
    expect(await screen.findByText('1 message non lu')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Non lus' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tous' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('link', { name: 'Archivés' }));
    expect(router.state.location.search).toBe('?filtre=archives');
    expect(await screen.findByText('Aucun message archivé.')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.startsWith('/api/admin/messages')).map((request) => request.url)).toEqual([
      '/api/admin/messages',
      '/api/admin/messages?unread=1',
      '/api/admin/messages?archived=1',
    ]);
  });

  it('opens on the view named in the address', async () => {
    const { requests } = openInbox(() => ({ '/api/admin/messages': list([]) }), '/admin/messages?filtre=non-lus');
    expect(await screen.findByText('Aucun message non lu.')).toBeInTheDocument();
    expect(screen.getByText('Vous avez lu tous les messages reçus.')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/admin/messages?unread=1')).toBe(true);
  });

  it('says when the inbox is empty', async () => {
    openInbox(() => ({ '/api/admin/messages': list([], 0) }));
    expect(await screen.findByText('Votre boîte de réception est vide.')).toBeInTheDocument();
  });

  it('deletes a message after confirmation', async () => {
    const { requests } = openInbox(
      () => ({ '/api/admin/messages/9': { status: 204 }, '/api/admin/messages': list(MESSAGES) }),
      '/admin/messages',
      ROUTES_WITH_SHELL,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fatima Ali, non lu' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer le message de Fatima Ali' }));
    const dialog = screen.getByRole('alertdialog', { name: /^Supprimer ce message/ });
    expect(dialog).toHaveTextContent('Le message de Fatima Ali sera définitivement supprimé.');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Message supprimé.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/admin/messages/9');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ali Saïd' })).toHaveFocus());
  });

  it('keeps the message when the deletion is cancelled', async () => {
    const { requests } = openInbox(() => ({ '/api/admin/messages': list(MESSAGES) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inconnu' }));
    const remove = screen.getByRole('button', { name: 'Supprimer le message de Inconnu' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await waitFor(() => expect(remove).toHaveFocus());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('reports a failed deletion and keeps the message', async () => {
    openInbox(() => ({
      '/api/admin/messages/3': FAILURE,
      '/api/admin/messages': list(MESSAGES),
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inconnu' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer le message de Inconnu' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Impossible de supprimer le message.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('reports a failed load and tries again on request', async () => {
    let fail = true;
    openInbox(() => ({ '/api/admin/messages': async () => (fail ? FAILURE : list(MESSAGES)) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les messages.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
