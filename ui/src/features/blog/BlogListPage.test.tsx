// Checks the blog list: featured post, grid, filters in the address, empty result and paging.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { postSummary, siteBundle } from '@/test/fixtures';
import { BlogListPage } from './BlogListPage';

const threePosts = {
  posts: [postSummary(1), postSummary(2, { category: 'Financement' }), postSummary(3)],
  total: 3,
  categories: ['Financement', 'Stratégie'],
};

describe('blog list', () => {
  it('features the newest post and lists the others in a grid', async () => {
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts': { body: threePosts } });
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog' });

    const featuredLink = await screen.findByRole('link', { name: 'Article numéro 1' });
    expect(featuredLink).toHaveAttribute('href', '/blog/article-1');
    expect(featuredLink.closest('article')).toHaveTextContent('À la une');

    const grid = screen.getByRole('list');
    const gridLinks = within(grid).getAllByRole('link');
    expect(gridLinks.map((link) => link.getAttribute('href'))).toEqual(['/blog/article-2', '/blog/article-3']);
    expect(screen.getAllByText('8 août 2025')).toHaveLength(3);
    expect(screen.getAllByText('4 min de lecture')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: "Charger plus d'articles" })).not.toBeInTheDocument();
  });

  it('lets phones download the small variant of uploaded card images', async () => {
    const uploaded = {
      ...threePosts,
      posts: [
        postSummary(1, { cover_image: '/media/images/aa11-1600.webp' }),
        postSummary(2, { thumbnail_url: '/media/images/bb22-1600.webp' }),
        postSummary(3),
      ],
    };
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts': { body: uploaded } });
    const { container } = renderApp(<BlogListPage />, { path: '/blog', route: '/blog' });
    await screen.findByRole('link', { name: 'Article numéro 1' });

    const [featured, card, fallback] = Array.from(container.querySelectorAll('article img'));
    expect(featured).toHaveAttribute('srcset', expect.stringContaining('/media/images/aa11-480.webp 480w'));
    expect(featured).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    expect(card).toHaveAttribute('srcset', expect.stringContaining('/media/images/bb22-480.webp 480w'));
    expect(card).toHaveAttribute('sizes', '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw');
    expect(fallback).not.toHaveAttribute('srcset');
  });

  it('shows the category buttons with "Tous" pressed by default', async () => {
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts': { body: threePosts } });
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog' });

    const group = await screen.findByRole('group', { name: 'Filtrer par catégorie' });
    await waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(3));
    expect(within(group).getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Financement' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when nothing matches', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts': { body: { posts: [], total: 0, categories: [] } },
    });
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog?q=introuvable' });

    expect(await screen.findByText('Aucun article trouvé pour votre recherche.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveValue('introuvable');
  });

  it('searches after a pause and keeps the search and category in the address', async () => {
    const { requests } = mockFetch({ '/api/site': { body: siteBundle }, '/api/posts': { body: threePosts } });
    const user = userEvent.setup();
    const { router } = renderApp(<BlogListPage />, { path: '/blog', route: '/blog' });
    await screen.findByRole('link', { name: 'Article numéro 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), 'Café');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Caf%C3%A9'));
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/posts?q=Caf%C3%A9&per_page=24'));
    await user.click(screen.getByRole('button', { name: 'Financement' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Caf%C3%A9&categorie=Financement'));

    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain('/api/posts?q=Caf%C3%A9&category=Financement&per_page=24'),
    );
    const postRequests = requests.filter((request) => request.url.startsWith('/api/posts')).map((request) => request.url);
    expect(postRequests).toContain('/api/posts?per_page=24');
    expect(postRequests.some((url) => /q=(C|Ca|Caf)&/.test(url))).toBe(false);
  });

  it('loads the next page while more posts remain', async () => {
    const { requests } = mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts?page=2': { body: { posts: [postSummary(4)], total: 4, categories: [] } },
      '/api/posts': { body: { ...threePosts, total: 4 } },
    });
    const user = userEvent.setup();
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog' });

    await user.click(await screen.findByRole('button', { name: "Charger plus d'articles" }));
    expect(await screen.findByRole('link', { name: 'Article numéro 4' })).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain('/api/posts?page=2&per_page=24');
    expect(screen.queryByRole('button', { name: "Charger plus d'articles" })).not.toBeInTheDocument();
  });
});
