// Checks the timeline page's grouping, empty state and load error.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { siteBundle } from '@/test/fixtures';
import { TimelinePage } from './TimelinePage';

describe('timeline page', () => {
  it('shows events under their category headings with external links', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/timeline': {
        body: {
          events: [
            {
              id: 1,
              date: '2020 - présent',
              title: 'Secrétaire général',
              category: 'Postes occupés',
              description: 'Fédération.',
              reference_link: 'https://federation.example',
            },
            { id: 2, date: '2015', title: 'Master', category: 'Formations', description: null, reference_link: null },
            { id: 3, date: '2012', title: 'Bénévole', category: null, description: null, reference_link: null },
          ],
        },
      },
    });
    renderApp(<TimelinePage />, { path: '/parcours', route: '/parcours' });

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Postes occupés', 'Formations', 'Divers']);
    const link = screen.getByRole('link', { name: /Secrétaire général/ });
    expect(link).toHaveAttribute('href', 'https://federation.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(headings[0].closest('section')!).getByText('2020 - présent')).toBeInTheDocument();
  });

  it('shows the subtitle written in the back-office, and none while it is empty', async () => {
    const withSubtitle = {
      ...siteBundle,
      content: { ...siteBundle.content, timeline: { subtitle: 'Mon chemin, étape par étape.' } },
    };
    mockFetch({ '/api/site': { body: withSubtitle }, '/api/timeline': { body: { events: [] } } });
    const { unmount } = renderApp(<TimelinePage />, { path: '/parcours', route: '/parcours' });
    const subtitle = await screen.findByText('Mon chemin, étape par étape.');
    expect(subtitle.closest('header')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Mon Parcours' }));
    unmount();

    mockFetch({ '/api/site': { body: siteBundle }, '/api/timeline': { body: { events: [] } } });
    renderApp(<TimelinePage />, { path: '/parcours', route: '/parcours' });
    await screen.findByText('Aucun événement pour le moment.');
    // The tab title carries the site title once the site content has arrived.
    await waitFor(() => expect(document.title).toBe('Mon Parcours | Vitrine de test'));
    const emptyHeader = screen.getByRole('heading', { level: 1, name: 'Mon Parcours' }).closest('header')!;
    expect(emptyHeader.querySelectorAll('p')).toHaveLength(0);
  });

  it('shows the empty state', async () => {
    mockFetch({ '/api/site': { body: siteBundle }, '/api/timeline': { body: { events: [] } } });
    renderApp(<TimelinePage />, { path: '/parcours', route: '/parcours' });
    expect(await screen.findByText('Aucun événement pour le moment.')).toBeInTheDocument();
  });

  it('tells the visitor when the events cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/api/site': { body: siteBundle }, '/api/timeline': { status: 500, body: {} } });
    renderApp(<TimelinePage />, { path: '/parcours', route: '/parcours' });
    expect(await screen.findByText('Erreur de chargement')).toBeInTheDocument();
    expect(screen.getByText('Impossible de récupérer les événements de la timeline.')).toBeInTheDocument();
  });
});
