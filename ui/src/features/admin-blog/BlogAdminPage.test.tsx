// Checks the articles list: rows and statuses, languages and their filter on a site that writes in several, the empty
// state, a failed load, and deletion after confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { BlogAdminPage } from './BlogAdminPage';
import { adminPost, siteBundle } from '@/test/fixtures';

const ROUTES = [{ path: '/admin/blog', element: <BlogAdminPage /> }];
const admin = account('super_admin');
const NEXT_YEAR = new Date().getFullYear() + 1;
const POSTS = [
  adminPost(3, { title: 'Brouillon en cours', published_at: null, category: null, created_at: '2025-09-02T10:00:00Z' }),
  adminPost(2, { title: 'Article à venir', published_at: `${NEXT_YEAR}-03-15T09:00:00Z`, created_at: '2025-09-01T10:00:00Z' }),
  adminPost(1, { title: 'Article en ligne', slug: 'article-en-ligne', created_at: '2025-08-08T10:00:00Z' }),
];

/** An article's row, found by its title (its language, on a multilingual site, follows the title). */
function rowOf(title: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: (name) => name.startsWith(title) }).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe('blog administration list', () => {
  it('lists every article with its category, creation date, status and actions', async () => {
    mockFetch({ ...startAnswers(admin), '/api/admin/posts': { body: { posts: POSTS, views_30d: { 1: 1234 } } } });
    renderRoutes(ROUTES, '/admin/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Titre', 'Catégorie', 'Date de Création', 'Statut', 'Vues (Pages vues ces 30 derniers jours)', 'Actions']);
    // One grouped count for the whole list: a post nobody read shows 0.
    expect(within(rowOf('Article en ligne')).getByText(/^1\s234$/)).toBeInTheDocument();
    expect(within(rowOf('Brouillon en cours')).getByText('0')).toBeInTheDocument();
    expect(within(rowOf('Brouillon en cours')).getByText('Brouillon')).toBeInTheDocument();
    expect(within(rowOf('Brouillon en cours')).getByText('Sans catégorie')).toBeInTheDocument();
    // The badge says « Programmé » on one line; the date goes under it.
    expect(within(rowOf('Article à venir')).getByText('Programmé')).toBeInTheDocument();
    expect(within(rowOf('Article à venir')).getByText(`le 15 mars ${NEXT_YEAR}`)).toBeInTheDocument();
    const online = rowOf('Article en ligne');
    expect(within(online).getByText('Publié')).toBeInTheDocument();
    expect(within(online).getByText('8 août 2025')).toBeInTheDocument();
    expect(within(online).getByRole('link', { name: 'Modifier « Article en ligne »' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/1',
    );
    expect(within(online).getByRole('link', { name: /^Voir « Article en ligne »/ })).toHaveAttribute(
      'href',
      '/blog/article-en-ligne',
    );
    expect(within(rowOf('Brouillon en cours')).queryByRole('link', { name: /^Voir/ })).not.toBeInTheDocument();
    expect(within(rowOf('Article à venir')).queryByRole('link', { name: /^Voir/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvel Article' })).toHaveAttribute('href', '/admin/blog/new');
    // A French-only site names no language.
    expect(screen.queryByRole('combobox', { name: 'Langue' })).not.toBeInTheDocument();
  });

  it('names each article’s language and filters by it on a site that writes in several', async () => {
    const posts = [
      adminPost(5, { title: 'الاقتصاد الأزرق', slug: 'alaqtsad-alazrq', lang: 'ar', translation_of: 3 }),
      adminPost(4, { title: 'Blue economy', slug: 'blue-economy', lang: 'en', translation_of: 3 }),
      adminPost(3, { title: 'Économie bleue', slug: 'economie-bleue' }),
    ];
    const languages = { en: true, ar: true };
    mockFetch({
      ...startAnswers(admin),
      '/api/site': { body: { ...siteBundle, settings: { ...siteBundle.settings, languages } } },
      '/api/admin/posts': { body: { posts, views_30d: {} } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/admin/blog');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Titre', 'Catégorie', 'Date de Création', 'Statut', 'Vues (Pages vues ces 30 derniers jours)', 'Actions']);
    expect(within(rowOf('Blue economy')).getByText('English')).toHaveAttribute('lang', 'en');
    expect(within(rowOf('الاقتصاد الأزرق')).getByText('الاقتصاد الأزرق')).toHaveAttribute('lang', 'ar');
    expect(within(rowOf('Blue economy')).getByRole('link', { name: /^Voir/ })).toHaveAttribute('href', '/en/blog/blue-economy');
    expect(within(rowOf('الاقتصاد الأزرق')).getByRole('link', { name: /^Voir/ })).toHaveAttribute(
      'href',
      '/ar/blog/alaqtsad-alazrq',
    );
    expect(within(rowOf('Économie bleue')).getByRole('link', { name: /^Voir/ })).toHaveAttribute('href', '/blog/economie-bleue');
    expect(screen.getByText('3 articles affichés')).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Langue' });
    await user.selectOptions(filter, 'English');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Blue economy English']);
    expect(router.state.location.search).toBe('?lang=en');
    expect(screen.getByText('1 article affiché')).toBeInTheDocument();
    await user.selectOptions(filter, 'Toutes les langues');
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('names the languages articles were written in even when the site has turned them off', async () => {
    const posts = [adminPost(4, { title: 'Blue economy', lang: 'en' }), adminPost(3, { title: 'Économie bleue' })];
    mockFetch({ ...startAnswers(admin), '/api/admin/posts': { body: { posts, views_30d: {} } } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog?lang=fr');
    expect(await screen.findByRole('rowheader', { name: 'Économie bleue Français' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Blue economy English' })).not.toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Langue' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les langues', 'Français', 'English']);
    await user.selectOptions(filter, 'English');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Blue economy English']);
  });

  it('says so when there is no article yet', async () => {
    mockFetch({ ...startAnswers(admin), '/api/admin/posts': { body: { posts: [], views_30d: {} } } });
    renderRoutes(ROUTES, '/admin/blog');
    expect(await screen.findByText('Aucun article pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reports a failed load with a way to retry', async () => {
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/posts': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
    });
    renderRoutes(ROUTES, '/admin/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les articles.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('deletes an article once the confirmation names it', async () => {
    let posts = POSTS;
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/admin/posts/1': async () => {
        posts = POSTS.filter((post) => post.id !== 1);
        return { status: 204 };
      },
      '/api/admin/posts': async () => ({ body: { posts, views_30d: {} } }),
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog');
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Article en ligne »' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cet article ?' });
    expect(dialog).toHaveTextContent('« Article en ligne »');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Article supprimé avec succès.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Article en ligne' })).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/admin/posts/1');
  });

  it('keeps the article when the confirmation is cancelled or the deletion fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/posts/1': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
      '/api/admin/posts': { body: { posts: POSTS, views_30d: {} } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog');
    const remove = await screen.findByRole('button', { name: 'Supprimer « Article en ligne »' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(remove);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("Impossible de supprimer l'article.")).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Article en ligne' })).toBeInTheDocument();
  });
});
