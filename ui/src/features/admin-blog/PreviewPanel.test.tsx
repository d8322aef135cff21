// Checks the editor's preview panel: the owner's own preview address, drawing a private link shown once, replacing a
// live one only after confirming, and revoking it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { PreviewPanel } from './PreviewPanel';

const LINK_PATH = '/api/admin/posts/12/preview-link';
const LIVE = { created_at: '2026-11-27T10:00:00Z', expires_at: '2026-12-04T10:00:00Z' };
const DRAWN = { url: 'https://exemple.km/apercu/abc123', link: { ...LIVE, expires_at: '2026-11-28T10:00:00Z' } };

function showPanel(live: typeof LIVE | null, unsaved = false) {
  let current: typeof LIVE | null = live;
  const mocked = mockFetch({
    ...startAnswers(account('super_admin')),
    [LINK_PATH]: async () => {
      const last = mocked.requests[mocked.requests.length - 1];
      if (last.method === 'POST') {
        current = DRAWN.link;
        return { status: 201, body: DRAWN };
      }
      if (last.method === 'DELETE') {
        current = null;
        return { status: 204 };
      }
      return { body: { link: current } };
    },
  });
  renderRoutes(
    [{ path: '/admin/blog/12', element: <PreviewPanel postId={12} unsaved={unsaved} className="" /> }],
    '/admin/blog/12',
  );
  return mocked;
}

describe('preview panel', () => {
  it("opens the owner's own preview in a new tab and says when it lags behind the form", async () => {
    showPanel(null, true);
    const open = await screen.findByRole('link', { name: /Voir l'aperçu/ });
    expect(open).toHaveAccessibleName("Voir l'aperçu (nouvel onglet)");
    expect(open).toHaveAttribute('href', '/admin/apercu/12');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/l'aperçu montre la version enregistrée/)).toBeInTheDocument();
  });

  it('draws a link for the chosen number of days and shows its address once', async () => {
    const { requests } = showPanel(null);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Durée du lien'), '1');
    await user.click(screen.getByRole('button', { name: "Créer un lien d'aperçu" }));
    expect(await screen.findByLabelText('Lien à transmettre')).toHaveValue(DRAWN.url);
    expect(screen.getByText(/Valable jusqu'au .*28 novembre 2026/)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ days: 1 });
  });

  it('replaces a live link only once confirmed, and revokes it', async () => {
    const { requests } = showPanel(LIVE);
    const user = userEvent.setup();
    expect(await screen.findByText(/Un lien est actif jusqu'au .*4 décembre 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer un nouveau lien' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Remplacer le lien d'aperçu ?" });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Révoquer le lien' }));
    const revoke = await screen.findByRole('alertdialog', { name: "Révoquer le lien d'aperçu ?" });
    await user.click(within(revoke).getByRole('button', { name: 'Révoquer le lien' }));
    expect(await screen.findByText("Le lien d'aperçu ne fonctionne plus.")).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(screen.getByRole('button', { name: "Créer un lien d'aperçu" })).toBeInTheDocument();
  });
});
