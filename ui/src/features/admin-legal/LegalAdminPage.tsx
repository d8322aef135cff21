// "Pages légales": the owner writes the privacy policy, the terms and the legal notice (from a model) in the article editor, and under the language
// tabs their English and Arabic versions; the public pages show what he saved, with the date the server gives each save.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTabLink } from '@/components/NewTabLink';
import { usePageMeta } from '@/app/usePageMeta';
import { PageHeader } from '@/components/PageHeader';
import { RichTextEditor, type EditorContent } from '@/components/editor/RichTextEditor';
import { AdminScreen } from '@/components/AdminScreen';
import { SaveButton } from '@/components/SettingsEditor';
import { useSettingsEditor } from '@/components/useSettingsEditor';
import { InEachLanguage } from '@/features/translations';
import { formatFrenchDate } from '@/lib/dates';
import { uploadImage } from '@/lib/upload';
import type { AdminLegalPage } from '@/generated/AdminLegalPage';
import type { LegalPageKey } from '@/generated/LegalPageKey';
import { LEGAL_ADDRESSES } from '@/generated/pages';
import { LEGAL_PAGES } from './legalAdminApi';
import { useNoticeTemplate } from './noticeTemplate';
import { useLegalPage, useSaveLegalPage } from './api/useLegalPage';
import { LegalTranslationForm } from './LegalTranslationForm';

const CONTENT_FIELDS = ['content_html'] as const;

function LegalPageForm({ initial }: { initial: AdminLegalPage }) {
  const { t } = useTranslation('adminLegal');
  const [saved, setSaved] = useState(initial);
  const save = useSaveLegalPage(initial.page);
  const editorId = `legal-${initial.page}-content`;
  const template = useNoticeTemplate(initial);
  // What the page holds until the editor changes: the saved text, or the model of a notice never saved.
  const baseHtml = saved.updated_at ? saved.content_html : (template ?? saved.content_html);
  // The editor's content once changed; until then the saved page stands.
  const editor = useSettingsEditor<EditorContent | null, 'content_html'>({
    ns: 'adminLegal',
    initial: null,
    problems: (content) => ((content ? content.empty : !baseHtml.trim()) ? { content_html: t('required') } : {}),
    save: async (content) => {
      const html = content?.html ?? baseHtml;
      setSaved(await save.mutateAsync({ content_html: html, content_json: content?.json || saved.content_json || undefined }));
    },
    fields: CONTENT_FIELDS,
    fieldId: () => editorId,
    ownMessage: true,
  });
  const error = editor.errors.content_html;
  const labelId = `${editorId}-label`;
  const errorId = `${editorId}-error`;
  const updated = formatFrenchDate(saved.updated_at);

  return (
    <form onSubmit={editor.onSubmit} noValidate className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p id={labelId} className="text-sm font-semibold text-slate-800">
          {t('content', { page: t(`pages.${saved.page}`) })}
        </p>
        <p className="text-sm text-slate-600">{updated ? t('updated', { date: updated }) : t('neverSaved')}</p>
      </div>
      <RichTextEditor
        id={editorId}
        labelId={labelId}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
        initialJson={template ? null : initial.content_json}
        initialHtml={template ?? initial.content_html}
        uploadImage={uploadImage}
        onChange={(next) => {
          editor.setForm(next);
          if (!next.empty) editor.setErrors({});
        }}
      />
      {template && !saved.updated_at && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{t('noticeTemplate.notice')}</p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <NewTabLink href={LEGAL_ADDRESSES[saved.page].fr} label={t('view')} labelNewTab={t('viewNewTab')} />
        <SaveButton ns="adminLegal" saving={editor.bar.saving} />
      </div>
    </form>
  );
}

function LegalPageEditor({ page }: { page: LegalPageKey }) {
  const { t } = useTranslation('adminLegal');
  const legal = useLegalPage(page);
  return (
    <AdminScreen query={legal} failed={t('loadFailed')}>
      {(loaded) => (
        <InEachLanguage
          french={<LegalPageForm key={page} initial={loaded} />}
          translated={(lang) => <LegalTranslationForm lang={lang} french={loaded} />}
        />
      )}
    </AdminScreen>
  );
}

export function LegalAdminPage() {
  const { t } = useTranslation('adminLegal');
  usePageMeta(t('title'));
  const [page, setPage] = useState<LegalPageKey>('privacy');

  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} intro={t('intro')} />
      <div role="group" aria-label={t('choose')} className="flex flex-wrap gap-2">
        {LEGAL_PAGES.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={page === key}
            onClick={() => setPage(key)}
            className={
              page === key
                ? 'rounded-full bg-sky-900 px-4 py-2 text-sm font-semibold text-white'
                : 'rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-sky-700'
            }
          >
            {t(`pages.${key}`)}
          </button>
        ))}
      </div>
      <LegalPageEditor key={page} page={page} />
    </div>
  );
}
