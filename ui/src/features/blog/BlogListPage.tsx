// The blog list: search and category filter kept in the address; a featured post and a grid, or search results.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/usePageMeta';
import { useSite } from '@/app/SiteProvider';
import type { PostSummary } from '@/generated/PostSummary';
import { PageSpinner, Spinner } from '@/components/Spinner';
import { BlogFilters } from './components/BlogFilters';
import { ContactCta } from './components/ContactCta';
import { FeaturedPostCard, PostCard } from './components/PostCard';
import { SearchResultGrid, SearchSummary } from './components/SearchResultsView';
import { usePostList } from './usePostList';
import { useSearch } from './useSearch';
import { Rss } from 'lucide-react';

const SEARCH_DEBOUNCE_MS = 250;

export function BlogListPage() {
  const { t } = useTranslation('blog');
  usePageMeta(t('list.title'));
  const subtitle = useSite().site?.content.blog?.subtitle?.trim();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  const category = searchParams.get('categorie') ?? '';
  const [query, setQuery] = useState(urlQuery);

  useEffect(() => setQuery(urlQuery), [urlQuery]);

  useEffect(() => {
    if (query === urlQuery) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (params) => {
          if (query.trim()) params.set('q', query);
          else params.delete('q');
          return params;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, urlQuery, setSearchParams]);

  function selectCategory(next: string) {
    setSearchParams(
      (params) => {
        if (next) params.set('categorie', next);
        else params.delete('categorie');
        return params;
      },
      { replace: true },
    );
  }

  const searchQuery = urlQuery.trim();
  const searching = searchQuery !== '';
  const search = useSearch(searchQuery, category);
  const list = usePostList(category, !searching);
  const searchOutcome = searching ? search.outcome : null;
  const showSpinner = searchOutcome === null && list.loading;
  // Results wait for newer ones dimmed, never hidden; before the first answer the list stays in view instead.
  const waiting = searching && (search.pending || searchOutcome === null) && !showSpinner;

  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="font-display text-4xl font-bold text-sky-950 sm:text-5xl">{t('list.title')}</h1>
        {subtitle && <p className="mt-4 text-lg text-slate-600">{subtitle}</p>}
        <a
          href="/rss.xml"
          className="mt-4 inline-flex items-center gap-2 rounded font-semibold text-sky-800 underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t('list.rss')}
        </a>
      </header>

      <div className="mt-12">
        <BlogFilters
          query={query}
          onQueryChange={setQuery}
          categories={list.categories}
          selectedCategory={category}
          onCategoryChange={selectCategory}
        />
      </div>

      <div
        aria-busy={waiting}
        className={`mt-12 transition-opacity duration-200 motion-reduce:transition-none ${waiting ? 'opacity-60 delay-150' : ''}`}
      >
        <SearchSummary outcome={searchOutcome} />
        {searchOutcome ? (
          <SearchResultGrid outcome={searchOutcome} />
        ) : showSpinner ? (
          <PageSpinner />
        ) : (
          <PostListView posts={list.posts} hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={list.loadMore} />
        )}
      </div>

      <div className="mt-20">
        <ContactCta title={t('contactCta.title')} text={t('contactCta.text')} buttonLabel={t('contactCta.button')} />
      </div>
    </div>
  );
}

interface PostListViewProps {
  posts: PostSummary[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

function PostListView({ posts, hasMore, loadingMore, onLoadMore }: PostListViewProps) {
  const { t } = useTranslation('blog');
  const [featured, ...others] = posts;
  if (featured === undefined) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-12 text-center text-lg text-slate-600">{t('empty')}</p>
    );
  }
  return (
    <>
      <FeaturedPostCard post={featured} />
      {others.length > 0 && (
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="mt-12 flex justify-center">
          <button type="button" className="btn-outline" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore && <Spinner size="sm" decorative />}
            {t('loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
