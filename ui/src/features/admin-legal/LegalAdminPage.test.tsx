// Checks the legal pages screen: each page loads into the editor with its date, saves, and shows a refusal under the text;
// the legal notice starts from a model filled with the owner's identity.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { siteWithOwner } from '@/test/fixtures';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { LegalAdminPage } from './LegalAdminPage';

const ROUTES = [{ path: '/admin/legal', element: <LegalAdminPage /> }];
const PRIVACY = {
  legal: {
    page: 'privacy',
    content_html: '<h2>Vos droits</h2><p>Un droit d’accès.</p>',
    content_json: null,
    updated_at: '2025-08-08T10:00:00Z',
  },
};
const TERMS = { legal: { page: 'terms', content_html: '', content_json: null, updated_at: null } };
const NOTICE = { legal: { page: 'notice', content_html: '', content_json: null, updated_at: null } };

function openLegal(answers: Record<string, object>, user = account('super_admin')) {
  const fetch = mockFetch({
    ...startAnswers(user),
    '/api/admin/legal/privacy': { body: PRIVACY },
    '/api/admin/legal/terms': { body: TERMS },
    '/api/admin/legal/notice': { body: NOTICE },
    ...answers,
  });
  renderRoutes(ROUTES, '/admin/legal');
  return fetch;
}

describe('legal pages admin', () => {
  it('loads the policy into the editor with its last update, and saves it', async () => {
    const saved = { legal: { ...PRIVACY.legal, updated_at: '2026-01-31T09:00:00Z' } };
    let put = false;
    const { requests } = openLegal({
      '/api/admin/legal/privacy': async () => (put ? { body: saved } : { body: PRIVACY }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages légales' })).toBeInTheDocument();
    expect(await screen.findByText('Un droit d’accès.')).toBeInTheDocument();
    expect(screen.getByText(/Dernière mise à jour\s:\s8 août 2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Politique de confidentialité' })).toHaveAttribute('aria-pressed', 'true');

    put = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Page enregistrée.')).toBeInTheDocument();
    const request = requests.find((sent) => sent.method === 'PUT');
    expect(request?.url).toBe('/api/admin/legal/privacy');
    expect((request?.body as { content_html: string }).content_html).toContain('Un droit d’accès.');
    expect(screen.getByText(/Dernière mise à jour\s:\s31 janvier 2026/)).toBeInTheDocument();
  });

  it('switches to the terms, which were never written, and asks for a text before saving', async () => {
    const { requests } = openLegal({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Conditions d'utilisation" }));
    expect(await screen.findByText('Jamais enregistrée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Le texte de la page est requis.')).toBeInTheDocument();
    expect(requests.some((sent) => sent.method === 'PUT')).toBe(false);
  });

  it('starts the legal notice, never saved, from a model naming the owner, and publishes it only when saved', async () => {
    let put = false;
    const saved = { legal: { ...NOTICE.legal, content_html: '<p>Enregistré</p>', updated_at: '2026-01-31T09:00:00Z' } };
    const { requests } = openLegal({
      '/api/site': { body: siteWithOwner({ phone: '' }) },
      '/api/admin/legal/notice': async () => (put ? { body: saved } : { body: NOTICE }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mentions légales' }));
    expect(await screen.findByText(/Ce modèle n'est pas encore publié/)).toBeInTheDocument();
    expect(await screen.findByText(/Ce site est édité par Awa Mzé, \[statut/)).toBeInTheDocument();
    expect(screen.getByText(/Contact : awa@exemple\.km\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la page (nouvel onglet)' })).toHaveAttribute('href', '/mentions-legales');

    put = true;
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Page enregistrée.')).toBeInTheDocument();
    const request = requests.find((sent) => sent.method === 'PUT');
    expect(request?.url).toBe('/api/admin/legal/notice');
    expect((request?.body as { content_html: string }).content_html).toContain('Directeur de la publication');
    expect(screen.queryByText(/Ce modèle n'est pas encore publié/)).not.toBeInTheDocument();
  });

  it('shows the server refusal under the text', async () => {
    let put = false;
    const message = 'Le contenu est trop long : 500 Ko au maximum.';
    openLegal({
      '/api/admin/legal/privacy': async () =>
        put
          ? { status: 400, body: { error: { code: 'validation', message, fields: { content_html: message } } } }
          : { body: PRIVACY },
    });
    await screen.findByText('Un droit d’accès.');
    put = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText("Impossible d'enregistrer la page.")).toBeInTheDocument();
  });
});
