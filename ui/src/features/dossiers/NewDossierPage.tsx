// "Soumettre un Nouveau Dossier": creates the dossier, then sends each chosen file with its own progress.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { PROMOTER_HOME } from '@/lib/roles';
import { messageOf, type FieldErrors } from '@/lib/formErrors';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { toast } from '@/lib/toast';
import { createDossier } from './api/dossiersApi';
import { uploadAttachment } from './api/uploadAttachment';
import { FilePicker, MAX_ATTACHMENTS, type PickedFile } from './components/FilePicker';
import { ConfirmEmailBanner } from './ConfirmEmailBanner';
import { PROMOTER_DOSSIER_BASE } from './paths';
import { DOSSIER_LISTS_KEY } from './api/useDossierList';
import { LIMITS } from '@/generated/limits';

const FIELDS = ['title', 'description'] as const;
type Field = (typeof FIELDS)[number];
const TITLE_MAX = LIMITS.title;
const DESCRIPTION_MAX = LIMITS.dossierDescription;
const fieldId = (field: Field) => `dossier-${field}`;

export function NewDossierPage() {
  const { t } = useTranslation('dossiers');
  usePageMeta(t('newDossier.title'));
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const queryClient = useQueryClient();
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    failureTitle: t('errorTitle'),
    failureFallback: t('newDossier.submitFailed'),
  });
  const { errors, pending: submitting } = form;

  function addFiles(added: File[]) {
    const room = MAX_ATTACHMENTS - files.length;
    setFilesError(added.length > room ? t('files.tooMany') : undefined);
    const picked = added.slice(0, Math.max(room, 0)).map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, file }));
    setFiles((current) => [...current, ...picked]);
  }

  function setProgress(key: string, changes: Partial<PickedFile>) {
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }

  /** Sends the files one after the other; returns the first refusal to report, if any. */
  async function uploadAll(dossierId: number): Promise<{ name: string; message: string } | null> {
    let refusal: { name: string; message: string } | null = null;
    for (const { key, file } of files) {
      setProgress(key, { progress: 0 });
      try {
        await uploadAttachment(dossierId, file, (progress) => setProgress(key, { progress }));
      } catch (error) {
        setProgress(key, { failed: true });
        refusal ??= { name: file.name, message: messageOf(error, t('newDossier.submitFailed')) };
      }
    }
    return refusal;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors<Field> = {};
    if (!title.trim()) missing.title = t('newDossier.titleRequired');
    if (!description.trim()) missing.description = t('newDossier.descriptionRequired');
    if (!form.check(missing)) return;
    await form.submit(async () => {
      const dossierId = (await createDossier({ title: title.trim(), description })).id;
      void queryClient.invalidateQueries({ queryKey: DOSSIER_LISTS_KEY });
      // The dossier exists from here on: a refused file is said, and the dossier opened to add it again.
      const refusal = await uploadAll(dossierId);
      if (refusal) {
        toast({
          title: t('files.uploadErrorTitle'),
          description: t('files.refusedAfterCreate', refusal),
          variant: 'destructive',
          duration: 10_000,
        });
        await navigate(`${PROMOTER_DOSSIER_BASE}/${dossierId}`);
        return;
      }
      toast({ title: t('successTitle'), description: t('newDossier.submitted') });
      await navigate(PROMOTER_HOME);
    });
  }

  return (
    <div className="max-w-3xl space-y-8">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('newDossier.title')}</h1>
        <p className="text-lg text-slate-600">{t('newDossier.intro')}</p>
      </header>
      <ConfirmEmailBanner />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <TextField
          id={fieldId('title')}
          label={t('newDossier.titleLabel')}
          value={title}
          onChange={setTitle}
          maxLength={TITLE_MAX}
          required
          disabled={submitting}
          hint={t('newDossier.counter', { count: title.length, max: TITLE_MAX })}
          error={errors.title}
        />
        <TextField
          id={fieldId('description')}
          label={t('newDossier.descriptionLabel')}
          value={description}
          onChange={setDescription}
          multiline
          maxLength={DESCRIPTION_MAX}
          required
          disabled={submitting}
          hint={t('newDossier.counter', { count: description.length, max: DESCRIPTION_MAX })}
          error={errors.description}
        />
        <FilePicker
          files={files}
          onAdd={addFiles}
          onRemove={(key) => setFiles((current) => current.filter((item) => item.key !== key))}
          disabled={submitting}
          error={filesError}
        />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link to={PROMOTER_HOME} className="btn-outline">
            {t('newDossier.cancel')}
          </Link>
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? <Spinner size="sm" decorative /> : <Send aria-hidden="true" className="size-5" />}
            {submitting ? t('newDossier.submitting') : t('newDossier.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
