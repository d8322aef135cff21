// « Importer »: what can come in and what becomes of it, the file sent with its progress, then the import followed
// while it runs (also one found running when the screen opens) and its report or why it failed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { AdminScreen } from '@/components/AdminScreen';
import { UploadProgress } from '@/components/editor/UploadProgress';
import { FormSection } from '@/components/FormSection';
import { Spinner } from '@/components/Spinner';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { ImportPhase } from '@/generated/ImportPhase';
import type { ImportState } from '@/generated/ImportState';
import { IMPORT_MAX_MB, useImportState, useStartImport } from './siteImportApi';
import { SiteImportReport } from './SiteImportReport';

const ACCEPTED = '.xml,.tar.gz,.gz';
const FILE_ID = 'site-import-file';

/** Says once that an import this screen followed has finished. */
function useFinishedToast(phase: ImportPhase | undefined) {
  const { t } = useTranslation('adminTransfer');
  const previous = useRef(phase);
  useEffect(() => {
    if (previous.current === 'running' && phase === 'done') toast({ title: t('import.done') });
    previous.current = phase;
  }, [phase, t]);
}

function Running({ state }: { state: ImportState }) {
  const { t, i18n } = useTranslation('adminTransfer');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="space-y-2 rounded-xl border border-sky-200 bg-sky-50 p-4">
      {state.total > 0 ? (
        <UploadProgress
          percent={Math.round((state.done / state.total) * 100)}
          label={t('import.progress', {
            count: state.done,
            done: number.format(state.done),
            total: number.format(state.total),
          })}
        />
      ) : (
        <p className="flex items-center gap-3 font-medium text-sky-900">
          <Spinner size="sm" decorative />
          {t('import.running')}
        </p>
      )}
      <p className="text-sm text-slate-700">{t('import.keepsGoing')}</p>
    </div>
  );
}

function Outcome({ state }: { state: ImportState }) {
  const { t } = useTranslation('adminTransfer');
  if (state.phase === 'running') return <Running state={state} />;
  if (state.phase === 'failed') {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        {t('import.failed', { error: state.error ?? '' })}
      </p>
    );
  }
  if (state.phase === 'done' && state.report) return <SiteImportReport report={state.report} />;
  return null;
}

export function SiteImportSection() {
  const { t } = useTranslation('adminTransfer');
  const state = useImportState();
  const start = useStartImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useFinishedToast(state.data?.phase);
  const running = state.data?.phase === 'running';
  const busy = sending !== null || running;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setRefusal(t('import.fileMissing'));
      fileInput.current?.focus();
      return;
    }
    if (file.size > IMPORT_MAX_MB * 1024 * 1024) {
      setRefusal(t('import.tooLarge', { size: IMPORT_MAX_MB }));
      fileInput.current?.focus();
      return;
    }
    setRefusal(null);
    setSending(0);
    start.mutate(
      { file, onProgress: setSending, failureMessage: t('import.sendFailed') },
      {
        onSuccess: () => {
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setRefusal(messageOf(error, t('import.sendFailed'))),
        onSettled: () => setSending(null),
      },
    );
  }

  return (
    <FormSection id="site-import" title={t('import.title')} description={t('import.description')}>
      <div className="grid gap-5 text-slate-700 md:grid-cols-2">
        <div className="space-y-2">
          <p className="font-medium text-slate-900">{t('import.sources')}</p>
          <ul className="list-disc space-y-1 ps-5">
            <li>{t('import.wordpress')}</li>
            <li>{t('import.vitrine')}</li>
          </ul>
        </div>
        <div className="space-y-2">
          <p className="font-medium text-slate-900">{t('import.happens')}</p>
          <ul className="list-disc space-y-1 ps-5">
            <li>{t('import.noDuplicates')}</li>
            <li>{t('import.vitrineReplaces')}</li>
            <li>{t('import.images')}</li>
            <li>{t('import.redirects')}</li>
            <li>{t('import.tags')}</li>
          </ul>
        </div>
      </div>
      <form className="space-y-3" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <label htmlFor={FILE_ID} className="block font-medium text-slate-900">
            {t('import.file')}
          </label>
          <input
            ref={fileInput}
            id={FILE_ID}
            type="file"
            accept={ACCEPTED}
            disabled={busy}
            aria-describedby={`${FILE_ID}-hint`}
            aria-invalid={refusal !== null || undefined}
            onChange={() => setRefusal(null)}
            className="block w-full max-w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-sky-100 file:px-4 file:py-2 file:font-medium file:text-sky-900 hover:file:bg-sky-200"
          />
          <p id={`${FILE_ID}-hint`} className="text-sm text-slate-600">
            {t('import.fileHint', { size: IMPORT_MAX_MB })}
          </p>
        </div>
        {refusal && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {refusal}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={sending !== null}>
          <Upload aria-hidden="true" className="size-5" />
          {t('import.submit')}
        </button>
      </form>
      {sending !== null && <UploadProgress percent={sending} label={t('import.sending', { percent: sending })} />}
      <AdminScreen query={state} failed={t('import.loadError')}>
        {(data) => <Outcome state={data} />}
      </AdminScreen>
    </FormSection>
  );
}
