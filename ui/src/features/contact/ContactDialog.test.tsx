// Checks the contact island: the dialog's validation, sending, error messages and focus handling.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import arabic from '@/locales/ar/contact.json';
import { mockFetch, type RecordedRequest } from '@/test/mockFetch';
import { mount } from '@/islands/contact';
import { unmountIslands } from '@/islands/root';

afterEach(() => {
  act(() => unmountIslands());
  document.body.replaceChildren();
});

/** The page as the server writes it: a « Contact » link and the island's empty slot. */
async function mountIsland() {
  const opener = document.createElement('button');
  opener.textContent = 'Ouvrir le contact';
  const main = document.createElement('main');
  main.id = 'main';
  main.tabIndex = -1;
  const slot = document.createElement('div');
  document.body.append(opener, main, slot);
  const island = await mount(slot, { props: null, openContact: vi.fn() });
  opener.addEventListener('click', () => island?.open?.(opener));
  return { island, opener };
}

async function openDialog() {
  const user = userEvent.setup();
  const { opener } = await mountIsland();
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Contactez-moi' });
  return { user, dialog };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Nom complet'), 'Awa Mohamed');
  await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'awa@example.org');
  await user.type(within(dialog).getByLabelText('Votre projet en quelques lignes'), 'Je voudrais lancer une coopérative.');
}

function contactRequests(requests: RecordedRequest[]) {
  return requests.filter((request) => request.url === '/api/contact');
}

describe('contact dialog', () => {
  it('refuses a blank field with a validation toast and sends nothing', async () => {
    const { requests } = mockFetch({ '/api/contact': { status: 201, body: {} } });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Nom complet'), 'Awa');
    await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'awa@example.org');
    await user.type(within(dialog).getByLabelText('Votre projet en quelques lignes'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText('Erreur de validation')).toBeInTheDocument();
    expect(screen.getByText('Veuillez remplir tous les champs.')).toBeInTheDocument();
    expect(contactRequests(requests)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();
  });

  it('says beside each blank field what is missing and moves focus to the first one', async () => {
    mockFetch({ '/api/contact': { status: 201, body: {} } });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'awa@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));

    const name = within(dialog).getByLabelText('Nom complet');
    const message = within(dialog).getByLabelText('Votre projet en quelques lignes');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Le nom est requis.');
    expect(message).toHaveAccessibleDescription('Le message est requis.');
    expect(within(dialog).getByLabelText('Adresse e-mail')).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();

    await user.type(name, 'Awa');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's field error beside its field", async () => {
    mockFetch({
      '/api/contact': {
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: "L'adresse e-mail n'est pas valide.",
            fields: { email: "L'adresse e-mail n'est pas valide." },
          },
        },
      },
    });
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));

    const email = within(dialog).getByLabelText('Adresse e-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription("L'adresse e-mail n'est pas valide.");
    expect(email).toHaveFocus();
  });

  it('sends the form with the honeypot, thanks the visitor, clears and closes', async () => {
    const { requests } = mockFetch({
      '/api/contact': { status: 201, body: { contact_message: { id: 1, created_at: '2025-08-08T12:00:00Z' } } },
    });
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText(/Message envoyé/)).toBeInTheDocument();
    expect(contactRequests(requests)).toEqual([
      {
        url: '/api/contact',
        method: 'POST',
        body: {
          name: 'Awa Mohamed',
          email: 'awa@example.org',
          message: 'Je voudrais lancer une coopérative.',
          website: '',
          lang: 'fr',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Ouvrir le contact' }));
    const reopened = await screen.findByRole('dialog', { name: 'Contactez-moi' });
    expect(within(reopened).getByLabelText('Nom complet')).toHaveValue('');
    expect(within(reopened).getByLabelText('Votre projet en quelques lignes')).toHaveValue('');
  });

  it('passes on what a bot typed in the hidden website field', async () => {
    const { requests } = mockFetch({ '/api/contact': { status: 201, body: {} } });
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await user.type(honeypot!, 'https://spam.example');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));

    await waitFor(() => expect(contactRequests(requests)).toHaveLength(1));
    expect(contactRequests(requests)[0].body).toMatchObject({ website: 'https://spam.example' });
  });

  it('sends the language the visitor reads the site in, which his contact keeps', async () => {
    const { requests } = mockFetch({ '/api/contact': { status: 201, body: {} } });
    await i18n.changeLanguage('ar');
    try {
      const user = userEvent.setup();
      const { opener } = await mountIsland();
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: arabic.dialog.title });
      await user.type(within(dialog).getByLabelText(arabic.fields.name), 'علي');
      await user.type(within(dialog).getByLabelText(arabic.fields.email), 'ali@example.org');
      await user.type(within(dialog).getByLabelText(arabic.fields.message), 'مشروع تعاونية');
      await user.click(within(dialog).getByRole('button', { name: arabic.submit }));
      await waitFor(() => expect(contactRequests(requests)).toHaveLength(1));
      expect(contactRequests(requests)[0].body).toMatchObject({ lang: 'ar' });
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it.each([
    [400, 'validation', "L'adresse e-mail n'est pas valide."],
    [429, 'rate_limited', 'Trop de messages envoyés. Réessayez dans quelques minutes.'],
  ])('shows the server message for a %i answer and keeps the form', async (status, code, message) => {
    mockFetch({ '/api/contact': { status, body: { error: { code, message } } } });
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText('Erreur de soumission')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nom complet')).toHaveValue('Awa Mohamed');
  });

  it('shows the generic message when the server fails', async () => {
    mockFetch({
      '/api/contact': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
    });
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText("Impossible d'envoyer votre message. Veuillez réessayer.")).toBeInTheDocument();
    expect(screen.queryByText('Erreur interne.')).not.toBeInTheDocument();
  });

  it('says the server cannot be reached when the connection drops', async () => {
    mockFetch({
      '/api/contact': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText('Le serveur est injoignable. Vérifiez votre connexion.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Adresse e-mail')).toHaveValue('awa@example.org');
  });

  it('disables the submit button while sending', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    mockFetch({
      '/api/contact': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));

    expect(await within(dialog).findByRole('button', { name: /Envoi en cours/ })).toBeDisabled();
    answer({ status: 201, body: {} });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('contact dialog focus', () => {
  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openDialog();
    expect(within(screen.getByRole('dialog')).getByLabelText('Nom complet')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ouvrir le contact' })).toHaveFocus();
  });

  it('opened by an address ending in #contact, gives focus to the page and drops #contact on close', async () => {
    window.history.replaceState(null, '', '/blog#contact');
    const { island } = await mountIsland();
    const user = userEvent.setup();
    await act(async () => island?.open?.(null));
    expect(await screen.findByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.getElementById('main')).toHaveFocus();
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/blog');
  });
});
