// Checks the article page: content, author fallbacks, not-found view and link sharing.
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PostDetail } from '@/generated/PostDetail';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { postSummary, siteBundle } from '@/test/fixtures';
import { ArticlePage } from './ArticlePage';

const detail: PostDetail = {
  post: {
    ...postSummary(7, { title: 'Financer son premier projet', excerpt: 'Les étapes clés.' }),
    content_html: '<h2>Préparer son dossier</h2><p>Un bon plan d’affaires.</p>',
    author_bio: null,
    author: null,
  },
  related: [postSummary(8), postSummary(9)],
};

function renderArticle(slug: string) {
  return renderApp(<ArticlePage />, { path: '/blog/:slug', route: `/blog/${slug}` });
}

describe('article page', () => {
  it('shows the article with its content, author fallback and related posts', async () => {
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts/financer': { body: detail } });
    renderArticle('financer');

    expect(await screen.findByRole('heading', { level: 1, name: 'Financer son premier projet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Préparer son dossier' })).toBeInTheDocument();
    expect(screen.getAllByText('Auteur').length).toBeGreaterThan(0);
    expect(screen.getAllByText('A').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Article numéro 8' })).toHaveAttribute('href', '/blog/article-8');
    await waitFor(() => expect(document.title).toBe('Financer son premier projet | Vitrine de test'));
  });

  it('offers the uploaded cover in every width and leaves inline images as written', async () => {
    const illustrated: PostDetail = {
      post: {
        ...detail.post,
        cover_image: '/media/images/c0ffee-1600.webp',
        content_html: '<p><img src="/media/images/beef01-960.webp" alt="Un schéma"></p>',
      },
      related: [],
    };
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts/illustre': { body: illustrated } });
    renderArticle('illustre');

    const cover = await screen.findByRole('img', { name: 'Financer son premier projet' });
    expect(cover).toHaveAttribute(
      'srcset',
      '/media/images/c0ffee-480.webp 480w, /media/images/c0ffee-960.webp 960w, /media/images/c0ffee-1600.webp 1600w',
    );
    expect(cover).toHaveAttribute('sizes', '(min-width: 1024px) 896px, 100vw');
    const inline = screen.getByRole('img', { name: 'Un schéma' });
    expect(inline).toHaveAttribute('src', '/media/images/beef01-960.webp');
    expect(inline).not.toHaveAttribute('srcset');
  });

  it('opens links to other sites in a new tab and keeps the site’s own links in place', async () => {
    const linked: PostDetail = {
      post: {
        ...detail.post,
        content_html: '<p>Lire <a href="https://autre-site.example/x">ailleurs</a> et <a href="/blog/y">ici</a>.</p>',
      },
      related: [],
    };
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts/liens': { body: linked } });
    renderArticle('liens');

    const external = await screen.findByRole('link', { name: 'ailleurs' });
    expect(external).toHaveAttribute('href', 'https://autre-site.example/x');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toMatch(/\bnoopener\b/);
    const internal = screen.getByRole('link', { name: 'ici' });
    expect(internal).toHaveAttribute('href', '/blog/y');
    expect(internal).not.toHaveAttribute('target');
    expect(internal).not.toHaveAttribute('rel');
  });

  it('signs with the name typed in the editor, even when the writer’s account has another', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts/financer': {
        body: {
          ...detail,
          post: {
            ...detail.post,
            author_name: 'Invitée Mzé',
            author: { full_name: 'Administrateur', avatar_url: '/media/avatars/admin.webp' },
          },
        },
      },
    });
    renderArticle('financer');
    expect((await screen.findAllByText('Invitée Mzé')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('IM').length).toBeGreaterThan(0);
    expect(screen.queryByText('Administrateur')).not.toBeInTheDocument();
    expect(document.querySelector('img[src="/media/avatars/admin.webp"]')).toBeNull();
  });

  it('signs with the writer’s account name when the editor left the author empty', async () => {
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts/financer': {
        body: { ...detail, post: { ...detail.post, author_name: null, author: { full_name: 'Awa Said', avatar_url: null } } },
      },
    });
    renderArticle('financer');
    expect((await screen.findAllByText('Awa Said')).length).toBeGreaterThan(0);
  });

  it('explains when the article does not exist, without reporting the expected 404 as an error', async () => {
    const consoleError = vi.spyOn(console, 'error');
    mockFetch({
      '/api/site': { body: siteBundle },
      '/api/posts/': { status: 404, body: { error: { code: 'not_found', message: 'Article non trouvé.' } } },
    });
    renderArticle('inconnu');

    expect(await screen.findByRole('heading', { name: 'Article non trouvé' })).toBeInTheDocument();
    expect(screen.getByText("Désolé, je n'ai pas trouvé l'article que vous cherchez.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('copies the page address when sharing', async () => {
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts/financer': { body: detail } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderArticle('financer');

    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Lien copié !')).toBeInTheDocument();
  });

  it('offers LinkedIn, WhatsApp, X and e-mail, and the share sheet only where the browser has one', async () => {
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts/financer': { body: detail } });
    renderArticle('financer');
    const group = await screen.findByRole('group', { name: "Partager l'article" });
    const address = encodeURIComponent(window.location.href);
    expect(within(group).getByRole('link', { name: 'Partager sur LinkedIn (nouvel onglet)' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    );
    expect(within(group).getByRole('link', { name: 'Partager sur WhatsApp (nouvel onglet)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(group).getByRole('link', { name: 'Partager sur X (nouvel onglet)' }).getAttribute('href')).toContain(
      `url=${address}`,
    );
    expect(within(group).getByRole('link', { name: 'Partager par e-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(within(group).queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
  });

  it('opens the phone’s share sheet with the title and address', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    mockFetch({ '/api/site': { body: siteBundle }, '/api/posts/financer': { body: detail } });
    const user = userEvent.setup();
    renderArticle('financer');
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({ title: detail.post.title, url: window.location.href });
  });
});
