// The frame of a back-office settings screen (see useSettingsEditor): the page with its header around the loaded
// settings, and the bar that saves them or, after confirmation, goes back to what was saved.
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Save, Undo2 } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LeaveGuard } from '@/components/LeaveGuard';
import { PageHeader } from '@/components/PageHeader';
import { SubmitButton } from '@/components/SubmitButton';
import type { SettingsNamespace } from '@/components/useSettingsEditor';

interface SettingsScreenProps<T> {
  /** Also names the page (`title`, `intro`) and says when loading failed (`loadFailed`). */
  ns: SettingsNamespace;
  query: UseQueryResult<T>;
  children: (loaded: T) => ReactNode;
}

export function SettingsScreen<T>({ ns, query, children }: SettingsScreenProps<T>) {
  const { t } = useTranslation(ns);
  usePageMeta(t('title'));
  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} intro={t('intro')} />
      <AdminScreen query={query} failed={t('loadFailed')}>
        {children}
      </AdminScreen>
    </div>
  );
}

export function SaveButton({ ns, saving }: { ns: SettingsNamespace; saving: boolean }) {
  const { t } = useTranslation(ns);
  return (
    <SubmitButton pending={saving} icon={Save}>
      {saving ? t('saving') : t('save')}
    </SubmitButton>
  );
}

interface SaveBarProps {
  ns: SettingsNamespace;
  saving: boolean;
  dirty: boolean;
  /** Given, the bar says when there are unsaved changes, offers to cancel them and guards against leaving. */
  onRevert?: () => void;
}

/** Stays in view at the bottom of the screen while the form scrolls. */
export function SaveBar({ ns, saving, dirty, onRevert }: SaveBarProps) {
  const { t } = useTranslation(ns);
  const [confirmingRevert, setConfirmingRevert] = useState(false);

  if (!onRevert) {
    return (
      <div className="sticky bottom-4 z-10 flex justify-end">
        <SaveButton ns={ns} saving={saving} />
      </div>
    );
  }

  return (
    <>
      <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-end gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur">
        {dirty && <p className="mr-auto px-2 text-sm font-medium text-amber-800">{t('unsaved')}</p>}
        <button type="button" className="btn-outline" onClick={() => setConfirmingRevert(true)} disabled={saving || !dirty}>
          <Undo2 aria-hidden="true" className="size-5" />
          {t('cancel')}
        </button>
        <SaveButton ns={ns} saving={saving} />
      </div>
      <ConfirmDialog
        open={confirmingRevert}
        onOpenChange={setConfirmingRevert}
        title={t('cancelConfirm.title')}
        description={t('cancelConfirm.description')}
        confirmLabel={t('cancelConfirm.confirm')}
        cancelLabel={t('cancelConfirm.cancel')}
        onConfirm={() => {
          setConfirmingRevert(false);
          onRevert();
        }}
      />
      <LeaveGuard when={dirty && !saving} description={t('leaveChanges')} />
    </>
  );
}
