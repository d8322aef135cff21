// Checks both legal pages: the owner's text from the server, its update date, and the note when nothing is written yet.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { siteBundle } from '@/test/fixtures';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

describe('PrivacyPage', () => {
  it('shows the stored policy with the date of its last save', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/legal/privacy': {
        body: {
          legal: {
            page: 'privacy',
            content_html:
              '<h2>Vos droits</h2><p>Vous disposez d’un droit d’accès et de rectification.</p><h2>Contact</h2><p>Écrivez-moi.</p>',
            updated_at: '2025-08-08T10:00:00Z',
          },
        },
      },
    });
    renderApp(<PrivacyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Politique de Confidentialité' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1. Vos droits' })).toHaveAttribute('id', 'section-vos-droits');
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    expect(within(toc).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#section-contact');
    expect(screen.getByRole('heading', { level: 2, name: '2. Contact' })).toHaveAttribute('id', 'section-contact');
    expect(screen.getByText(/droit d’accès et de rectification/)).toBeInTheDocument();
    expect(screen.getByText(/Dernière mise à jour\s:\s8 août 2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "M'écrire" })).toBeInTheDocument();
  });
});

describe('TermsPage', () => {
  it('says the page is not written yet when the owner has saved nothing', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/legal/terms': { body: { legal: { page: 'terms', content_html: '', updated_at: null } } },
    });
    renderApp(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: "Conditions d'Utilisation" })).toBeInTheDocument();
    expect(await screen.findByText("Cette page n'a pas encore été rédigée.")).toBeInTheDocument();
    expect(screen.queryByText(/Dernière mise à jour/)).not.toBeInTheDocument();
  });

  it('tells the visitor when the page cannot be loaded', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/legal/terms': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
    });
    renderApp(<TermsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger cette page.');
  });
});
