// Who wrote an article: the byline under the title and the box after the text.
import { useTranslation } from 'react-i18next';
import type { Post } from '@/generated/Post';
import { useOwner } from '@/app/useOwner';

/** The name typed in the editor wins: what the editor shows is what the article shows; else the writer's account name. */
export function authorName(post: Pick<Post, 'author' | 'author_name'>): string | null {
  return post.author_name?.trim() || post.author?.full_name?.trim() || null;
}

/** The writer's account photo, unless the article is signed by someone else. */
function accountAvatar(post: Pick<Post, 'author' | 'author_name'>): string {
  const signed = post.author_name?.trim();
  const account = post.author?.full_name?.trim();
  return !signed || signed === account ? post.author?.avatar_url?.trim() || '' : '';
}

/** Up to two initials; an empty name gives none so the caller's fallback applies. */
export function initialsOf(name: string | null): string {
  if (!name) return '';
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toLocaleUpperCase('fr-FR'))
    .join('');
}

/** An article by the owner, or by nobody in particular, is the owner's: it carries his name and portrait. */
function useAuthor(post: Post): { name: string | null; avatarUrl: string } {
  const owner = useOwner();
  const written = authorName(post);
  const byOwner = !written || (owner.name !== '' && written === owner.name);
  return {
    name: written ?? (owner.name || null),
    avatarUrl: accountAvatar(post) || (byOwner ? owner.portraitUrl : ''),
  };
}

function AuthorAvatar({ post, size }: { post: Post; size: 'sm' | 'lg' }) {
  const { t } = useTranslation('blog');
  const author = useAuthor(post);
  const name = author.name ?? t('article.authorFallback');
  const avatarUrl = author.avatarUrl;
  const box = size === 'sm' ? 'size-12 text-base' : 'size-20 text-2xl';
  const pixels = size === 'sm' ? 48 : 80;

  if (avatarUrl) {
    return (
      <img src={avatarUrl} alt={name} width={pixels} height={pixels} className={`${box} shrink-0 rounded-full object-cover`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-sky-800 font-semibold text-white`}
    >
      {initialsOf(author.name) || t('article.authorInitialFallback')}
    </span>
  );
}

export function ArticleByline({ post }: { post: Post }) {
  const { t } = useTranslation('blog');
  const author = useAuthor(post);
  return (
    <div className="flex items-center gap-3">
      <AuthorAvatar post={post} size="sm" />
      <div>
        <p className="text-sm text-slate-600">{t('article.writtenBy')}</p>
        <p className="font-semibold text-slate-900">{author.name ?? t('article.authorFallback')}</p>
      </div>
    </div>
  );
}

export function AuthorBox({ post }: { post: Post }) {
  const { t } = useTranslation('blog');
  const author = useAuthor(post);
  const bio = post.author_bio?.trim();
  return (
    <aside
      aria-labelledby="author-box-title"
      className="flex flex-col gap-6 rounded-3xl bg-sky-50 p-8 sm:flex-row sm:items-center"
    >
      <AuthorAvatar post={post} size="lg" />
      <div>
        <h2 id="author-box-title" className="text-sm font-bold uppercase tracking-widest text-amber-800">
          {t('article.aboutAuthor')}
        </h2>
        <p className="mt-2 font-display text-2xl font-semibold text-sky-950">{author.name ?? t('article.authorFallback')}</p>
        {bio && <p className="mt-3 leading-relaxed text-slate-700">{bio}</p>}
      </div>
    </aside>
  );
}
