// Checks a send followed live: the bar's values in words, the counts, pause and resume, and cancel only after a
// confirmation; and the short status an article's row shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedRequest } from '@/test/mockFetch';
import { account, renderApp, startAnswers } from '@/test/renderApp';
import { SendDialog } from './SendDialog';
import { SendStatusLine } from './SendStatusLine';
import { POST, PREVIEW, PREVIEW_BODY, SENDS, aSend, sendsRoute } from '@/test/newsletterSends';

const RUNNING = aSend({ total: 10, sent: 3, failed: 1, skipped: 0, remaining: 6 });

function serveRunning() {
  let recorded: RecordedRequest[] = [];
  const state = { sends: [RUNNING] };
  const mocked = mockFetch({
    ...startAnswers(account('super_admin')),
    [PREVIEW]: { body: PREVIEW_BODY },
    [SENDS]: sendsRoute(() => recorded, state),
  });
  recorded = mocked.requests;
  return { ...mocked, state };
}

describe('a send under way', () => {
  it('shows its progress instead of the form when the dialog opens, in numbers and in words', async () => {
    serveRunning();
    renderApp(<SendDialog post={POST} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer aux abonnés' });
    const bar = await within(dialog).findByRole('progressbar', { name: 'Progression de l’envoi' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '40 % : 4 sur 10');
    expect(within(dialog).getByText('Envoi en cours')).toBeInTheDocument();
    const counts = within(dialog).getByText('Restants').closest('div');
    expect(counts).toHaveTextContent('6');
    expect(within(dialog).queryByRole('button', { name: 'M’envoyer un test' })).not.toBeInTheDocument();
  });

  it('pauses, resumes, and cancels only once confirmed', async () => {
    const { requests } = serveRunning();
    renderApp(<SendDialog post={POST} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer aux abonnés' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('En pause')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprendre' }));
    expect(await within(dialog).findByText('Envoi en cours')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’envoi' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Annuler cet envoi ?' });
    expect(confirm).toHaveTextContent('Les 6 abonnés qui n’ont pas encore reçu l’article ne le recevront pas.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continuer l’envoi' }));
    expect(requests.some((request) => request.url.endsWith('/cancel'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’envoi' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler l’envoi' }));
    expect(await within(dialog).findByText('Annulé')).toBeInTheDocument();
    const controls = requests.filter((request) => request.method === 'POST').map((request) => request.url);
    expect(controls).toEqual([`${SENDS}/40/pause`, `${SENDS}/40/resume`, `${SENDS}/40/cancel`]);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Reprendre' })).not.toBeInTheDocument());
  });

  it('says in a row how far a send has gone, or when the article last went out', () => {
    mockFetch(startAnswers(null));
    const { rerender } = renderApp(<SendStatusLine title={POST.title} sends={[RUNNING]} />);
    expect(screen.getByText('Envoi en cours 40 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `Progression de l’envoi de « ${POST.title} »` })).toBeInTheDocument();

    const done = aSend({ state: 'done', sent: 12, remaining: 0, finished_at: '2026-03-02T09:10:00Z' });
    const test = aSend({ id: 50, state: 'done', test_to: 'moi@exemple.km', sent: 1, total: 1, remaining: 0 });
    rerender(<SendStatusLine title={POST.title} sends={[test, done]} />);
    expect(screen.getByText('Envoyé le 2 mars 2026 à 12 abonnés')).toBeInTheDocument();

    rerender(<SendStatusLine title={POST.title} sends={[test]} />);
    expect(screen.queryByText(/Envoyé le/)).not.toBeInTheDocument();
  });
});
