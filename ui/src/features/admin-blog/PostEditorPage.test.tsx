// Checks the article editor page: slug, required fields, publication modes, server refusals, uploads and edit mode.
// The Lexical editor is replaced by a plain text area here; its own behaviour is covered in the browser tests.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedRequest } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { ApiError } from '@/lib/api';
import { uploadImage } from '@/lib/upload';
import { PostEditorPage } from './PostEditorPage';
import { adminPost } from '@/test/fixtures';

vi.mock('@/lib/upload', () => ({ uploadImage: vi.fn() }));

vi.mock('@/components/editor/RichTextEditor', () => import('@/test/EditorStandIn'));

const ROUTES = [
  { path: '/admin/blog/new', element: <PostEditorPage /> },
  { path: '/admin/blog/edit/:id', element: <PostEditorPage /> },
];
const admin = account('super_admin');
const CATEGORIES = [adminPost(1, { category: 'Stratégie' }), adminPost(2, { category: 'Financement' })];

/** Answers the list (categories) and the post calls, telling reads from writes by the recorded method. */
function mockPostsApi(write: { status?: number; body?: unknown }, single?: { status?: number; body?: unknown }) {
  let requests: RecordedRequest[] = [];
  const lastMethod = () => requests[requests.length - 1]?.method;
  const mocked = mockFetch({
    ...startAnswers(admin),
    '/api/admin/posts/': async () => (lastMethod() === 'GET' && single ? single : write),
    '/api/admin/posts': async () => (lastMethod() === 'GET' ? { body: { posts: CATEGORIES, views_30d: {} } } : write),
  });
  requests = mocked.requests;
  return mocked;
}

function sent(requests: RecordedRequest[], method: string) {
  return requests.find((request) => request.method === method && request.url.startsWith('/api/admin/posts'));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, title = 'Un nouvel article') {
  await user.type(await screen.findByLabelText('Titre *'), title);
  await user.type(screen.getByLabelText('Contenu *'), 'Du contenu.');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:apercu');
  URL.revokeObjectURL = vi.fn();
});

