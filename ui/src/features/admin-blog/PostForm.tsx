// The article form: text and editor on the left (written right to left for Arabic); language and translations,
// publication, category, images and author on the right.
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, Save } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { RichTextEditor } from '@/components/editor/RichTextEditor';
import { uploadImage } from '@/lib/upload';
import type { AdminPost } from '@/generated/AdminPost';
import { CategoryField } from './CategoryField';
import { TagsField } from './TagsField';
import { useSiteTags } from './api/usePosts';
import { PostImageField } from './PostImageField';
import { SeoPanel } from './SeoPanel';
import { PublicationField } from './PublicationField';
import { SlugField } from './SlugField';
import {
  EMPTY_POST_FORM,
  EXCERPT_MAX,
  previewSlug,
  submitLabelKey,
  validatePost,
  valuesFromPost,
  type PostField,
  type PostFormValues,
} from './postForm';
import { postStatus } from './publication';
import { BLOG_ADMIN_PATH } from './postsApi';
import { slugify } from './slug';
import { LeaveGuard } from '@/components/LeaveGuard';
import { usePostSave } from './usePostSave';
import { LIMITS } from '@/generated/limits';
import { useSite } from '@/app/SiteProvider';
import { SendPanel } from '@/features/admin-newsletter-send';
import { AutosaveStatus } from './AutosaveStatus';
import { ChangedElsewhere } from './ChangedElsewhere';
import { PendingChanges } from './PendingChanges';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import { useAutosave } from './useAutosave';
import { PreviewPanel } from './PreviewPanel';
import { LanguageField } from './LanguageField';
import { PostVersions } from './PostVersions';
import { RevisionsPanel } from './revisions/RevisionsPanel';
import { spokenLanguages, textDirection } from './languages';
import { publishedState } from './publishedState';

const FIELD_IDS: Record<PostField, string> = {
  title: 'post-title',
  slug: 'post-slug',
  excerpt: 'post-excerpt',
  category: 'post-category',
  content_html: 'post-content',
  cover_image: 'post-cover',
  thumbnail_url: 'post-thumbnail',
  author_name: 'post-author-name',
  author_bio: 'post-author-bio',
  published_at: 'post-scheduled-at',
  seo_title: 'post-seo-title-field',
  seo_description: 'post-seo-description',
  social_image: 'post-social-image',
  tags: 'post-tags',
};
const fieldId = (field: PostField) => FIELD_IDS[field];
const PANEL = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

interface PostFormProps {
  original: AdminPost | null;
  categories: string[];
  /** A revision was restored: the editor starts again from the restored article. */
  onRestored?: () => void;
}

