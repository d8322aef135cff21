// The editor's word on its automatic saves: « Enregistré à 10:42 » (aside from the live page for a published article),
// saving, or a failure it will retry.
import { useTranslation } from 'react-i18next';
import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import type { AutosaveStatus as Status } from './useAutosave';

/** `aside`: a published article, whose changes are saved apart from the live page. */
export function AutosaveStatus({ status, savedAt, aside }: { status: Status; savedAt: Date | null; aside: boolean }) {
  const { t, i18n } = useTranslation('adminBlog');
  const time = savedAt?.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  let content = null;
  if (status === 'saving') {
    content = (
      <>
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        {t('autosave.saving')}
      </>
    );
  } else if (status === 'failed') {
    content = (
      <>
        <CloudOff aria-hidden="true" className="size-4 text-red-700" />
        {t('autosave.failed')}
      </>
    );
  } else if (time) {
    content = (
      <>
        <Check aria-hidden="true" className="size-4 text-emerald-700" />
        {t(status === 'waiting' ? 'autosave.changedSince' : aside ? 'autosave.savedAside' : 'autosave.saved', { time })}
      </>
    );
  }
  return (
    <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-slate-600">
      {content}
    </p>
  );
}
