// The editor's form model: values from a saved post, the checks made before sending, and the request body.
import type { AdminPost } from '@/generated/AdminPost';
import type { Lang } from '@/generated/Lang';
import type { PostInput } from '@/generated/PostInput';
import type { FieldErrors } from '@/lib/formErrors';
import { fromLocalInputValue, postStatus, toLocalInputValue, type PublicationMode } from './publication';
import { slugify } from './slug';
import { LIMITS } from '@/generated/limits';

/** An image field: nothing, an address already on the server, or a file chosen but not sent yet. */
export type ImageValue = { kind: 'none' } | { kind: 'saved'; url: string } | { kind: 'pending'; file: File };

export interface PostContent {
  html: string;
  json: string;
  empty: boolean;
}

export interface PostFormValues {
  /** Chosen for a new article; an existing one keeps its own. */
  lang: Lang;
  title: string;
  slug: string;
  /** Once the author types an address, the title no longer rewrites it. */
  slugEdited: boolean;
  excerpt: string;
  category: string;
  authorName: string;
  authorBio: string;
  content: PostContent;
  cover: ImageValue;
  thumbnail: ImageValue;
  /** What search engines and shared cards read instead of the title, excerpt and cover; empty falls back to them. */
  seoTitle: string;
  seoDescription: string;
  social: ImageValue;
  noindex: boolean;
  /** Keywords in the order typed; the server drops repeats and bounds them. */
  tags: string[];
  mode: PublicationMode;
  scheduledAt: string;
}

export const POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'category',
  'content_html',
  'cover_image',
  'thumbnail_url',
  'author_name',
  'author_bio',
  'published_at',
  'seo_title',
  'seo_description',
  'social_image',
  'tags',
] as const;

export type PostField = (typeof POST_FIELDS)[number];

export const EXCERPT_MAX = LIMITS.summary;

export const EMPTY_POST_FORM: PostFormValues = {
  lang: 'fr',
  title: '',
  slug: '',
  slugEdited: false,
  excerpt: '',
  category: '',
  authorName: '',
  authorBio: '',
  content: { html: '', json: '', empty: true },
  cover: { kind: 'none' },
  thumbnail: { kind: 'none' },
  seoTitle: '',
  seoDescription: '',
  social: { kind: 'none' },
  noindex: false,
  tags: [],
  mode: 'now',
  scheduledAt: '',
};

/** What the main button does, said on it: a new article is published, kept as a draft or scheduled. */
export function submitLabelKey(isNew: boolean, mode: PublicationMode): string {
  if (mode === 'draft') return 'form.saveDraft';
  if (mode === 'scheduled') return 'form.schedule';
  return isNew ? 'form.create' : 'form.update';
}

/** What the toast says once saved, matching what happened to the article. */
export function savedMessageKey(isNew: boolean, mode: PublicationMode): string {
  if (mode === 'draft') return 'form.draftSaved';
  if (mode === 'scheduled') return 'form.scheduled';
  return isNew ? 'form.created' : 'form.updated';
}

function imageValue(url: string | null): ImageValue {
  return url?.trim() ? { kind: 'saved', url } : { kind: 'none' };
}

/**
 * A translation opens with its original's title and an address derived from it (`titre-2`): until it is published,
 * its address follows the title the translator writes, as a new article's does.
 */
function addressFollowsTitle(post: AdminPost): boolean {
  if (post.translation_of === null || post.published_at !== null) return false;
  const base = slugify(post.title) || 'article';
  return post.slug === base || new RegExp(`^${base}-\\d+$`).test(post.slug);
}

/** The form as the article stands for its editor: a published one with its changes saved aside, when it has some. */
export function valuesFromPost(saved: AdminPost): PostFormValues {
  const post = saved.pending ? { ...saved, ...saved.pending } : saved;
  const status = postStatus(post.published_at);
  return {
    lang: post.lang,
    title: post.title,
    slug: post.slug,
    slugEdited: !addressFollowsTitle(post),
    excerpt: post.excerpt,
    category: post.category ?? '',
    authorName: post.author_name ?? '',
    authorBio: post.author_bio ?? '',
    content: { html: post.content_html, json: post.content_json ?? '', empty: post.content_html.trim() === '' },
    cover: imageValue(post.cover_image),
    thumbnail: imageValue(post.thumbnail_url),
    seoTitle: post.seo_title ?? '',
    seoDescription: post.seo_description ?? '',
    social: imageValue(post.social_image),
    noindex: post.noindex,
    tags: post.tags,
    mode: status === 'draft' ? 'draft' : status === 'scheduled' ? 'scheduled' : 'now',
    scheduledAt: status === 'scheduled' && post.published_at ? toLocalInputValue(post.published_at) : '',
  };
}

/** The French messages the form can show before asking the server. */
export interface ValidationMessages {
  titleRequired: string;
  contentRequired: string;
  scheduleRequired: string;
  schedulePast: string;
}

export function validatePost(
  values: PostFormValues,
  messages: ValidationMessages,
  now: Date = new Date(),
): FieldErrors<PostField> {
  const errors: FieldErrors<PostField> = {};
  if (!values.title.trim()) errors.title = messages.titleRequired;
  if (values.content.empty) errors.content_html = messages.contentRequired;
  if (values.mode === 'scheduled') {
    const at = fromLocalInputValue(values.scheduledAt);
    if (!at) errors.published_at = messages.scheduleRequired;
    else if (at.getTime() <= now.getTime()) errors.published_at = messages.schedulePast;
  }
  return errors;
}

function publishedAt(values: PostFormValues, original: AdminPost | null, now: Date): string | null {
  if (values.mode === 'draft') return null;
  if (values.mode === 'scheduled') return fromLocalInputValue(values.scheduledAt)?.toISOString() ?? null;
  // An article already online keeps its date: updating it must not move it to the top of the blog.
  if (original?.published_at && postStatus(original.published_at, now) === 'published') return original.published_at;
  return now.toISOString();
}

function optional(value: string): string | undefined {
  return value.trim() ? value.trim() : undefined;
}

/** The request body; images must already be on the server (`saved`). */
export function toPostInput(values: PostFormValues, original: AdminPost | null, now: Date = new Date()): PostInput {
  const slugChanged = original ? values.slug.trim() !== original.slug : values.slugEdited;
  const input: PostInput = {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    category: values.category.trim(),
    content_html: values.content.html,
    published_at: publishedAt(values, original, now),
    seo_title: optional(values.seoTitle) ?? null,
    seo_description: optional(values.seoDescription) ?? null,
    social_image: values.social.kind === 'saved' ? values.social.url : null,
    noindex: values.noindex,
    tags: values.tags,
  };
  if (!original) input.lang = values.lang;
  else input.version = original.version;
  const slug = slugChanged ? optional(values.slug) : undefined;
  if (slug) input.slug = slug;
  if (values.content.json) input.content_json = values.content.json;
  if (values.cover.kind === 'saved') input.cover_image = values.cover.url;
  if (values.thumbnail.kind === 'saved') input.thumbnail_url = values.thumbnail.url;
  const authorName = optional(values.authorName);
  if (authorName) input.author_name = authorName;
  const authorBio = optional(values.authorBio);
  if (authorBio) input.author_bio = authorBio;
  return input;
}

/** The address shown under the slug field: what the author typed, or what the title gives. */
export function previewSlug(values: PostFormValues): string {
  return values.slug.trim() || slugify(values.title);
}
