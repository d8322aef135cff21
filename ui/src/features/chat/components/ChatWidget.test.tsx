// Drives the chat widget with fake timers: greeting, replies, blank messages, contact hand-off, closing.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { replyDelayFor } from '../bot';
import { ChatWidget } from './ChatWidget';

const openContact = vi.hoisted(() => vi.fn());

vi.mock('@/features/contact/ContactDialogProvider', () => ({
  useContactDialog: () => ({ open: openContact, close: vi.fn(), isOpen: false }),
}));

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Types into the chat box and presses Enter, as a visitor would. */
function typeAndPressEnter(text: string) {
  const input = screen.getByLabelText('Votre message');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

function clickLauncher(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function conversation() {
  return within(screen.getByRole('list', { name: "Conversation avec l'assistant" }));
}

function openAndWaitForGreeting() {
  clickLauncher("Ouvrir l'assistant");
  advance(1500);
}

beforeEach(() => {
  vi.useFakeTimers();
  openContact.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWidget', () => {
  it('shows a closed launcher button named for opening the assistant', () => {
    render(<ChatWidget />);
    const launcher = screen.getByRole('button', { name: "Ouvrir l'assistant" });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a non-modal panel labelled as an AI and greets after 1.5 s of typing', () => {
    render(<ChatWidget />);
    clickLauncher("Ouvrir l'assistant");

    const panel = screen.getByRole('dialog', { name: 'Assistant' });
    expect(panel).not.toHaveAttribute('aria-modal');
    expect(within(panel).getByText('Assistant IA')).toBeInTheDocument();
    expect(within(panel).getByText('Réponses automatiques')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Fermer l'assistant" })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status', { name: "L'assistant écrit…" })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: "Conversation avec l'assistant" })).toHaveAttribute('aria-live', 'polite');

    advance(1499);
    expect(screen.queryByText(/Bonjour et bienvenue/)).not.toBeInTheDocument();
    advance(1);
    expect(conversation().getByText(/Bonjour et bienvenue/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: "L'assistant écrit…" })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Votre message')).toHaveFocus();
  });

  it('greets only once across reopenings', () => {
    render(<ChatWidget />);
    openAndWaitForGreeting();
    clickLauncher("Fermer l'assistant");
    clickLauncher("Ouvrir l'assistant");
    advance(3000);
    expect(conversation().getAllByText(/Bonjour et bienvenue/)).toHaveLength(1);
  });

  it('ignores empty and blank messages', () => {
    render(<ChatWidget />);
    openAndWaitForGreeting();

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    typeAndPressEnter('    ');
    advance(5000);

    expect(conversation().getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('status', { name: "L'assistant écrit…" })).not.toBeInTheDocument();
  });

  it('sends with Enter, clears the box, then answers the topic with a follow-up', () => {
    render(<ChatWidget />);
    openAndWaitForGreeting();

    const input = screen.getByLabelText('Votre message');
    typeAndPressEnter('Parlez-moi de la fédération');

    expect(conversation().getByText('Parlez-moi de la fédération')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.getByRole('status', { name: "L'assistant écrit…" })).toBeInTheDocument();

    advance(2000);
    expect(conversation().getByText(/fédération panafricaine qui rassemble/)).toBeInTheDocument();
    expect(screen.queryByText(/rejoindre le réseau/)).not.toBeInTheDocument();

    advance(2000);
    expect(conversation().getByText(/rejoindre le réseau/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: "L'assistant écrit…" })).not.toBeInTheDocument();
  });

  it('also sends with the send button', () => {
    render(<ChatWidget />);
    openAndWaitForGreeting();

    fireEvent.change(screen.getByLabelText('Votre message'), { target: { value: 'Merci !' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    advance(2000);

    expect(conversation().getByText('Merci !')).toBeInTheDocument();
    expect(conversation().getByText(/Avec plaisir/)).toBeInTheDocument();
  });

  it('offers contact after an unknown question and opens the contact form 2 s after acceptance', () => {
    render(<ChatWidget />);
    openAndWaitForGreeting();

    typeAndPressEnter('Quelle est la recette du gâteau au chocolat ?');
    advance(2000);
    expect(conversation().getByText(/pas bien compris/)).toBeInTheDocument();

    typeAndPressEnter('Oui');
    advance(replyDelayFor('Oui'));
    expect(conversation().getByText(/J'ouvre le formulaire de contact/)).toBeInTheDocument();
    expect(openContact).not.toHaveBeenCalled();

    advance(1999);
    expect(openContact).not.toHaveBeenCalled();
    advance(1);
    expect(openContact).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Ouvrir l'assistant" })).toBeInTheDocument();
  });

  it('declines politely when the proposal is not accepted', () => {
    render(<ChatWidget />);
    openAndWaitForGreeting();

    typeAndPressEnter('Quelle est la recette du gâteau au chocolat ?');
    advance(2000);
    typeAndPressEnter('Non merci');
    advance(10000);

    expect(conversation().getByText(/aucun souci/)).toBeInTheDocument();
    expect(openContact).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the launcher', () => {
    render(<ChatWidget />);
    openAndWaitForGreeting();

    fireEvent.keyDown(screen.getByLabelText('Votre message'), { key: 'Escape' });

    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Ouvrir l'assistant" })).toHaveFocus();
  });

  it('clears its pending timers when unmounted', () => {
    const { unmount } = render(<ChatWidget />);
    openAndWaitForGreeting();
    typeAndPressEnter('Parlez-moi du blog');
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
