// Checks both legal pages: title, update date, a table of contents pointing at every section.
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { siteBundle } from '@/test/fixtures';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';
import { readLegalSections } from './legalSections';

/** Lets the site bundle request finish so its state update happens inside the test. */
async function renderPage(page: ReactElement) {
  mockFetch({ '/api/site': { body: siteBundle } });
  renderApp(page);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function expectTableOfContentsMatchesSections() {
  const toc = screen.getByRole('navigation', { name: 'Sommaire' });
  const links = within(toc).getAllByRole('link');
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target, link.textContent ?? '').not.toBeNull();
    expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!);
  }
  return links.map((link) => link.textContent);
}

describe('PrivacyPage', () => {
  it('shows the policy with its date, contents and sections', async () => {
    await renderPage(<PrivacyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Politique de Confidentialité' })).toBeInTheDocument();
    expect(screen.getByText(/Dernière mise à jour\s:\s8 août 2025/)).toBeInTheDocument();
    expect(expectTableOfContentsMatchesSections()).toEqual([
      'Introduction',
      'Informations collectées',
      'Utilisation des informations',
      'Partage des informations',
      'Sécurité',
      'Vos droits',
      'Contact',
    ]);
    expect(screen.getByText(/droit d'accès, de rectification, d'effacement, de limitation du traitement/)).toBeInTheDocument();
    expect(screen.getAllByText(/Promoteur/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Modérateur/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Super Admin/).length).toBeGreaterThan(0);
    expect(screen.getByText(/titres, descriptions et documents joints/)).toBeInTheDocument();
  });
});

describe('TermsPage', () => {
  it('shows the terms with their date, contents and governing law', async () => {
    await renderPage(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: "Conditions d'Utilisation" })).toBeInTheDocument();
    expect(screen.getByText(/Dernière mise à jour\s:\s8 août 2025/)).toBeInTheDocument();
    expect(expectTableOfContentsMatchesSections()).toHaveLength(9);
    expect(screen.getByText(/régies par le droit de l'Union des Comores/)).toBeInTheDocument();
  });
});

describe('readLegalSections', () => {
  it('keeps well-formed sections and drops the rest', () => {
    expect(
      readLegalSections([
        { id: 'a', title: 'A', paragraphs: ['p', 3], items: 'pas une liste' },
        { id: '', title: 'Sans identifiant' },
        'texte',
        null,
      ]),
    ).toEqual([{ id: 'a', title: 'A', paragraphs: ['p'], items: [], after: [] }]);
    expect(readLegalSections('legal.privacy.sections')).toEqual([]);
  });
});