export function PostForm({ original, categories, onRestored = () => undefined }: PostFormProps) {
  const { t } = useTranslation('adminBlog');
  const [values, setValues] = useState<PostFormValues>(() => (original ? valuesFromPost(original) : EMPTY_POST_FORM));
  const [dirty, setDirty] = useState(false);
  // Counts the owner's edits, which the automatic save follows.
  const [changes, setChanges] = useState(0);
  const [done, setDone] = useState(false);
  // Set when this save put the article online: the list then offers to send it to the subscribers.
  const [justPublished, setJustPublished] = useState<AdminPost | null>(null);
  const { save, saving, progress, errors, setErrors, check, changedElsewhere, autosave, latest, discardPending } = usePostSave(
    original,
    fieldId,
  );
  // A published article's automatic saves are kept aside: visitors see a change only when the owner publishes it.
  const live = latest?.published_at ? postStatus(latest.published_at) === 'published' : false;
  // Counts the times the form went back to the article as saved, which starts the text editor afresh.
  const [resets, setResets] = useState(0);
  const autosaved = useAutosave({
    enabled: !changedElsewhere && !done,
    changes,
    save: (leaving) => autosave(values, { leaving }),
  });
  const createdId = latest && !original ? latest.id : null;
  useEffect(() => {
    // A new article, once saved on its own, lives at its edit address: reloading the tab reopens it. The router is
    // left where it is, so the form keeps the caret. Not once the form is done: the way back to the list, taken in
    // the same render, must keep its own address.
    if (createdId !== null && !done) {
      window.history.replaceState(window.history.state, '', `${BLOG_ADMIN_PATH}/edit/${createdId}`);
    }
  }, [createdId, done]);
  const onlineSince = original?.published_at && postStatus(original.published_at) === 'published' ? original.published_at : null;
  const { site } = useSite();
  const siteTags = useSiteTags();
  const spoken = spokenLanguages(site?.settings.languages);
  // A French-only site shows no language at all, unless this article is in another language or has versions.
  const multilingual = spoken.length > 1 || (original !== null && (original.lang !== 'fr' || original.versions.length > 0));
  const writing = { lang: values.lang, dir: textDirection(values.lang) };

  function update(changes: Partial<PostFormValues>, clears: PostField[] = []) {
    setValues((current) => ({ ...current, ...changes }));
    setDirty(true);
    setChanges((count) => count + 1);
    if (clears.length > 0) {
      setErrors((current) => {
        const next = { ...current };
        clears.forEach((field) => delete next[field]);
        return next;
      });
    }
  }

  function changeTitle(title: string) {
    setValues((current) => ({ ...current, title, slug: current.slugEdited ? current.slug : slugify(title) }));
    setDirty(true);
    setChanges((count) => count + 1);
    setErrors((current) => ({ ...current, title: undefined }));
  }

  async function discardChanges() {
    await autosaved.settled();
    try {
      const published = await discardPending();
      if (!published) return;
      setValues(valuesFromPost(published));
      setResets((count) => count + 1);
      autosaved.markSaved();
      setDirty(false);
    } catch (error) {
      toast({ title: t('errorTitle'), description: messageOf(error, t('pending.failed')), variant: 'destructive' });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submitOver();
  }

  /** Validates and saves; `overwriting` is the article as it stands elsewhere, which the owner chose to replace. */
  async function submitOver(overwriting?: AdminPost) {
    if (saving) return;
    const found = validatePost(values, {
      titleRequired: t('form.titleRequired'),
      contentRequired: t('form.contentRequired'),
      scheduleRequired: t('form.scheduleRequired'),
      schedulePast: t('form.schedulePast'),
    });
    if (!check(found)) return;
    await autosaved.settled();
    const saved = await save(values, (slot, value) => setValues((current) => ({ ...current, [slot]: value })), overwriting);
    if (!saved) return;
    autosaved.markSaved();
    if (!onlineSince && postStatus(saved.published_at) === 'published') setJustPublished(saved);
    setDone(true);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        {live && latest?.pending && <PendingChanges savedAt={latest.pending.saved_at} onDiscard={discardChanges} />}
        {changedElsewhere && (
          <ChangedElsewhere current={changedElsewhere} saving={saving} onOverwrite={() => void submitOver(changedElsewhere)} />
        )}
        <section className={PANEL}>
          <TextField
            id={FIELD_IDS.title}
            label={t('form.title')}
            value={values.title}
            onChange={changeTitle}
            error={errors.title}
            maxLength={LIMITS.title}
            required
            {...writing}
          />
          <SlugField
            lang={values.lang}
            value={values.slug}
            preview={previewSlug(values)}
            canReset={!original && values.slugEdited && values.slug !== slugify(values.title)}
            error={errors.slug}
            onChange={(slug) => update({ slug, slugEdited: slug !== '' }, ['slug'])}
            onReset={() => update({ slug: slugify(values.title), slugEdited: false }, ['slug'])}
          />
          <TextField
            id={FIELD_IDS.excerpt}
            label={t('form.excerpt')}
            multiline
            value={values.excerpt}
            onChange={(excerpt) => update({ excerpt }, ['excerpt'])}
            hint={`${t('form.excerptHint')} ${t('form.excerptCount', { count: values.excerpt.length })}`}
            error={errors.excerpt}
            maxLength={EXCERPT_MAX}
            {...writing}
          />
        </section>
        <section className="space-y-1.5">
          <p id="post-content-label" className="text-sm font-semibold text-slate-800">
            {t('form.content')}
          </p>
          <RichTextEditor
            key={resets}
            id={FIELD_IDS.content_html}
            labelId="post-content-label"
            describedBy={errors.content_html ? 'post-content-error' : undefined}
            invalid={Boolean(errors.content_html)}
            initialJson={values.content.json || null}
            initialHtml={values.content.html}
            uploadImage={uploadImage}
            onChange={(content) => update({ content }, content.empty ? [] : ['content_html'])}
            {...writing}
          />
          {errors.content_html && (
            <p id="post-content-error" className="text-sm font-medium text-red-700">
              {errors.content_html}
            </p>
          )}
        </section>
        <SeoPanel
          values={values}
          slug={previewSlug(values)}
          siteTitle={site?.settings.seo.title ?? ''}
          errors={errors}
          progress={progress.social ?? null}
          disabled={saving}
          className={PANEL}
          onChange={update}
        />
      </div>

      <div className="space-y-6">
        {multilingual && (
          <section className={PANEL} aria-labelledby="post-languages-title">
            <h2 id="post-languages-title" className="font-display text-xl font-semibold text-sky-950">
              {t('languages.title')}
            </h2>
            {original ? (
              <PostVersions post={original} spoken={spoken} unsaved={dirty && !done} />
            ) : (
              <LanguageField value={values.lang} languages={spoken} onChange={(lang) => update({ lang })} />
            )}
          </section>
        )}
        <section className={PANEL}>
          <PublicationField
            mode={values.mode}
            scheduledAt={values.scheduledAt}
            onlineSince={onlineSince}
            error={errors.published_at}
            onModeChange={(mode) => update({ mode }, ['published_at'])}
            onScheduledAtChange={(scheduledAt) => update({ scheduledAt }, ['published_at'])}
          />
          {original && (
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-800" />
              <span>
                {t('form.readTime', { count: original.read_time_minutes })}
                <span className="block text-slate-600">{t('form.readTimeHint')}</span>
              </span>
            </p>
          )}
          <AutosaveStatus status={autosaved.status} savedAt={autosaved.savedAt} aside={live} />
          <button type="submit" className="btn-primary w-full" disabled={saving}>
            {saving ? <Spinner size="sm" decorative /> : <Save aria-hidden="true" className="size-5" />}
            {saving ? t('form.saving') : t(submitLabelKey(!original, values.mode))}
          </button>
        </section>
        {original && <PreviewPanel postId={original.id} unsaved={dirty && !done} className={PANEL} />}
        {original && <SendPanel post={original} unsaved={dirty && !done} />}
        {original && <RevisionsPanel post={original} unsaved={dirty && !done} onRestored={onRestored} className={PANEL} />}
        <section className={PANEL}>
          <CategoryField
            value={values.category}
            categories={categories}
            error={errors.category}
            onChange={(category) => update({ category }, ['category'])}
          />
          <TagsField
            id={FIELD_IDS.tags}
            value={values.tags}
            suggestions={siteTags.data ?? []}
            error={errors.tags}
            disabled={saving}
            onChange={(tags) => update({ tags }, ['tags'])}
          />
        </section>
        <section className={PANEL} aria-labelledby="post-images-title">
          <h2 id="post-images-title" className="font-display text-xl font-semibold text-sky-950">
            {t('form.images')}
          </h2>
          <PostImageField
            id={FIELD_IDS.cover_image}
            label={t('form.cover')}
            hint={t('form.coverHint')}
            value={values.cover}
            progress={progress.cover ?? null}
            error={errors.cover_image}
            disabled={saving}
            onChange={(cover) => update({ cover }, ['cover_image'])}
          />
          <PostImageField
            id={FIELD_IDS.thumbnail_url}
            label={t('form.thumbnail')}
            hint={t('form.thumbnailHint')}
            value={values.thumbnail}
            progress={progress.thumbnail ?? null}
            error={errors.thumbnail_url}
            disabled={saving}
            onChange={(thumbnail) => update({ thumbnail }, ['thumbnail_url'])}
          />
        </section>
        <section className={PANEL} aria-labelledby="post-author-title">
          <h2 id="post-author-title" className="font-display text-xl font-semibold text-sky-950">
            {t('form.author')}
          </h2>
          <TextField
            id={FIELD_IDS.author_name}
            label={t('form.authorName')}
            value={values.authorName}
            onChange={(authorName) => update({ authorName }, ['author_name'])}
            error={errors.author_name}
            maxLength={LIMITS.personName}
            autoComplete="name"
          />
          <TextField
            id={FIELD_IDS.author_bio}
            label={t('form.authorBio')}
            multiline
            value={values.authorBio}
            onChange={(authorBio) => update({ authorBio }, ['author_bio'])}
            error={errors.author_bio}
            maxLength={LIMITS.authorBio}
            {...writing}
          />
        </section>
      </div>

      <LeaveGuard when={dirty && !done && autosaved.status !== 'saved'} description={t('leaveChanges')} />
      {/* After the guard, so that it has stood down before this navigation asks it (its effects run first). */}
      {done && <Navigate to={BLOG_ADMIN_PATH} state={justPublished ? publishedState(justPublished) : undefined} />}
    </form>
  );
}
