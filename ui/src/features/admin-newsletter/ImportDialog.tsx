// «Importer»: a CSV file and how its readers subscribe (asked to confirm by e-mail, or stated consented with the
// owner's statement); a refused file lists every line to fix, an accepted one says how many were added and skipped.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { DialogButtons, DialogFormButtons, ModalDialog } from '@/components/ModalDialog';
import { FormField } from '@/components/TextField';
import { ApiError } from '@/lib/api';
import { messageOf } from '@/lib/formErrors';
import type { ImportReport } from '@/generated/ImportReport';
import type { ImportMode } from './newsletterApi';
import { useImportSubscribers } from './useSubscribers';

type FieldErrors = Partial<Record<'file' | 'mode' | 'consent' | 'form', string>>;

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminNewsletter');
  const importing = useImportSubscribers();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('confirm');
  const [statement, setStatement] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [report, setReport] = useState<ImportReport | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!file) missing.file = t('import.fileRequired');
    if (mode === 'consented' && !statement.trim()) missing.consent = t('import.statementRequired');
    setErrors(missing);
    if (!file || Object.keys(missing).length > 0) return;
    setReport(null);
    importing.mutate(
      { file, mode, statement: statement.trim() },
      {
        onSuccess: setReport,
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          setErrors(Object.keys(fields).length > 0 ? fields : { form: messageOf(error, t('loadError')) });
        },
      },
    );
  }

  if (report && report.errors.length === 0) {
    return (
      <ModalDialog title={t('import.doneTitle')} description={t('import.title')} closeLabel={t('import.close')} onClose={onClose}>
        <ul role="status" className="space-y-1 text-slate-800">
          <li>{t('import.added', { count: report.added })}</li>
          <li>{t('import.skipped', { count: report.skipped })}</li>
        </ul>
        <DialogButtons>
          <button type="button" className="btn-primary mt-6" onClick={onClose}>
            {t('import.close')}
          </button>
        </DialogButtons>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      title={t('import.title')}
      description={t('import.help')}
      closeLabel={t('import.close')}
      busy={importing.isPending}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormField id="import-file" label={t('import.file')} error={errors.file}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="form-input"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">{t('import.mode')}</legend>
          {(['confirm', 'consented'] as const).map((choice) => (
            <label key={choice} className="flex gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-sky-600">
              <input
                type="radio"
                name="import-mode"
                value={choice}
                checked={mode === choice}
                onChange={() => setMode(choice)}
                aria-describedby={`import-mode-${choice}-help`}
                className="mt-1"
              />
              <span>
                <span className="block font-semibold text-slate-900">{t(`import.${choice}`)}</span>
                <span id={`import-mode-${choice}-help`} className="block text-sm text-slate-600">
                  {t(`import.${choice}Help`)}
                </span>
              </span>
            </label>
          ))}
          {errors.mode && <p className="text-sm font-medium text-red-700">{errors.mode}</p>}
        </fieldset>
        {mode === 'consented' && (
          <FormField id="import-statement" label={t('import.statement')} hint={t('import.statementHelp')} error={errors.consent}>
            {(control) => (
              <textarea
                {...control}
                required
                maxLength={500}
                rows={3}
                value={statement}
                onChange={(event) => setStatement(event.target.value)}
                className="form-input"
              />
            )}
          </FormField>
        )}
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form}
          </p>
        )}
        {report && report.errors.length > 0 && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{t('import.refusedTitle')}</p>
            <p className="mt-1 text-sm">{t('import.refusedIntro', { count: report.errors.length })}</p>
            <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm">
              {report.errors.map((error) => (
                <li key={error.line}>
                  <span className="font-semibold">{t('import.errorLine', { line: error.line })}</span>
                  {error.email && <span className="break-all"> · {error.email}</span>} · {error.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
        <DialogFormButtons
          cancelLabel={t('import.cancel')}
          submitLabel={importing.isPending ? t('import.submitting') : t('import.submit')}
          icon={Upload}
          pending={importing.isPending}
        />
      </form>
    </ModalDialog>
  );
}
