// Checks the assistant editor: the saved script in the form, adding, ordering and removing topics, what is sent, inline server messages, cancelling and leaving.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { ChatAssistant } from '@/generated/ChatAssistant';
import { ChatAdminPage } from './ChatAdminPage';

const ROUTES = [{ path: '/admin/assistant', element: <ChatAdminPage /> }];
const SCRIPT: ChatAssistant = {
  greeting: 'Bonjour et bienvenue !',
  fallback: 'Je n’ai pas compris. Répondez « oui » pour m’écrire.',
  topics: [
    {
      keywords: ['blog*', 'article*'],
      answer: 'Lisez le blog.',
      link: { label: 'Le blog', url: '/blog' },
      offers_contact: false,
    },
    { keywords: ['contact'], answer: 'Voulez-vous m’écrire ?', link: null, offers_contact: true },
  ],
};

type Answer = { status?: number; body?: unknown };

/** The first call reads the script; each later one (a save) gets the next of `saves`, or echoes the script. */
function openEditor(saves: Answer[] = [], user = account('super_admin')) {
  let calls = 0;
  const fetch = mockFetch({
    ...startAnswers(user),
    '/api/admin/chat': async () => {
      calls += 1;
      if (calls === 1) return { body: { chat: SCRIPT } };
      return saves[calls - 2] ?? { body: { chat: SCRIPT } };
    },
  });
  const view = renderRoutes(ROUTES, '/admin/assistant');
  return { ...fetch, ...view };
}

const group = (name: string) => screen.getByRole('group', { name });
const keywordFields = () => screen.getAllByLabelText('Mots-clés').map((input) => (input as HTMLInputElement).value);

describe('assistant editor', () => {
  it('shows the saved greeting, fallback and topics in order', async () => {
    openEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Assistant du site' })).toBeInTheDocument();
    expect(await screen.findByLabelText("Message d'accueil")).toHaveValue('Bonjour et bienvenue !');
    expect(screen.getByLabelText("Réponse quand la question n'est pas comprise")).toHaveValue(SCRIPT.fallback);
    expect(keywordFields()).toEqual(['blog*, article*', 'contact']);
    expect(within(group('Sujet 1')).getByLabelText('Adresse du lien (facultatif)')).toHaveValue('/blog');
    expect(within(group('Sujet 2')).getByRole('checkbox')).toBeChecked();
    expect(within(group('Sujet 1')).getByRole('button', { name: 'Monter : Sujet 1' })).toBeDisabled();
    expect(within(group('Sujet 2')).getByRole('button', { name: 'Descendre : Sujet 2' })).toBeDisabled();
  });

  it('adds a topic, moves it first, removes another, and sends the list as shown', async () => {
    const { requests } = openEditor();
    const user = userEvent.setup();
    await screen.findByLabelText("Message d'accueil");

    await user.click(screen.getByRole('button', { name: 'Ajouter un sujet' }));
    const added = group('Sujet 3');
    await waitFor(() => expect(within(added).getByLabelText('Mots-clés')).toHaveFocus());
    const fill = async (label: string, text: string) => {
      await user.click(within(added).getByLabelText(label));
      await user.paste(text);
    };
    await fill('Mots-clés', 'horaires, ouvert* ,  ');
    await fill('Réponse', 'Du lundi au vendredi.');
    await fill('Texte du lien (facultatif)', 'Me contacter');
    await fill('Adresse du lien (facultatif)', 'mailto:awa@exemple.km');
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Monter : Sujet 3' }));
    await user.click(screen.getByRole('button', { name: 'Monter : Sujet 2' }));
    expect(keywordFields()).toEqual(['horaires, ouvert* ,  ', 'blog*, article*', 'contact']);
    await user.click(screen.getByRole('button', { name: 'Supprimer : Sujet 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ajouter un sujet' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      greeting: SCRIPT.greeting,
      fallback: SCRIPT.fallback,
      topics: [
        {
          keywords: ['horaires', 'ouvert*'],
          answer: 'Du lundi au vendredi.',
          link: { label: 'Me contacter', url: 'mailto:awa@exemple.km' },
          offers_contact: false,
        },
        SCRIPT.topics[0],
      ],
    });
  });

  it('shows the server’s messages under their fields and focuses the first one', async () => {
    openEditor([
      {
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: 'Le lien doit commencer par http://, https://, mailto: ou « / » pour une page du site.',
            fields: {
              'topics.0.link.url': 'Le lien doit commencer par http://, https://, mailto: ou « / » pour une page du site.',
              'topics.1.answer': 'La réponse est requise.',
            },
          },
        },
      },
    ]);
    const user = userEvent.setup();
    await screen.findByLabelText("Message d'accueil");
    const url = within(group('Sujet 1')).getByLabelText('Adresse du lien (facultatif)');
    await user.clear(url);
    await user.click(url);
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Le lien doit commencer par http/);
    expect(within(group('Sujet 2')).getByLabelText('Réponse')).toHaveAccessibleDescription(/La réponse est requise/);
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();

    await user.type(within(group('Sujet 2')).getByLabelText('Réponse'), ' ');
    expect(url).not.toHaveAttribute('aria-invalid');
  });

  it('tells which topic would answer a question typed as a visitor would, without saving', async () => {
    const { requests } = openEditor();
    const user = userEvent.setup();
    await screen.findByLabelText("Message d'accueil");
    const trial = screen.getByLabelText("Question d'essai");

    await user.type(trial, 'Vos ARTICLES ?{Enter}');
    expect(screen.getByText(/Le sujet 1 répondrait/)).toHaveTextContent('Lisez le blog.');
    await user.clear(trial);
    await user.type(trial, 'La météo');
    expect(screen.getByText(/Aucun sujet ne correspond/)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('goes back to the saved script after confirmation', async () => {
    openEditor();
    const user = userEvent.setup();
    const greeting = await screen.findByLabelText("Message d'accueil");
    expect(screen.getByRole('button', { name: 'Annuler les modifications' })).toBeDisabled();
    await user.type(greeting, ' Encore');
    await user.click(screen.getByRole('button', { name: 'Annuler les modifications' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler les modifications' }));
    expect(greeting).toHaveValue('Bonjour et bienvenue !');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = openEditor();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Message d'accueil"), ' Encore');
    act(() => {
      void router.navigate('/admin');
    });
    const dialog = await screen.findByRole('alertdialog', { name: /Quitter sans enregistrer/ });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe('/admin/assistant');
    act(() => {
      void router.navigate('/admin');
    });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
