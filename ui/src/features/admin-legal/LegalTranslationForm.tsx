// A legal page in English or Arabic, written in the article editor (right to left in Arabic) with the French text
// to read beside it; saved or removed on its own. Until it is written, the page shows the French text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { NewTabLink } from '@/components/NewTabLink';
import { AdminScreen } from '@/components/AdminScreen';
import { RichTextEditor, type EditorContent } from '@/components/editor/RichTextEditor';
import { SubmitButton } from '@/components/SubmitButton';
import {
  RemoveTranslation,
  TranslationIntro,
  useRemoveTranslation,
  useSaveTranslation,
  useTranslations,
  type TranslatedLang,
  type TranslationValues,
} from '@/features/translations';
import type { AdminLegalPage } from '@/generated/AdminLegalPage';
import { LEGAL_ADDRESSES } from '@/generated/pages';
import { messageOf } from '@/lib/formErrors';
import { directionOf } from '@/lib/language';
import { toast } from '@/lib/toast';
import { uploadImage } from '@/lib/upload';

interface LegalTranslationFormProps {
  lang: TranslatedLang;
  french: AdminLegalPage;
}

export function LegalTranslationForm({ lang, french }: LegalTranslationFormProps) {
  const { t } = useTranslation('adminTranslations');
  const translations = useTranslations(lang);
  return (
    <AdminScreen query={translations} failed={t('loadFailed')}>
      {(stored) => <LegalTranslationEditor lang={lang} french={french} stored={stored} />}
    </AdminScreen>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The French page's blocks as plain text, to read while translating: its section titles and paragraphs. */
function blocksOf(html: string): { heading: boolean; text: string }[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.children]
    .map((element) => ({ heading: /^H\d$/.test(element.tagName), text: element.textContent?.trim() ?? '' }))
    .filter((block) => block.text !== '');
}

function LegalTranslationEditor({ lang, french, stored }: LegalTranslationFormProps & { stored: TranslationValues }) {
  const { t } = useTranslation('adminLegal');
  const { t: tr } = useTranslation('adminTranslations');
  const source = `legal:${french.page}`;
  const translation = stored[source];
  const save = useSaveTranslation(lang);
  const removal = useRemoveTranslation(lang);
  const [content, setContent] = useState<EditorContent | null>(null);
  // A new editor after a removal, emptied.
  const [generation, setGeneration] = useState(0);
  const [error, setError] = useState('');
  const editorId = `legal-${french.page}-${lang}-content`;
  const labelId = `${editorId}-label`;
  const errorId = `${editorId}-error`;

  async function onSubmit() {
    const empty = content ? content.empty : !text(translation?.content_html).trim();
    if (empty) {
      setError(t('required'));
      document.getElementById(editorId)?.focus();
      return;
    }
    try {
      const html = content?.html ?? text(translation?.content_html);
      const json = content?.json ?? text(translation?.content_json);
      await save.mutateAsync({ source, value: { content_html: html, ...(json ? { content_json: json } : {}) } });
      setError('');
      toast({ title: tr('successTitle'), description: tr('saved') });
    } catch (failure) {
      toast({ title: tr('errorTitle'), description: messageOf(failure, tr('saveFailed')), variant: 'destructive' });
    }
  }

  async function onRemove() {
    if (!(await removal.remove(source))) return;
    setContent(null);
    setGeneration((current) => current + 1);
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <TranslationIntro lang={lang} />
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        {t('content', { page: t(`pages.${french.page}`) })}
      </p>
      {!translation && <p className="text-sm font-medium text-amber-800">{tr('notTranslated')}</p>}
      <div lang={lang} dir={directionOf(lang)}>
        <RichTextEditor
          key={generation}
          id={editorId}
          labelId={labelId}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
          initialJson={text(translation?.content_json) || null}
          initialHtml={text(translation?.content_html)}
          uploadImage={uploadImage}
          onChange={(next) => {
            setContent(next);
            if (!next.empty) setError('');
          }}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <details className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <summary className="cursor-pointer font-semibold text-slate-800">{tr('frenchPage')}</summary>
        <div lang="fr" dir="ltr" className="mt-4 space-y-3 text-slate-700">
          {blocksOf(french.content_html).map((block, index) =>
            block.heading ? (
              <p key={index} className="font-semibold text-slate-900">
                {block.text}
              </p>
            ) : (
              <p key={index}>{block.text}</p>
            ),
          )}
        </div>
      </details>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {translation && (
          <RemoveTranslation name={t(`pages.${french.page}`)} busy={removal.removing} onRemove={() => void onRemove()} />
        )}
        <NewTabLink href={LEGAL_ADDRESSES[french.page][lang]} label={t('view')} labelNewTab={t('viewNewTab')} />
        <SubmitButton pending={save.isPending} icon={Save}>
          {save.isPending ? tr('saving') : tr('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
