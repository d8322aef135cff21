// Cards that lead to an article: a large one for the featured post and a regular one for grids.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import type { PostSummary } from '@/generated/PostSummary';
import { POST_IMAGE_FALLBACK } from '@/config/site';
import { srcSetFor } from '@/lib/media';
import { PostMeta } from './PostMeta';

function postImage(post: Pick<PostSummary, 'thumbnail_url' | 'cover_image'>): string {
  return post.thumbnail_url?.trim() || post.cover_image?.trim() || POST_IMAGE_FALLBACK;
}

/** Grid cards take a third of the page on wide screens, half on tablets and the full width on phones. */
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/** The featured card's image fills half the page on wide screens, the full width below. */
const FEATURED_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** The title link covers the whole card, so the card is one click target with the title as its name. */
const stretchedLink = 'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none';

interface PostCardProps {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
  /** Replaces the excerpt, e.g. by the passage a search matched. */
  text?: ReactNode;
}

export function PostCard({ post, headingLevel = 'h3', text }: PostCardProps) {
  const Heading = headingLevel;
  return (
    <article className="card-surface group relative flex h-full flex-col overflow-hidden has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-amber-500">
      <img
        src={postImage(post)}
        srcSet={srcSetFor(postImage(post))}
        sizes={CARD_SIZES}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full bg-sky-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <PostMeta category={post.category} publishedAt={post.published_at} readTimeMinutes={post.read_time_minutes} />
        <Heading className="mt-4 line-clamp-2 font-display text-xl font-semibold leading-snug text-sky-950 group-hover:text-sky-700">
          <Link to={`/blog/${post.slug}`} className={stretchedLink}>
            {post.title}
          </Link>
        </Heading>
        {text ?? <p className="mt-3 line-clamp-3 leading-relaxed text-slate-600">{post.excerpt}</p>}
      </div>
    </article>
  );
}

export function FeaturedPostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation('blog');
  const image = post.cover_image?.trim() || postImage(post);
  return (
    <article className="card-surface group relative grid overflow-hidden has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-amber-500 lg:grid-cols-2">
      <img
        src={image}
        srcSet={srcSetFor(image)}
        sizes={FEATURED_SIZES}
        alt=""
        width={960}
        height={540}
        className="aspect-video h-full w-full bg-sky-50 object-cover"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="mb-4 text-sm font-bold uppercase tracking-widest text-amber-700">{t('featured')}</p>
        <PostMeta category={post.category} publishedAt={post.published_at} readTimeMinutes={post.read_time_minutes} />
        <h2 className="mt-4 line-clamp-2 font-display text-2xl font-semibold leading-tight text-sky-950 group-hover:text-sky-700 sm:text-3xl">
          <Link to={`/blog/${post.slug}`} className={stretchedLink}>
            {post.title}
          </Link>
        </h2>
        <p className="mt-4 line-clamp-3 text-lg leading-relaxed text-slate-600">{post.excerpt}</p>
        <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-sky-800">
          {t('readArticle')}
          <ArrowRight className="size-5 transition motion-safe:group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
