// Checks that the home page uses edited content when present and French defaults otherwise.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { postSummary, siteBundle } from '@/test/fixtures';
import { HomePage } from './HomePage';

describe('home page', () => {
  it('shows the three newest articles, asked for as three', async () => {
    const latest = { posts: [postSummary(1), postSummary(2), postSummary(3)], total: 9, categories: [] };
    const { requests } = mockFetch({ '/api/site': { body: siteBundle }, '/api/posts': { body: latest } });
    renderApp(<HomePage />);

    const section = await screen.findByRole('region', { name: 'Derniers articles' });
    const links = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/blog', '/blog/article-1', '/blog/article-2', '/blog/article-3']);
    expect(requests.some((request) => request.url === '/api/posts?per_page=3')).toBe(true);
  });

  it('shows no latest-articles band while the blog is empty', async () => {
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts': { body: { posts: [], total: 0, categories: [] } } });
    renderApp(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Derniers articles' })).not.toBeInTheDocument();
  });

  it('falls back to the French defaults when no content is set', async () => {
    mockFetch({ '/api/site': { body: siteBundle } });
    renderApp(<HomePage />);

    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent("Révolutionner l'Entrepreneuriat en Afrique");
    expect(within(document.getElementById('services')!).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('img', { name: /soleil doré au-dessus/ })).toHaveAttribute('src', '/images/hero.svg');
    // Figures are the owner's own: none is invented before he enters them.
    expect(screen.queryByRole('region', { name: 'Quelques chiffres' })).not.toBeInTheDocument();
  });

  it('uses the edited content, skipping blank values', async () => {
    mockFetch({
      '/api/site': {
        body: {
          ...siteBundle,
          content: {
            ...siteBundle.content,
            home_hero: { title_part1: 'Bâtir', title_part2: ' ', title_part3: 'ensemble', image_url: '/media/hero.webp' },
            home_stats: { stats: [{ number: '42', label: 'Projets' }] },
            home_services: { title: 'Ce que je propose', items: [{ title: 'Mentorat', description: 'Un suivi mensuel.' }] },
          },
        },
      },
    });
    renderApp(<HomePage />);

    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent("Bâtir l'Entrepreneuriat ensemble");
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ce que je propose' })).toBeInTheDocument();
    expect(within(document.getElementById('services')!).getAllByRole('button')).toHaveLength(1);
  });

  it('opens the contact dialog from a service card', async () => {
    mockFetch({ '/api/site': { body: siteBundle } });
    const user = userEvent.setup();
    renderApp(<HomePage />);

    await user.click(await screen.findByRole('button', { name: /Coaching entrepreneurial/ }));
    expect(await screen.findByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();
  });
});
