// The dossier's files: each downloadable, and one more can be added by either side, with its progress.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileText, Paperclip } from 'lucide-react';
import { formatFrenchDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useActionSubmit } from '@/lib/useFormSubmit';
import type { Attachment } from '@/generated/Attachment';
import { attachmentUrl } from '../api/dossiersApi';
import { useAddAttachment } from '../api/useDossierChanges';
import { ACCEPTED_FILES } from './FilePicker';
import { FileSize } from './FileSize';

const INPUT_ID = 'dossier-attachment';

interface AttachmentsPanelProps {
  dossierId: number;
  attachments: Attachment[];
}

export function AttachmentsPanel({ dossierId, attachments }: AttachmentsPanelProps) {
  const { t } = useTranslation('dossiers');
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const addAttachment = useAddAttachment(dossierId);
  const form = useActionSubmit(t('files.uploadErrorTitle'), t('attachments.failed'));
  const uploading = form.pending;

  async function upload(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    await form.submit(async () => {
      await addAttachment.mutateAsync({ file, onProgress: setProgress });
      toast({ title: t('successTitle'), description: t('attachments.added') });
    });
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <section aria-labelledby="dossier-attachments" className="space-y-4">
      <h2 id="dossier-attachments" className="text-xl font-semibold text-sky-950">
        {t('attachments.title')}
      </h2>
      {attachments.length === 0 ? (
        <p className="text-slate-600">{t('attachments.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {attachments.map((attachment) => (
            <li key={attachment.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-sky-700" />
              <div className="min-w-0 flex-1">
                <p className="break-all font-medium text-slate-900">{attachment.original_name}</p>
                <p className="text-sm text-slate-600">
                  <FileSize bytes={attachment.size_bytes} /> ·{' '}
                  {t('attachments.addedOn', { date: formatFrenchDate(attachment.created_at) })}
                </p>
              </div>
              <a
                href={attachmentUrl(dossierId, attachment)}
                download={attachment.original_name}
                aria-label={t('attachments.download', { name: attachment.original_name })}
                className="icon-button"
              >
                <Download aria-hidden="true" className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-2">
        <input
          ref={inputRef}
          id={INPUT_ID}
          type="file"
          accept={ACCEPTED_FILES}
          disabled={uploading}
          aria-describedby="dossier-attachment-hint"
          className="peer sr-only"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <label
          htmlFor={INPUT_ID}
          className={`btn-outline cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 ${
            uploading ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          <Paperclip aria-hidden="true" className="size-5" />
          {t('attachments.add')}
        </label>
        {uploading && (
          <progress
            max={100}
            value={progress}
            aria-label={t('attachments.uploading')}
            className="block h-2 w-full max-w-xs accent-sky-700"
          />
        )}
        <p id="dossier-attachment-hint" className="text-sm text-slate-600">
          {t('files.hint')}
        </p>
      </div>
    </section>
  );
}
