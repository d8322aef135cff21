// Checks that the owner's portrait and name sign his own articles and those without an author, and only those.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post } from '@/generated/Post';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { postSummary, siteWithOwner } from '@/test/fixtures';
import { AuthorBox } from './ArticleAuthor';

function post(overrides: Partial<Post>): Post {
  return { ...postSummary(1), content_html: '<p>Texte</p>', author_bio: null, author: null, ...overrides };
}

async function renderBox(article: Post) {
  mockFetch({ '/api/site': { body: siteWithOwner() } });
  renderApp(<AuthorBox post={article} />);
  return screen.findByRole('complementary', { name: "À propos de l'auteur" });
}

describe('author box', () => {
  it("gives an article without author the owner's name and portrait", async () => {
    const box = await renderBox(post({}));
    expect(await within(box).findByRole('img', { name: 'Awa Mzé' })).toHaveAttribute('src', '/media/images/abc123-960.webp');
    expect(within(box).getByText('Awa Mzé')).toBeInTheDocument();
  });

  it("shows the owner's portrait when he signs the article by name", async () => {
    const box = await renderBox(post({ author_name: 'Awa Mzé' }));
    expect(await within(box).findByRole('img', { name: 'Awa Mzé' })).toBeInTheDocument();
  });

  it('keeps a guest author without the owner portrait', async () => {
    const box = await renderBox(post({ author_name: 'Invitée Saïd' }));
    expect(within(box).getByText('Invitée Saïd')).toBeInTheDocument();
    expect(within(box).queryByRole('img')).not.toBeInTheDocument();
  });
});
