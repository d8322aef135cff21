// Checks the request body built from the form: optional fields, the address, images and the publication date.
import { describe, expect, it } from 'vitest';
import { EMPTY_POST_FORM, toPostInput, validatePost, valuesFromPost, type PostFormValues } from './postForm';
import { adminPost } from '@/test/fixtures';

const NOW = new Date('2025-09-01T10:00:00Z');
const MESSAGES = { titleRequired: 'titre', contentRequired: 'contenu', scheduleRequired: 'date', schedulePast: 'passé' };
const FILLED: PostFormValues = {
  ...EMPTY_POST_FORM,
  title: '  Un titre  ',
  slug: 'un-titre',
  content: { html: '<p>Texte</p>', json: '{"root":{}}', empty: false },
};

describe('post request body', () => {
  it('trims text, leaves out empty optional fields and the derived address', () => {
    expect(toPostInput({ ...FILLED, mode: 'draft', authorName: '  ', authorBio: '' }, null, NOW)).toEqual({
      title: 'Un titre',
      excerpt: '',
      category: '',
      content_html: '<p>Texte</p>',
      content_json: '{"root":{}}',
      published_at: null,
      lang: 'fr',
      seo_title: null,
      seo_description: null,
      social_image: null,
      noindex: false,
      tags: [],
    });
  });

  it('sends the referencing fields trimmed, and the sharing image once uploaded', () => {
    const values = { ...FILLED, seoTitle: ' Le guide ', seoDescription: 'En bref.', noindex: true };
    const input = toPostInput({ ...values, social: { kind: 'saved', url: '/media/images/ab-960.webp' } }, null, NOW);
    expect(input).toMatchObject({ seo_title: 'Le guide', seo_description: 'En bref.', noindex: true });
    expect(input.social_image).toBe('/media/images/ab-960.webp');
    expect(
      toPostInput({ ...values, social: { kind: 'pending', file: new File([], 'a.png') } }, null, NOW).social_image,
    ).toBeNull();
  });

  it('sends the language of a new article only: an existing one keeps its own', () => {
    expect(toPostInput({ ...FILLED, lang: 'ar' }, null, NOW).lang).toBe('ar');
    const english = adminPost(6, { lang: 'en' });
    expect(toPostInput({ ...valuesFromPost(english), lang: 'fr' }, english, NOW)).not.toHaveProperty('lang');
  });

  it('lets the address of an unpublished translation follow its title', () => {
    const draft = adminPost(7, { title: 'Cap sur 2030', slug: 'cap-sur-2030-2', translation_of: 3, published_at: null });
    expect(valuesFromPost(draft).slugEdited).toBe(false);
    expect(valuesFromPost({ ...draft, published_at: '2025-08-08T12:00:00Z' }).slugEdited).toBe(true);
    expect(valuesFromPost({ ...draft, slug: 'une-adresse-choisie' }).slugEdited).toBe(true);
    expect(valuesFromPost({ ...draft, translation_of: null }).slugEdited).toBe(true);
  });

  it('sends an address typed by the author, and uploaded images only', () => {
    const input = toPostInput(
      {
        ...FILLED,
        slug: 'mon-adresse',
        slugEdited: true,
        cover: { kind: 'saved', url: '/media/images/ab-1600.webp' },
        thumbnail: { kind: 'pending', file: new File([''], 'vignette.png') },
      },
      null,
      NOW,
    );
    expect(input.slug).toBe('mon-adresse');
    expect(input.cover_image).toBe('/media/images/ab-1600.webp');
    expect(input).not.toHaveProperty('thumbnail_url');
  });

  it('publishes now, schedules in local time, and keeps the date of an article already online', () => {
    expect(toPostInput({ ...FILLED, mode: 'now' }, null, NOW).published_at).toBe('2025-09-01T10:00:00.000Z');
    expect(toPostInput({ ...FILLED, mode: 'scheduled', scheduledAt: '2026-01-02T08:15' }, null, NOW).published_at).toBe(
      new Date(2026, 0, 2, 8, 15).toISOString(),
    );
    const online = adminPost(4, { published_at: '2025-08-08T12:00:00Z' });
    expect(toPostInput({ ...valuesFromPost(online), mode: 'now' }, online, NOW).published_at).toBe('2025-08-08T12:00:00Z');
    const scheduled = adminPost(5, { published_at: '2099-01-01T00:00:00Z' });
    expect(toPostInput({ ...valuesFromPost(scheduled), mode: 'now' }, scheduled, NOW).published_at).toBe(NOW.toISOString());
  });

  it('sends the address of an existing article only when it changed', () => {
    const post = adminPost(6, { slug: 'ancienne-adresse' });
    expect(toPostInput(valuesFromPost(post), post, NOW)).not.toHaveProperty('slug');
    expect(toPostInput({ ...valuesFromPost(post), slug: 'nouvelle-adresse' }, post, NOW).slug).toBe('nouvelle-adresse');
  });
});

describe('post checks', () => {
  it('requires a title, content, and a future date when scheduling', () => {
    expect(validatePost(EMPTY_POST_FORM, MESSAGES, NOW)).toEqual({ title: 'titre', content_html: 'contenu' });
    expect(validatePost({ ...FILLED, mode: 'scheduled' }, MESSAGES, NOW)).toEqual({ published_at: 'date' });
    expect(validatePost({ ...FILLED, mode: 'scheduled', scheduledAt: '2020-01-01T00:00' }, MESSAGES, NOW)).toEqual({
      published_at: 'passé',
    });
    expect(validatePost({ ...FILLED, mode: 'scheduled', scheduledAt: '2030-01-01T00:00' }, MESSAGES, NOW)).toEqual({});
  });

  it('reads a scheduled article back into the form', () => {
    const values = valuesFromPost(adminPost(8, { published_at: '2099-06-15T07:30:00Z', category: null }));
    expect(values.mode).toBe('scheduled');
    expect(new Date(values.scheduledAt).toISOString()).toBe('2099-06-15T07:30:00.000Z');
    expect(values.category).toBe('');
  });

  it('opens a published article with its changes saved aside, its publication unchanged', () => {
    const online = adminPost(4, { title: 'En ligne', content_html: '<p>Publié.</p>', published_at: '2025-08-08T12:00:00Z' });
    const aside = { ...online, saved_at: '2026-11-27T10:42:00Z', title: 'En ligne, revu', content_html: '<p>En cours.</p>' };
    const values = valuesFromPost({ ...online, pending: aside });
    expect([values.title, values.content.html, values.mode]).toEqual(['En ligne, revu', '<p>En cours.</p>', 'now']);
  });
});
