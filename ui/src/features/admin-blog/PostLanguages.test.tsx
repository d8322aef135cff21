// Checks the editor's languages: the choice for a new article (only the languages the site speaks), Arabic written
// right to left, an article's versions, and « Traduire en … » opening the new draft or saying why it cannot.
// The Lexical editor is a plain text area here, given the language and direction (its own handling of them is
// checked in RichTextEditor.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { adminPost, siteBundle } from '@/test/fixtures';
import type { LanguageSettings } from '@/generated/LanguageSettings';
import { PostEditorPage } from './PostEditorPage';

vi.mock('@/lib/upload', () => ({ uploadImage: vi.fn() }));

vi.mock('@/components/editor/RichTextEditor', () => import('@/test/EditorStandIn'));

const ROUTES = [
  { path: '/admin/blog/new', element: <PostEditorPage /> },
  { path: '/admin/blog/edit/:id', element: <PostEditorPage /> },
];
const admin = account('super_admin');
const ALL_ON: LanguageSettings = { en: true, ar: true };

type Routes = Parameters<typeof mockFetch>[0];

/** The back-office as a site speaking `languages` shows it, with the given answers for the posts API. */
function openEditor(route: string, languages: LanguageSettings, posts: Routes = {}) {
  const mocked = mockFetch({
    ...startAnswers(admin),
    '/api/site': { body: { ...siteBundle, settings: { ...siteBundle.settings, languages } } },
    '/api/admin/posts': { body: { posts: [], views_30d: {} } },
    ...posts,
  });
  return { ...mocked, ...renderRoutes(ROUTES, route) };
}

const french = adminPost(7, {
  title: 'Cap sur 2030',
  slug: 'cap-sur-2030',
  content_html: '<p>Texte enregistré.</p>',
  versions: [{ id: 8, lang: 'en', slug: 'heading-for-2030', title: 'Heading for 2030', published_at: null }],
});
const arabicDraft = adminPost(9, {
  lang: 'ar',
  title: 'Cap sur 2030',
  slug: 'cap-sur-2030-2',
  content_html: '<p>Texte enregistré.</p>',
  published_at: null,
  translation_of: 7,
  versions: [
    { id: 7, lang: 'fr', slug: 'cap-sur-2030', title: 'Cap sur 2030', published_at: '2025-08-08T12:00:00Z' },
    { id: 8, lang: 'en', slug: 'heading-for-2030', title: 'Heading for 2030', published_at: null },
  ],
});

