// Checks the inbox: messages with sender, mailto and kept line breaks, the empty state, deletion with confirmation and failures.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/app/testing';
import type { InboxMessage } from '@/generated/InboxMessage';
import { MessagesPage } from './MessagesPage';

const ROUTES = [{ path: '/admin/messages', element: <MessagesPage /> }];
const MESSAGES: InboxMessage[] = [
  {
    id: 9,
    message: 'Bonjour,\nje porte un projet de coopérative à Mohéli.',
    created_at: '2025-08-08T12:30:00Z',
    contact: { id: 4, name: 'Fatima Ali', email: 'fatima@example.org' },
  },
  { id: 3, message: 'Message sans expéditeur connu.', created_at: '2025-08-01T08:00:00Z', contact: null },
];

function openInbox(answers: Record<string, object>) {
  const fetch = mockFetch({ ...startAnswers(account('moderator')), ...answers });
  renderRoutes(ROUTES, '/admin/messages');
  return fetch;
}

describe('messages page', () => {
  it('lists the messages newest first with sender, e-mail link, date and full text', async () => {
    openInbox({ '/api/admin/messages': { body: { messages: MESSAGES } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    const first = within(articles[0]);
    expect(first.getByRole('heading', { name: 'Fatima Ali' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Écrire à Fatima Ali (fatima@example.org)' })).toHaveAttribute(
      'href',
      'mailto:fatima@example.org',
    );
    expect(first.getByText(/8 août 2025/)).toBeInTheDocument();
    const text = first.getByText(/je porte un projet/);
    expect(text.textContent).toBe('Bonjour,\nje porte un projet de coopérative à Mohéli.');
    expect(text).toHaveClass('whitespace-pre-line');
    expect(within(articles[1]).getByRole('heading', { name: 'Inconnu' })).toBeInTheDocument();
    expect(within(articles[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('2 messages')).toBeInTheDocument();
  });

  it('says when the inbox is empty', async () => {
    openInbox({ '/api/admin/messages': { body: { messages: [] } } });
    expect(await screen.findByText('Votre boîte de réception est vide.')).toBeInTheDocument();
  });

  it('deletes a message after confirmation', async () => {
    const { requests } = openInbox({
      '/api/admin/messages/9': { status: 204 },
      '/api/admin/messages': { body: { messages: MESSAGES } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer le message de Fatima Ali' }));
    const dialog = screen.getByRole('alertdialog', { name: /^Supprimer ce message/ });
    expect(dialog).toHaveTextContent('Le message de Fatima Ali sera définitivement supprimé.');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Message supprimé.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/admin/messages/9');
  });

  it('keeps the message when the deletion is cancelled', async () => {
    const { requests } = openInbox({ '/api/admin/messages': { body: { messages: MESSAGES } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer le message de Inconnu' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('reports a failed deletion and keeps the message', async () => {
    openInbox({
      '/api/admin/messages/9': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
      '/api/admin/messages': { body: { messages: MESSAGES } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer le message de Fatima Ali' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Impossible de supprimer le message.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('reports a failed load', async () => {
    openInbox({ '/api/admin/messages': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les messages.');
    expect(screen.getByText('Erreur')).toBeInTheDocument();
  });
});
