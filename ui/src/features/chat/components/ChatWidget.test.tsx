// Drives the chat widget with fake timers: the script fetched on first open, greeting, replies with links, blank messages, contact hand-off, closing.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { replyDelayFor } from '../bot';
import { testScript } from '../testScript';
import { ChatWidget } from './ChatWidget';

const openContact = vi.hoisted(() => vi.fn());
const fetchChat = vi.hoisted(() => vi.fn());

vi.mock('../chatApi', () => ({ fetchChat }));

function renderWidget({ defaultOpen = false } = {}) {
  return render(<ChatWidget defaultOpen={defaultOpen} onContact={openContact} />);
}

/** Lets time pass, the fetched script arrive and the panel's code (loaded on first opening) come in. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await vi.dynamicImportSettled();
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

async function openAndWaitForGreeting() {
  clickLauncher("Ouvrir l'assistant");
  await advance(0);
  await advance(1500);
}

beforeEach(() => {
  vi.useFakeTimers();
  openContact.mockReset();
  fetchChat.mockReset();
  fetchChat.mockResolvedValue(testScript);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWidget', () => {
  it('shows a closed launcher button named for opening the assistant', async () => {
    renderWidget();
    const launcher = screen.getByRole('button', { name: "Ouvrir l'assistant" });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a non-modal panel labelled as an AI and greets after 1.5 s of typing', async () => {
    renderWidget();
    clickLauncher("Ouvrir l'assistant");
    await advance(0);

    const panel = screen.getByRole('dialog', { name: 'Assistant' });
    expect(panel).not.toHaveAttribute('aria-modal');
    expect(within(panel).getByText('Assistant IA')).toBeInTheDocument();
    expect(within(panel).getByText('Réponses automatiques')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Fermer l'assistant" })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status', { name: "L'assistant écrit…" })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: "Conversation avec l'assistant" })).toHaveAttribute('aria-live', 'polite');

    await advance(1499);
    expect(screen.queryByText(/Bonjour et bienvenue/)).not.toBeInTheDocument();
    await advance(1);
    expect(conversation().getByText(/Bonjour et bienvenue/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: "L'assistant écrit…" })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Votre message')).toHaveFocus();
  });

  it('fetches the script only when first opened, and only once', async () => {
    renderWidget();
    expect(fetchChat).not.toHaveBeenCalled();
    await openAndWaitForGreeting();
    clickLauncher("Fermer l'assistant");
    clickLauncher("Ouvrir l'assistant");
    typeAndPressEnter('Bonjour');
    await advance(2000);
    expect(fetchChat).toHaveBeenCalledTimes(1);
  });

  it('says it is unavailable, and still offers the contact form, when the script cannot be read', async () => {
    fetchChat.mockRejectedValue(new Error('hors ligne'));
    renderWidget();
    await openAndWaitForGreeting();
    expect(conversation().getByText(/momentanément indisponible/)).toBeInTheDocument();
    typeAndPressEnter('oui');
    await advance(2000);
    await advance(0);
    expect(conversation().getByText(/J'ouvre le formulaire de contact/)).toBeInTheDocument();
    await advance(2000);
    // Focus comes back to the launcher when the contact form closes.
    expect(openContact).toHaveBeenCalledExactlyOnceWith(screen.getByRole('button', { name: "Ouvrir l'assistant" }));
  });

  it('steps aside on a phone while the visitor types in a field of the page, not in its own box', async () => {
    const phone = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => phone),
    );
    try {
      const { container } = renderWidget();
      const field = document.createElement('input');
      container.append(field);
      // The stylesheet is not loaded here: the launcher's `hidden` class is what hides it in the browser.
      const launcher = screen.getByRole('button', { name: "Ouvrir l'assistant" });
      act(() => field.focus());
      expect(launcher).toHaveClass('hidden');
      act(() => field.blur());
      expect(launcher).not.toHaveClass('hidden');

      await openAndWaitForGreeting();
      expect(screen.getByLabelText('Votre message')).toHaveFocus();
      expect(launcher).not.toHaveClass('hidden');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('greets only once across reopenings', async () => {
    renderWidget();
    await openAndWaitForGreeting();
    clickLauncher("Fermer l'assistant");
    clickLauncher("Ouvrir l'assistant");
    await advance(3000);
    expect(conversation().getAllByText(/Bonjour et bienvenue/)).toHaveLength(1);
  });

  it('ignores empty and blank messages', async () => {
    renderWidget();
    await openAndWaitForGreeting();

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    typeAndPressEnter('    ');
    await advance(5000);

    expect(conversation().getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('status', { name: "L'assistant écrit…" })).not.toBeInTheDocument();
  });

  it('sends with Enter, clears the box, then answers the topic with a follow-up', async () => {
    renderWidget();
    await openAndWaitForGreeting();

    const input = screen.getByLabelText('Votre message');
    typeAndPressEnter('Parlez-moi de la fédération');

    expect(conversation().getByText('Parlez-moi de la fédération')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.getByRole('status', { name: "L'assistant écrit…" })).toBeInTheDocument();

    await advance(2000);
    expect(conversation().getByText(/La fédération rassemble/)).toBeInTheDocument();
    expect(screen.queryByText(/rejoindre le réseau/)).not.toBeInTheDocument();

    await advance(2000);
    expect(conversation().getByText(/rejoindre le réseau/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: "L'assistant écrit…" })).not.toBeInTheDocument();
  });

  it('also sends with the send button', async () => {
    renderWidget();
    await openAndWaitForGreeting();

    fireEvent.change(screen.getByLabelText('Votre message'), { target: { value: 'Merci !' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await advance(2000);

    expect(conversation().getByText('Merci !')).toBeInTheDocument();
    expect(conversation().getByText(/Avec plaisir/)).toBeInTheDocument();
  });

  it('offers contact after an unknown question and opens the contact form 2 s after acceptance', async () => {
    renderWidget();
    await openAndWaitForGreeting();

    typeAndPressEnter('Quelle est la recette du gâteau au chocolat ?');
    await advance(2000);
    expect(conversation().getByText(/pas bien compris/)).toBeInTheDocument();

    typeAndPressEnter('Oui');
    await advance(replyDelayFor('Oui'));
    expect(conversation().getByText(/J'ouvre le formulaire de contact/)).toBeInTheDocument();
    expect(openContact).not.toHaveBeenCalled();

    await advance(1999);
    expect(openContact).not.toHaveBeenCalled();
    await advance(1);
    expect(openContact).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Ouvrir l'assistant" })).toBeInTheDocument();
  });

  it('declines politely when the proposal is not accepted', async () => {
    renderWidget();
    await openAndWaitForGreeting();

    typeAndPressEnter('Quelle est la recette du gâteau au chocolat ?');
    await advance(2000);
    typeAndPressEnter('Non merci');
    await advance(10000);

    expect(conversation().getByText(/aucun souci/)).toBeInTheDocument();
    expect(openContact).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the launcher', async () => {
    renderWidget();
    await openAndWaitForGreeting();

    fireEvent.keyDown(screen.getByLabelText('Votre message'), { key: 'Escape' });

    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Ouvrir l'assistant" })).toHaveFocus();
  });

  it('clears its pending timers when unmounted', async () => {
    const { unmount } = renderWidget();
    await openAndWaitForGreeting();
    typeAndPressEnter('Parlez-moi du blog');
    await advance(0);
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows a site link under the answer, a plain link to the server's page", async () => {
    renderWidget();
    await openAndWaitForGreeting();
    typeAndPressEnter('Où est le blog ?');
    await advance(2000);

    const link = conversation().getByRole('link', { name: /Lire le blog/ });
    expect(link).toHaveAttribute('href', '/blog');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens at once, greeting, when mounted by a click on the launcher', async () => {
    renderWidget({ defaultOpen: true });
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Assistant' })).toBeInTheDocument();
    expect(screen.getByLabelText('Votre message')).toHaveFocus();
    await advance(1500);
    expect(conversation().getByText(testScript.greeting)).toBeInTheDocument();
    expect(fetchChat).toHaveBeenCalledTimes(1);
  });

  it('opens another site in a new tab without giving it access to this one', async () => {
    renderWidget();
    await openAndWaitForGreeting();
    typeAndPressEnter('Et le réseau ?');
    await advance(5000);

    const link = conversation().getByRole('link', { name: /Le site de la fédération/ });
    expect(link).toHaveAttribute('href', 'https://federation.exemple.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName(/nouvel onglet/);
  });

  it('shows answers as text, never as HTML, and drops links of unsafe schemes', async () => {
    fetchChat.mockResolvedValue({
      ...testScript,
      topics: [
        {
          keywords: ['piege'],
          answer: '<img src=x onerror="alert(1)"> <b>gras</b>',
          link: { label: 'Cliquez', url: 'javascript:alert(1)' },
          offers_contact: false,
        },
      ],
    });
    const { container } = renderWidget();
    await openAndWaitForGreeting();
    typeAndPressEnter('piège');
    await advance(2000);

    expect(conversation().getByText('<img src=x onerror="alert(1)"> <b>gras</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
    expect(conversation().queryByRole('link')).not.toBeInTheDocument();
  });
});