describe('a new article’s language', () => {
  it('offers the languages the site speaks, French first, and writes Arabic right to left', async () => {
    const { requests } = openEditor('/admin/blog/new', ALL_ON, {
      '/api/admin/posts': async () => ({ status: 201, body: { post: arabicDraft } }),
    });
    const user = userEvent.setup();
    const choice = await screen.findByRole('group', { name: "Langue de l'article" });
    const options = within(choice).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['fr', 'en', 'ar']);
    expect(within(choice).getByRole('radio', { name: 'Français' })).toBeChecked();
    const title = screen.getByLabelText('Titre *');
    expect(title).toHaveAttribute('dir', 'ltr');

    await user.click(within(choice).getByRole('radio', { name: 'العربية' }));
    for (const field of [title, screen.getByLabelText('Résumé'), screen.getByLabelText('Contenu *')]) {
      expect(field).toHaveAttribute('dir', 'rtl');
      expect(field).toHaveAttribute('lang', 'ar');
    }
    await user.type(title, 'جزر القمر');
    expect(screen.getByLabelText("Adresse de l'article (slug)")).toHaveValue('jzr-alqmr');
    expect(screen.getByText(/\/ar\/blog\/jzr-alqmr$/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contenu *'), 'نص');
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    await screen.findByText('Article publié : il est en ligne sur le blog.');
    const created = requests.find((request) => request.method === 'POST');
    expect(created?.body).toMatchObject({ title: 'جزر القمر', lang: 'ar' });
  });

  it('offers only French and the languages turned on', async () => {
    openEditor('/admin/blog/new', { en: true, ar: false });
    const choice = await screen.findByRole('group', { name: "Langue de l'article" });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['fr', 'en']);
  });

  it('is not asked on a French-only site, where articles are French', async () => {
    const { requests } = openEditor(
      '/admin/blog/new',
      { en: false, ar: false },
      {
        '/api/admin/posts': async () => ({ status: 201, body: { post: adminPost(9) } }),
      },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titre *'), 'Un article');
    expect(screen.queryByRole('group', { name: "Langue de l'article" })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Langue et traductions' })).not.toBeInTheDocument();
    expect(screen.getByText(/\/blog\/un-article$/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contenu *'), 'Du contenu.');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await screen.findByText('Article publié : il est en ligne sur le blog.');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ lang: 'fr' });
  });
});

describe('an article’s versions', () => {
  it('lists its versions with links to edit them, and translates into a missing language', async () => {
    const { requests, router } = openEditor('/admin/blog/edit/7', ALL_ON, {
      '/api/admin/posts/7': { body: { post: french } },
      '/api/admin/posts/7/translations': { status: 201, body: { post: arabicDraft } },
      '/api/admin/posts/9': { body: { post: arabicDraft } },
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Langue et traductions' });
    expect(within(panel).getByText('Français')).toHaveAttribute('lang', 'fr');
    expect(within(panel).getByRole('link', { name: 'Modifier la version English : « Heading for 2030 »' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/8',
    );
    expect(within(panel).queryByRole('button', { name: 'Traduire en English' })).not.toBeInTheDocument();
    const translate = within(panel).getByRole('button', { name: 'Traduire en العربية' });
    expect(within(translate).getByText('العربية')).toHaveAttribute('lang', 'ar');
    expect(screen.getByLabelText('Contenu *')).toHaveAttribute('dir', 'ltr');

    await user.click(translate);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog/edit/9'));
    expect(requests.find((request) => request.url === '/api/admin/posts/7/translations')).toMatchObject({
      method: 'POST',
      body: { lang: 'ar' },
    });
    expect(await screen.findByText('Brouillon en العربية créé : traduisez le texte, puis publiez-le.')).toBeInTheDocument();
    // The draft's editor: its versions are the French original and the English one.
    expect(await screen.findByRole('link', { name: 'Modifier la version Français : « Cap sur 2030 »' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/7',
    );
    expect(screen.queryByRole('button', { name: /Traduire/ })).not.toBeInTheDocument();
    const title = screen.getByLabelText('Titre *');
    expect(title).toHaveValue('Cap sur 2030');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Contenu *')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Contenu *')).toHaveAttribute('lang', 'ar');
    // The draft's address follows the title the translator writes, under /ar/.
    await user.clear(title);
    await user.type(title, 'نحو 2030');
    expect(screen.getByLabelText("Adresse de l'article (slug)")).toHaveValue('nhu-2030');
    expect(screen.getByText(/\/ar\/blog\/nhu-2030$/)).toBeInTheDocument();
  });

  it('says the server’s reason when the language was taken meanwhile, and stays on the article', async () => {
    const { router } = openEditor('/admin/blog/edit/7', ALL_ON, {
      '/api/admin/posts/7': { body: { post: french } },
      '/api/admin/posts/7/translations': {
        status: 409,
        body: { error: { code: 'conflict', message: 'Cet article a déjà une version en arabe.' } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Traduire en العربية' }));
    expect(await screen.findByText('Cet article a déjà une version en arabe.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blog/edit/7');
    expect(screen.getByRole('button', { name: 'Traduire en العربية' })).toBeEnabled();
  });

  it('waits for unsaved changes to be saved: a translation starts from the saved article', async () => {
    const { requests } = openEditor('/admin/blog/edit/7', ALL_ON, { '/api/admin/posts/7': { body: { post: french } } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titre *'), ' (revu)');
    const translate = screen.getByRole('button', { name: 'Traduire en العربية' });
    expect(translate).toBeDisabled();
    expect(translate).toHaveAccessibleDescription(
      "Enregistrez d'abord vos modifications : la traduction part de l'article enregistré.",
    );
    expect(requests.some((request) => request.url.endsWith('/translations'))).toBe(false);
  });

  it('offers no translation into a language the site does not speak', async () => {
    openEditor('/admin/blog/edit/7', { en: true, ar: false }, { '/api/admin/posts/7': { body: { post: french } } });
    const panel = await screen.findByRole('region', { name: 'Langue et traductions' });
    expect(within(panel).getByRole('link', { name: /Modifier la version English/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Traduire/ })).not.toBeInTheDocument();
  });
});