describe('article editor, new article', () => {
  it('derives the address from the title until it is edited by hand', async () => {
    const { requests } = mockPostsApi({ status: 201, body: { post: adminPost(9) } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvel article' })).toBeInTheDocument();
    const title = screen.getByLabelText('Titre *');
    const slug = screen.getByLabelText("Adresse de l'article (slug)");
    await user.type(title, "Économie & Énergie : l'avenir");
    expect(slug).toHaveValue('economie-energie-l-avenir');
    expect(screen.getByText(/\/blog\/economie-energie-l-avenir$/)).toBeInTheDocument();

    await user.clear(slug);
    await user.type(slug, 'mon-adresse');
    await user.type(title, ' proche');
    expect(slug).toHaveValue('mon-adresse');
    await user.type(screen.getByLabelText('Contenu *'), 'Du contenu.');
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    await screen.findByText('Article publié : il est en ligne sur le blog.');
    expect(sent(requests, 'POST')?.body).toMatchObject({ title: "Économie & Énergie : l'avenir proche", slug: 'mon-adresse' });
  });

  it('lets the server derive the address when the author did not touch it', async () => {
    const { requests } = mockPostsApi({ status: 201, body: { post: adminPost(9) } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/new');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await screen.findByText('Article publié : il est en ligne sur le blog.');
    expect(sent(requests, 'POST')?.body).not.toHaveProperty('slug');
  });

  it('requires a title and some content before sending anything', async () => {
    const { requests } = mockPostsApi({ status: 201, body: { post: adminPost(9) } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/new');
    await user.click(await screen.findByRole('button', { name: 'Publier' }));

    expect(screen.getByText('Le titre est requis.')).toBeInTheDocument();
    expect(screen.getByText('Le contenu est requis.')).toBeInTheDocument();
    expect(screen.getByLabelText('Titre *')).toHaveFocus();
    expect(screen.getByLabelText('Titre *')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(requests, 'POST')).toBeUndefined();
  });

  it('keeps a draft unpublished', async () => {
    const { requests } = mockPostsApi({ status: 201, body: { post: adminPost(9) } });
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/admin/blog/new');
    await fillRequired(user);
    expect(screen.getByRole('radio', { name: /Publier maintenant/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Brouillon/ }));
    expect(screen.queryByRole('button', { name: 'Publier' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

    expect(await screen.findByText('Brouillon enregistré : il reste invisible du public.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    // The list (read here for the categories) is read again, so the new article shows in it.
    expect(requests.filter((request) => request.method === 'GET' && request.url === '/api/admin/posts')).toHaveLength(2);
    expect(sent(requests, 'POST')?.body).toMatchObject({
      title: 'Un nouvel article',
      content_html: '<p>Du contenu.</p>',
      published_at: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  it('publishes now with the current time', async () => {
    const { requests } = mockPostsApi({ status: 201, body: { post: adminPost(9) } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/new');
    await fillRequired(user);
    expect(screen.getByRole('radio', { name: /Publier maintenant/ })).toBeChecked();
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    await screen.findByText('Article publié : il est en ligne sur le blog.');
    const publishedAt = (sent(requests, 'POST')?.body as { published_at: string }).published_at;
    expect(Date.parse(publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(publishedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('schedules for the local date and time chosen', async () => {
    const { requests } = mockPostsApi({ status: 201, body: { post: adminPost(9) } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/new');
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: /Programmer/ }));
    await user.click(screen.getByRole('button', { name: 'Programmer la publication' }));
    expect(screen.getByText("Choisissez la date et l'heure de publication.")).toBeInTheDocument();

    const nextYear = new Date().getFullYear() + 1;
    fireEvent.change(screen.getByLabelText('Date et heure de publication'), { target: { value: `${nextYear}-05-01T10:30` } });
    await user.click(screen.getByRole('button', { name: 'Programmer la publication' }));

    await screen.findByText('Publication programmée.');
    expect(sent(requests, 'POST')?.body).toMatchObject({ published_at: new Date(nextYear, 4, 1, 10, 30).toISOString() });
  });

  it('shows a taken address under the slug field', async () => {
    mockPostsApi({
      status: 409,
      body: { error: { code: 'conflict', message: 'Ce slug est déjà utilisé par un autre article.' } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/admin/blog/new');
    await fillRequired(user);
    await user.type(screen.getByLabelText("Adresse de l'article (slug)"), '-bis');
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    expect(await screen.findByText("Impossible de sauvegarder l'article.")).toBeInTheDocument();
    const slug = screen.getByLabelText("Adresse de l'article (slug)");
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Ce slug est déjà utilisé par un autre article.'));
    expect(slug).toHaveFocus();
    expect(router.state.location.pathname).toBe('/admin/blog/new');
  });

  it('uploads the cover before saving and sends its address', async () => {
    vi.mocked(uploadImage).mockImplementation(async (_file, onProgress) => {
      onProgress?.(50);
      return { id: 1, url: '/media/images/abc123-1600.webp', variants: [] };
    });
    const { requests } = mockPostsApi({ status: 201, body: { post: adminPost(9) } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/new');
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Image de couverture'), new File(['png'], 'couverture.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Aperçu : Image de couverture' })).toHaveAttribute('src', 'blob:apercu');
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    await screen.findByText('Article publié : il est en ligne sur le blog.');
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(sent(requests, 'POST')?.body).toMatchObject({ cover_image: '/media/images/abc123-1600.webp' });
  });

  it('does not save when an image upload fails', async () => {
    vi.mocked(uploadImage).mockRejectedValue(new ApiError(413, 'payload_too_large', "L'image dépasse 10 Mo."));
    const { requests } = mockPostsApi({ status: 201, body: { post: adminPost(9) } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/new');
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Vignette'), new File(['png'], 'vignette.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    expect(await screen.findByText("Erreur d'upload")).toBeInTheDocument();
    expect(screen.getByText("L'image dépasse 10 Mo.")).toBeInTheDocument();
    expect(sent(requests, 'POST')).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeEnabled();
    expect(screen.getByText("L'image sera envoyée à l'enregistrement.")).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockPostsApi({ status: 201, body: { post: adminPost(9) } });
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/admin/blog/new');
    await user.type(await screen.findByLabelText('Titre *'), 'Brouillon');
    await user.click(screen.getByRole('link', { name: 'Retour aux articles' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe('/admin/blog/new');
    await user.click(screen.getByRole('link', { name: 'Retour aux articles' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });
});

describe('article editor, existing article', () => {
  const existing = adminPost(7, {
    title: 'Article existant',
    slug: 'article-existant',
    category: 'Financement',
    content_html: '<p>Texte enregistré.</p>',
    published_at: '2025-08-08T12:00:00Z',
    read_time_minutes: 4,
    cover_image: '/media/images/cafe01-1600.webp',
  });

  it('loads the article and updates it, keeping its address and publication date', async () => {
    const { requests } = mockPostsApi({ body: { post: existing } }, { body: { post: existing } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/edit/7');

    expect(await screen.findByRole('heading', { level: 1, name: "Modifier l'article" })).toBeInTheDocument();
    const title = await screen.findByLabelText('Titre *');
    expect(title).toHaveValue('Article existant');
    expect(screen.getByLabelText('Contenu *')).toHaveValue('<p>Texte enregistré.</p>');
    expect(screen.getByText('Temps de lecture : 4 min')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Publié le 8 août 2025/ })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Aperçu : Image de couverture' })).toHaveAttribute(
      'src',
      '/media/images/cafe01-1600.webp',
    );

    await user.clear(title);
    await user.type(title, 'Article revu');
    expect(screen.getByLabelText("Adresse de l'article (slug)")).toHaveValue('article-existant');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));

    expect(await screen.findByText('Article mis à jour.')).toBeInTheDocument();
    const body = sent(requests, 'PUT');
    expect(body?.url).toBe('/api/admin/posts/7');
    expect(body?.body).toMatchObject({
      title: 'Article revu',
      category: 'Financement',
      content_html: '<p>Texte enregistré.</p>',
      cover_image: '/media/images/cafe01-1600.webp',
      published_at: '2025-08-08T12:00:00Z',
    });
    expect(body?.body).not.toHaveProperty('slug');
  });

  it('refuses to overwrite an article changed elsewhere, says so, and saves over it only when asked', async () => {
    const stale = { ...existing, version: 3 };
    const current = { ...existing, version: 4, updated_at: '2026-11-27T09:30:00Z', title: 'Titre de l’autre onglet' };
    let answer = 0;
    const conflict = { status: 409, body: { error: { code: 'conflict', message: 'Cet article a été modifié ailleurs.' } } };
    const mocked = mockFetch({
      ...startAnswers(admin),
      '/api/admin/posts/7': async () => {
        const method = mocked.requests[mocked.requests.length - 1].method;
        if (method === 'GET') return { body: { post: answer === 0 ? stale : current } };
        answer += 1;
        return answer === 1 ? conflict : { body: { post: { ...current, version: 5 } } };
      },
      '/api/admin/posts': { body: { posts: CATEGORIES, views_30d: {} } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/edit/7');
    const title = await screen.findByLabelText('Titre *');
    await user.type(title, ' revu');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));

    const heading = await screen.findByText('Cet article a été modifié ailleurs');
    expect(heading.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText(/l'a enregistré le .*27 novembre 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir la version actuelle (nouvel onglet)' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/7',
    );
    const puts = () => mocked.requests.filter((request) => request.method === 'PUT');
    expect(puts()[0].body).toMatchObject({ version: 3, title: 'Article existant revu' });

    await user.click(screen.getByRole('button', { name: 'Enregistrer quand même mes modifications' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remplacer la version actuelle ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Enregistrer quand même mes modifications' }));
    expect(await screen.findByText('Article mis à jour.')).toBeInTheDocument();
    expect(puts()[1].body).toMatchObject({ version: 4, title: 'Article existant revu' });
  });

  it('saves a draft on its own once the owner pauses, keeping it a draft, and says when', async () => {
    const draft = { ...existing, published_at: null, version: 2 };
    const { requests } = mockPostsApi({ body: { post: { ...draft, version: 3 } } }, { body: { post: draft } });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/edit/7');
    await user.type(await screen.findByLabelText('Titre *'), ' revu');
    expect(await screen.findByText(/Enregistré à \d{2}:\d{2}/, undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(sent(requests, 'PUT')?.body).toMatchObject({
      title: 'Article existant revu',
      autosave: true,
      published_at: null,
      version: 2,
    });
    expect(screen.queryByText('Article mis à jour.')).not.toBeInTheDocument();
  });

  it("keeps a published article's changes aside, says they are not online, and lets them go", async () => {
    const pending = { ...existing, pending: { ...existing, saved_at: '2026-11-27T10:42:00Z', content_html: '<p>En cours.</p>' } };
    let discarded = false;
    const mocked = mockFetch({
      ...startAnswers(admin),
      '/api/admin/posts/7/pending': async () => {
        discarded = true;
        return { status: 204 };
      },
      '/api/admin/posts/7': async () => {
        const method = mocked.requests[mocked.requests.length - 1].method;
        return { body: { post: method === 'GET' ? existing : pending } };
      },
      '/api/admin/posts': { body: { posts: CATEGORIES, views_30d: {} } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/blog/edit/7');
    await user.type(await screen.findByLabelText('Titre *'), ' revu');
    expect(
      await screen.findByText(/Enregistré à part à \d{2}:\d{2}, pas encore en ligne/, undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(sent(mocked.requests, 'PUT')?.body).toMatchObject({ autosave: true, published_at: '2025-08-08T12:00:00Z' });
    expect(screen.getByText('Modifications pas encore en ligne')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abandonner ces modifications' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Abandonner les modifications ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Abandonner ces modifications' }));
    await waitFor(() => expect(screen.queryByText('Modifications pas encore en ligne')).not.toBeInTheDocument());
    expect(discarded).toBe(true);
    expect(screen.getByLabelText('Titre *')).toHaveValue('Article existant');
  });

  it('goes back to the list when the article does not exist', async () => {
    mockPostsApi({}, { status: 404, body: { error: { code: 'not_found', message: 'Article introuvable.' } } });
    const { router } = renderRoutes(ROUTES, '/admin/blog/edit/404');
    expect(await screen.findByText('Article non trouvé.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });
});
