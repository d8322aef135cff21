// « Référencement et partage »: the article's own title and description for search engines (with their counters and
// a search result as an engine would draw it), the picture of its shared card, and whether engines may list it.
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/TextField';
import type { Lang } from '@/generated/Lang';
import { LIMITS } from '@/generated/limits';
import { articlePath } from './languages';
import { PostImageField } from './PostImageField';
import type { ImageValue } from './postForm';

export interface SeoValues {
  seoTitle: string;
  seoDescription: string;
  social: ImageValue;
  noindex: boolean;
}

/** The address as results pages write it: the host, then each part of the path (`exemple.km › blog › titre`). */
export function searchAddress(origin: string, path: string): string {
  return [origin.replace(/^https?:\/\//, ''), ...path.split('/').filter(Boolean)].join(' › ');
}

/** What a search engine shows of the article: its own words, else the page's title and the excerpt. */
export function searchSnippet(
  values: SeoValues & { title: string; excerpt: string },
  siteTitle: string,
): { title: string; description: string } {
  const own = values.seoTitle.trim();
  const title = values.title.trim();
  return {
    title: own || (title && siteTitle ? `${title} | ${siteTitle}` : title || siteTitle),
    description: values.seoDescription.trim() || values.excerpt.trim(),
  };
}

interface SeoPanelProps {
  values: SeoValues & { title: string; excerpt: string; lang: Lang };
  slug: string;
  siteTitle: string;
  errors: Partial<Record<'seo_title' | 'seo_description' | 'social_image', string>>;
  progress: number | null;
  disabled: boolean;
  className: string;
  onChange: (changes: Partial<SeoValues>, clears: Array<'seo_title' | 'seo_description' | 'social_image'>) => void;
}

export function SeoPanel({ values, slug, siteTitle, errors, progress, disabled, className, onChange }: SeoPanelProps) {
  const { t } = useTranslation('adminBlog');
  const snippet = searchSnippet(values, siteTitle);
  const address = searchAddress(window.location.origin, articlePath(values.lang, slug || '…'));
  const count = (text: string, max: number) => t('seo.count', { count: text.length, max });
  return (
    <section className={className} aria-labelledby="post-seo-title">
      <div>
        <h2 id="post-seo-title" className="font-display text-xl font-semibold text-sky-950">
          {t('seo.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('seo.intro')}</p>
      </div>
      <TextField
        id="post-seo-title-field"
        label={t('seo.seoTitle')}
        value={values.seoTitle}
        onChange={(seoTitle) => onChange({ seoTitle }, ['seo_title'])}
        hint={`${t('seo.seoTitleHint')} ${count(values.seoTitle, LIMITS.seoTitle)}`}
        error={errors.seo_title}
        maxLength={LIMITS.seoTitle}
      />
      <TextField
        id="post-seo-description"
        label={t('seo.seoDescription')}
        multiline
        value={values.seoDescription}
        onChange={(seoDescription) => onChange({ seoDescription }, ['seo_description'])}
        hint={`${t('seo.seoDescriptionHint')} ${count(values.seoDescription, LIMITS.seoDescription)}`}
        error={errors.seo_description}
        maxLength={LIMITS.seoDescription}
      />
      <figure className="space-y-1 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="search-snippet">
        <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('seo.snippet')}</figcaption>
        <p className="text-lg leading-snug break-words text-blue-800" lang={values.lang}>
          {snippet.title || t('seo.snippetNoTitle')}
        </p>
        <p className="text-sm break-all text-emerald-800">{address}</p>
        <p className="text-sm break-words text-slate-700" lang={values.lang}>
          {snippet.description || t('seo.snippetNoDescription')}
        </p>
      </figure>
      <PostImageField
        id="post-social-image"
        label={t('seo.socialImage')}
        hint={t('seo.socialImageHint')}
        value={values.social}
        progress={progress}
        error={errors.social_image}
        disabled={disabled}
        onChange={(social) => onChange({ social }, ['social_image'])}
      />
      <div className="flex items-start gap-3">
        <input
          id="post-noindex"
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-sky-800"
          checked={values.noindex}
          aria-describedby="post-noindex-hint"
          onChange={(event) => onChange({ noindex: event.target.checked }, [])}
        />
        <div>
          <label htmlFor="post-noindex" className="text-sm font-semibold text-slate-800">
            {t('seo.noindex')}
          </label>
          <p id="post-noindex-hint" className="text-sm text-slate-600">
            {t('seo.noindexHint')}
          </p>
        </div>
      </div>
    </section>
  );
}
