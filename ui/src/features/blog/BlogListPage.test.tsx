// Checks the blog list: featured post, grid, filters in the address, paging, and search results from the search API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { postSummary, searchHit, siteBundle } from '@/test/fixtures';
import type { SearchHit } from '@/generated/SearchHit';
import { BlogListPage } from './BlogListPage';

const threePosts = {
  posts: [postSummary(1), postSummary(2, { category: 'Financement' }), postSummary(3)],
  total: 3,
  categories: ['Financement', 'Stratégie'],
};

function searchResults(hits: SearchHit[]) {
  return { hits, total: hits.length };
}

const SEARCHBOX = { name: 'Rechercher un article' };

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
    expect(screen.getByRole('link', { name: "S'abonner au flux RSS" })).toHaveAttribute('href', '/rss.xml');
  });

  it('shows the subtitle written in the back-office, and none while it is empty', async () => {
    const withSubtitle = { ...siteBundle, content: { ...siteBundle.content, blog: { subtitle: 'Mes notes de terrain.' } } };
    mockFetch({ '/api/site': { body: withSubtitle }, '/api/posts': { body: threePosts } });
    const { unmount } = renderApp(<BlogListPage />, { path: '/blog', route: '/blog' });
    const subtitle = await screen.findByText('Mes notes de terrain.');
    expect(subtitle.closest('header')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Blog' }));
    unmount();

    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts': { body: threePosts } });
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog' });
    // The tab title carries the site title once the site content has arrived.
    await waitFor(() => expect(document.title).toBe('Blog | Vitrine de test'));
    const emptyHeader = screen.getByRole('heading', { level: 1, name: 'Blog' }).closest('header')!;
    expect(emptyHeader.querySelectorAll('p')).toHaveLength(0);
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

  it('searches after a pause through the search API and keeps the search and category in the address', async () => {
    const { requests } = mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts': { body: threePosts },
      '/api/search': { body: searchResults([searchHit(2)]) },
    });
    const user = userEvent.setup();
    const { router } = renderApp(<BlogListPage />, { path: '/blog', route: '/blog' });
    await screen.findByRole('link', { name: 'Article numéro 1' });

    await user.type(screen.getByRole('searchbox', SEARCHBOX), 'Café');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Caf%C3%A9'));
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/search?q=Caf%C3%A9&limit=50'));
    await user.click(screen.getByRole('button', { name: 'Financement' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Caf%C3%A9&categorie=Financement'));

    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain('/api/search?q=Caf%C3%A9&category=Financement&limit=50'),
    );
    const searchRequests = requests.filter((request) => request.url.startsWith('/api/search')).map((request) => request.url);
    expect(searchRequests.some((url) => /q=(C|Ca|Caf)&/.test(url))).toBe(false);
    const postRequests = requests.filter((request) => request.url.startsWith('/api/posts')).map((request) => request.url);
    expect(postRequests).toEqual(['/api/posts?per_page=24']);
    expect(screen.getByRole('button', { name: 'Financement' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows search results in relevance order, with their highlighted passage and how many were found', async () => {
    const hits = [
      searchHit(3, { snippet: 'La <mark>vanille</mark> de Grande Comore' }),
      searchHit(1, { snippet: 'Exporter la <mark>vanille</mark> &amp; le girofle' }),
    ];
    const { requests } = mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts': { body: threePosts },
      '/api/search': { body: searchResults(hits) },
    });
    const { container } = renderApp(<BlogListPage />, { path: '/blog', route: '/blog?q=vanille' });

    expect(await screen.findByText('2 articles trouvés')).toBeInTheDocument();
    expect(screen.getByText('2 articles trouvés').closest('[aria-live="polite"]')).not.toBeNull();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog/article-3', '/blog/article-1']);
    expect(links[0]).toHaveAccessibleName('Article numéro 3');
    expect(Array.from(container.querySelectorAll('article mark')).map((mark) => mark.textContent)).toEqual([
      'vanille',
      'vanille',
    ]);
    expect(links[1].closest('article')).toHaveTextContent('Exporter la vanille & le girofle');
    expect(screen.queryByText("Résumé de l'article 1")).not.toBeInTheDocument();
    expect(screen.queryByText('À la une')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', SEARCHBOX)).toHaveValue('vanille');
    expect(requests.map((request) => request.url)).toContain('/api/search?q=vanille&limit=50');
    expect(requests.some((request) => request.url.includes('/api/posts?q='))).toBe(false);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Financement|Stratégie/ })).toHaveLength(2));
  });

  it('says when a single post was found', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts': { body: threePosts },
      '/api/search': { body: searchResults([searchHit(2)]) },
    });
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog?q=girofle' });

    expect(await screen.findByText('1 article trouvé')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('passes the chosen category to the search', async () => {
    const { requests } = mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts': { body: threePosts },
      '/api/search': { body: searchResults([searchHit(2, { category: 'Financement' })]) },
    });
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog?q=banque&categorie=Financement' });

    expect(await screen.findByText('1 article trouvé')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain('/api/search?q=banque&category=Financement&limit=50');
  });

  it('says so when nothing matches', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts': { body: threePosts },
      '/api/search': { body: searchResults([]) },
    });
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog?q=introuvable' });

    expect(await screen.findByText('Aucun article trouvé pour votre recherche.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', SEARCHBOX)).toHaveValue('introuvable');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when the search fails, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts': { body: threePosts },
      '/api/search': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
    });
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog?q=vanille' });

    expect(await screen.findByText("La recherche n'a pas abouti. Réessayez dans un instant.")).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Aucun article trouvé pour votre recherche.')).not.toBeInTheDocument();
  });

  it('keeps the page in view while searching and ignores answers to older searches', async () => {
    let answerOldSearch: (answer: { body: unknown }) => void = () => {};
    const oldSearch = new Promise<{ body: unknown }>((resolve) => {
      answerOldSearch = resolve;
    });
    const { requests } = mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts': { body: threePosts },
      '/api/search?q=lent': () => oldSearch,
      '/api/search?q=lentille': { body: searchResults([searchHit(5, { title: 'Réponse récente' })]) },
    });
    const user = userEvent.setup();
    renderApp(<BlogListPage />, { path: '/blog', route: '/blog' });
    await screen.findByRole('link', { name: 'Article numéro 1' });
    const searchbox = screen.getByRole('searchbox', SEARCHBOX);

    await user.type(searchbox, 'lent');
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/search?q=lent&limit=50'));
    expect(screen.getByRole('link', { name: 'Article numéro 1' }).closest('[aria-busy="true"]')).not.toBeNull();

    await user.type(searchbox, 'ille');
    expect(await screen.findByRole('link', { name: 'Réponse récente' })).toBeInTheDocument();
    answerOldSearch({ body: searchResults([searchHit(6, { title: 'Réponse périmée' })]) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Réponse périmée' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réponse récente' })).toBeInTheDocument();
  });

  it('goes back to the featured post and grid when the search box is cleared', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts': { body: threePosts },
      '/api/search': { body: searchResults([searchHit(2)]) },
    });
    const user = userEvent.setup();
    const { router } = renderApp(<BlogListPage />, { path: '/blog', route: '/blog?q=girofle' });
    expect(await screen.findByText('1 article trouvé')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', SEARCHBOX));
    expect(await screen.findByText('À la une')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('1 article trouvé')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
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
