// Checks that the home page uses edited content when present, and otherwise names the owner and leaves unwritten sections out.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { postSummary, siteBundle, siteWithOwner } from '@/test/fixtures';
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

  it("names the owner and shows nobody else's business while no content is written", async () => {
    mockFetch({ '/api/site': { body: siteWithOwner({ portrait_url: '' }) } });
    renderApp(<HomePage />);

    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent(/^Awa Mzé$/);
    expect(screen.getByText('Je construis des ponts entre les îles et le continent.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /soleil doré au-dessus/ })).toHaveAttribute('src', '/images/hero.svg');
    // Figures, services and a mission are the owner's own: none is invented before he writes them.
    expect(screen.queryByRole('region', { name: 'Quelques chiffres' })).not.toBeInTheDocument();
    expect(document.getElementById('services')).toBeNull();
    expect(document.getElementById('about')).toBeNull();
    const sectionTitles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.replace(/\s+/g, ' '));
    expect(sectionTitles).toEqual(['Un projet, une question ?']);
  });

  it("describes the owner's own hero image as he wrote, and leaves an undescribed one decorative", async () => {
    const withHero = (image_alt: string) => ({
      ...siteBundle,
      content: { ...siteBundle.content, home_hero: { image_url: '/media/images/ab12-960.webp', image_alt } },
    });
    mockFetch({ '/api/site': { body: withHero('Moi devant le port de Moroni') } });
    const { unmount } = renderApp(<HomePage />);
    expect(await screen.findByRole('img', { name: 'Moi devant le port de Moroni' })).toHaveAttribute(
      'src',
      '/media/images/ab12-960.webp',
    );
    unmount();

    mockFetch({ '/api/site': { body: withHero('') } });
    renderApp(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    const image = document.querySelector('img[src="/media/images/ab12-960.webp"]');
    expect(image).toHaveAttribute('alt', '');
  });

  it('falls back to the site title and no subtitle without a name or a tagline', async () => {
    mockFetch({ '/api/site': { body: siteBundle } });
    renderApp(<HomePage />);

    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent(/^Vitrine de test$/);
    expect(hero.closest('section')!.querySelectorAll('p')).toHaveLength(0);
  });

  it('shows the portrait in the hero while the mission that carries it is not written', async () => {
    mockFetch({ '/api/site': { body: siteWithOwner() } });
    renderApp(<HomePage />);

    const portrait = await screen.findByRole('img', { name: 'Portrait de Awa Mzé' });
    expect(portrait.closest('section')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('uses the edited content, skipping blank values', async () => {
    mockFetch({
      '/api/site': {
        body: {
          ...siteWithOwner(),
          content: {
            ...siteBundle.content,
            home_hero: { title_part1: 'Bâtir', title_part2: ' ', title_part3: 'ensemble', image_url: '/media/hero.webp' },
            home_stats: { stats: [{ number: '42', label: 'Projets' }] },
            home_mission: { paragraph1: ' ', paragraph2: 'Je relie les îles.' },
            home_services: { title: 'Ce que je propose', items: [{ title: 'Mentorat', description: 'Un suivi mensuel.' }] },
          },
        },
      },
    });
    renderApp(<HomePage />);

    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent(/^Bâtir ensemble$/);
    expect(screen.getByText('Je construis des ponts entre les îles et le continent.')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    const mission = screen.getByRole('region', { name: 'Ma mission' });
    expect(within(mission).getByText('Je relie les îles.')).toBeInTheDocument();
    expect(within(mission).getByRole('img', { name: 'Portrait de Awa Mzé' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Portrait de Awa Mzé' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Ce que je propose' })).toBeInTheDocument();
    expect(within(document.getElementById('services')!).getAllByRole('button')).toHaveLength(1);
  });

  it('opens the contact dialog from a service card', async () => {
    const services = { items: [{ title: 'Coaching entrepreneurial', description: 'Un suivi individuel.' }] };
    mockFetch({ '/api/site': { body: { ...siteBundle, content: { ...siteBundle.content, home_services: services } } } });
    const user = userEvent.setup();
    renderApp(<HomePage />);

    await user.click(await screen.findByRole('button', { name: /Coaching entrepreneurial/ }));
    expect(await screen.findByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();
  });
});
