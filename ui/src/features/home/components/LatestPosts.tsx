// The three newest articles on the home page, so a first visit sees that the blog is alive.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { embeddedQuery } from '@/lib/embeddedQuery';
import type { PostList } from '@/generated/PostList';
import { PostCard } from '@/features/blog';

export const LATEST_COUNT = 3;
const LATEST_URL = `/api/posts?per_page=${LATEST_COUNT}`;

export function LatestPosts() {
  const { t } = useTranslation('home');
  const posts = useQuery(embeddedQuery<PostList>(LATEST_URL)).data?.posts;

  // A blog without articles (or out of reach) leaves no empty band on the home page.
  if (!posts || posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-posts-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-posts-title" className="font-display text-3xl font-bold text-sky-950 sm:text-4xl">
            {t('latest.title')}
          </h2>
          <Link to="/blog" className="inline-flex items-center gap-2 rounded font-semibold text-sky-800 hover:text-sky-950">
            {t('latest.all')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
