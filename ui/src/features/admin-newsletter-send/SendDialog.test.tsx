// Checks the send dialog against a fake server: the preview (HTML in a sandboxed frame, plain text), the test to the
// owner's own address, the send and its progress, a draft that may only be tested, and « Envoyer à nouveau » only
// behind a confirmation, whether the list or the server says the article went out before.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedRequest } from '@/test/mockFetch';
import { account, renderApp, startAnswers } from '@/test/renderApp';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import { SendDialog } from './SendDialog';
import type { SendablePost } from './sendablePost';
import { POST, PREVIEW, PREVIEW_BODY, SENDS, aSend, sendsRoute } from '@/test/newsletterSends';

function serve(state: Parameters<typeof sendsRoute>[1], preview = PREVIEW_BODY) {
  let recorded: RecordedRequest[] = [];
  const mocked = mockFetch({
    ...startAnswers(account('super_admin')),
    [PREVIEW]: { body: preview },
    [SENDS]: sendsRoute(() => recorded, state),
  });
  recorded = mocked.requests;
  return mocked;
}

function posted(requests: RecordedRequest[]) {
  return requests.filter((request) => request.method === 'POST').map((request) => request.body);
}

async function openDialog(post: SendablePost = POST) {
  renderApp(<SendDialog post={post} onClose={() => undefined} />);
  return screen.findByRole('dialog', { name: 'Envoyer aux abonnés' });
}

describe('the send dialog', () => {
  it('shows the mail as it will go out, in a frame that runs no script, and its plain-text part', async () => {
    serve({ sends: [] });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Bâtir un écosystème', { selector: 'span' })).toBeInTheDocument();
    const frame = within(dialog).getByTitle('Aperçu de l’e-mail « Bâtir un écosystème »');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', PREVIEW_BODY.html);
    expect(within(dialog).getByText('3 abonnés confirmés le recevront.')).toBeInTheDocument();

    const textTab = within(dialog).getByRole('tab', { name: 'Texte seul' });
    await userEvent.click(textTab);
    expect(textTab).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Lire en ligne : https://exemple.km/blog/batir');
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: 'Mise en page' })).toHaveFocus();
    expect(within(dialog).getByTitle(/Aperçu de l’e-mail/)).toBeInTheDocument();
  });

  it('sends a test to the owner’s own address and says when it has gone', async () => {
    const state = {
      sends: [] as NewsletterSend[],
      started: aSend({ id: 41, test_to: 'moi@exemple.km', total: 1, sent: 0, remaining: 1, state: 'queued' }),
    };
    const { requests } = serve(state);
    const dialog = await openDialog();
    const address = await within(dialog).findByLabelText('Adresse du test');
    expect(address).toHaveValue('super.admin@exemple.km');
    await userEvent.clear(address);
    await userEvent.type(address, 'moi@exemple.km');
    await userEvent.click(within(dialog).getByRole('button', { name: 'M’envoyer un test' }));

    expect(await within(dialog).findByText('Envoi du test à moi@exemple.km…')).toBeInTheDocument();
    expect(posted(requests)).toEqual([{ post_id: POST.id, test_to: 'moi@exemple.km' }]);
    // The sender gets to it: the list, read again every second while the test waits, says so.
    state.sends = [{ ...state.started, state: 'done', sent: 1, remaining: 0, finished_at: '2026-03-02T09:00:05Z' }];
    expect(await within(dialog).findByText('Test envoyé à moi@exemple.km.', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says under the field why the server refused the test address', async () => {
    serve({
      sends: [],
      refusal: {
        status: 400,
        body: { error: { code: 'validation', message: 'Données invalides.', fields: { test_to: 'Adresse e-mail invalide.' } } },
      },
    });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'M’envoyer un test' }));
    expect(await within(dialog).findByText('Adresse e-mail invalide.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Adresse du test')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends to the subscribers, then follows the send instead of the form', async () => {
    const state = { sends: [] as NewsletterSend[], started: aSend({ state: 'queued', sent: 0, remaining: 3 }) };
    const { requests } = serve(state);
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Envoyer à 3 abonnés' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Progression de l’envoi' });
    expect(posted(requests)).toEqual([{ post_id: POST.id }]);
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(within(dialog).queryByRole('button', { name: /Envoyer à/ })).not.toBeInTheDocument();
    state.sends = [{ ...state.started, state: 'done', sent: 3, remaining: 0, finished_at: '2026-03-02T09:00:05Z' }];
    expect(await within(dialog).findByText('Envoyé', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(within(dialog).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('lets a draft be tested but not sent, and says why', async () => {
    serve({ sends: [] });
    const dialog = await openDialog({ ...POST, published_at: null });
    const send = await within(dialog).findByRole('button', { name: 'Envoyer à 3 abonnés' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(/publiez-le avant de l’envoyer à vos abonnés/);
    expect(within(dialog).getByRole('button', { name: 'M’envoyer un test' })).toBeEnabled();
  });

  it('says nobody would receive it when no subscriber has confirmed', async () => {
    serve({ sends: [] }, { ...PREVIEW_BODY, recipients: 0 });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/Aucun abonné confirmé/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Envoyer à 0 abonné/ })).toBeDisabled();
  });

  it('sends an article already sent again only after an explicit confirmation', async () => {
    const before = aSend({ id: 30, state: 'done', sent: 2, remaining: 0, finished_at: '2026-02-10T10:00:00Z' });
    const { requests } = serve({ sends: [before], started: aSend({ id: 42, state: 'queued', sent: 0, remaining: 3 }) });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/Déjà envoyé le 10 février 2026 à .* à 2 abonnés\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Envoyer à 3 abonnés' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer à nouveau' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Envoyer à nouveau ?' });
    expect(confirm).toHaveTextContent('Vos 3 abonnés confirmés le recevront une seconde fois.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ne pas l’envoyer' }));
    expect(posted(requests)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer à nouveau' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, l’envoyer à 3 abonnés' }),
    );
    await waitFor(() => expect(posted(requests)).toEqual([{ post_id: POST.id, again: true }]));
    expect(await within(dialog).findByRole('progressbar')).toBeInTheDocument();
  });

  it('offers « Envoyer à nouveau » when the server says the article went out meanwhile', async () => {
    const message =
      'Cet article a déjà été envoyé à vos abonnés. Choisissez « Envoyer à nouveau » pour l’envoyer une seconde fois.';
    serve({ sends: [], refusal: { status: 409, body: { error: { code: 'conflict', message } } } });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Envoyer à 3 abonnés' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Envoyer à nouveau' })).toBeEnabled();
  });

  it('says what the server answers when e-mail is not configured', async () => {
    const message = 'L’envoi d’e-mails n’est pas configuré sur ce serveur (VITRINE_SMTP_URL) : aucun e-mail ne peut partir.';
    serve({ sends: [], refusal: { status: 400, body: { error: { code: 'validation', message } } } });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Envoyer à 3 abonnés' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('says up front when e-mail is not configured', async () => {
    serve({ sends: [] }, { ...PREVIEW_BODY, mail_configured: false });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/n’est pas configuré sur ce serveur/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer à 3 abonnés' })).toBeDisabled();
  });
});
