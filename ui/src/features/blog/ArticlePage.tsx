// One blog article with its author, sharing, related posts and an invitation to get in touch.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner } from '@/components/Spinner';
import { POST_IMAGE_FALLBACK } from '@/config/site';
import { srcSetFor } from '@/lib/media';
import { ArticleByline, AuthorBox } from './components/ArticleAuthor';
import { ArticleNotFound } from './components/ArticleNotFound';
import { ContactCta } from './components/ContactCta';
import { PostCard } from './components/PostCard';
import { PostMeta } from './components/PostMeta';
import { ShareButtons } from './components/ShareButtons';
import { withExternalLinksInNewTab } from './externalLinks';
import { useArticle } from './useArticle';

export function ArticlePage() {
  const { t } = useTranslation('blog');
  const { slug } = useParams();
  const article = useArticle(slug);

  const post = article.status === 'found' ? article.detail.post : null;
  const pageName = article.status === 'notFound' ? t('article.notFoundTitle') : post ? post.title : t('list.title');
  usePageMeta(pageName, post?.excerpt);
  const contentHtml = useMemo(() => (post ? withExternalLinksInNewTab(post.content_html) : ''), [post]);

  if (article.status === 'loading') return <PageSpinner />;
  if (article.status === 'notFound' || !post) return <ArticleNotFound />;
  const { related } = article.detail;
  const cover = post.cover_image?.trim() || POST_IMAGE_FALLBACK;

  return (
    <article className="pb-20">
      <header className="bg-gradient-to-b from-sky-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pb-10 pt-12 sm:px-6 lg:pt-16">
          <Link to="/blog" className="inline-flex items-center gap-2 rounded font-semibold text-sky-800 hover:text-sky-950">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('article.backToBlog')}
          </Link>
          <div className="mt-8">
            <PostMeta category={post.category} publishedAt={post.published_at} readTimeMinutes={post.read_time_minutes} />
          </div>
          <h1 className="mt-5 font-display text-4xl font-bold leading-tight text-sky-950 sm:text-5xl">{post.title}</h1>
          {post.excerpt.trim() && <p className="mt-5 text-xl leading-relaxed text-slate-600">{post.excerpt}</p>}
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <ArticleByline post={post} />
            <ShareButtons title={post.title} />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <img
          src={cover}
          srcSet={srcSetFor(cover)}
          sizes="(min-width: 1024px) 896px, 100vw"
          alt={post.title}
          width={1280}
          height={720}
          className="aspect-video w-full rounded-3xl bg-sky-50 object-cover shadow-xl"
        />
      </div>

      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="prose-article mt-12" dangerouslySetInnerHTML={{ __html: contentHtml }} />
        <div className="mt-16">
          <AuthorBox post={post} />
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mx-auto mt-20 max-w-5xl px-4 sm:px-6">
          <h2 id="related-title" className="section-title">
            {t('article.related')}
          </h2>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2">
            {related.slice(0, 2).map((item) => (
              <li key={item.id}>
                <PostCard post={item} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mx-auto mt-20 max-w-5xl px-4 sm:px-6">
        <ContactCta title={t('article.ctaTitle')} text={t('article.ctaText')} buttonLabel={t('article.ctaButton')} />
      </div>
    </article>
  );
}
