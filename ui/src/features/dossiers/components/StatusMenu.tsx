// Staff change a dossier's status here; a refused change puts the previous one back.
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Dossier } from '@/generated/Dossier';
import { useChangeStatus } from '../api/useDossierChanges';
import { DOSSIER_STATUSES, isKnownStatus } from '../status';

export function StatusMenu({ dossier }: { dossier: Dossier }) {
  const { t } = useTranslation('dossiers');
  const change = useChangeStatus(dossier.id);
  // The menu shows the status on its way; once refused, the dossier's own status is shown again.
  const value = change.isPending ? change.variables : dossier.status;

  function onChange(next: string) {
    if (next === dossier.status || !isKnownStatus(next)) return;
    change.mutate(next, {
      onSuccess: () => toast({ title: t('successTitle'), description: t('detail.statusUpdated') }),
      onError: () => toast({ title: t('errorTitle'), description: t('detail.statusFailed'), variant: 'destructive' }),
    });
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor="dossier-status" className="block text-sm font-semibold text-slate-800">
        {t('detail.changeStatus')}
      </label>
      <select
        id="dossier-status"
        value={value}
        disabled={change.isPending}
        onChange={(event) => onChange(event.target.value)}
        className="form-input min-w-[16rem] py-2 disabled:cursor-wait disabled:opacity-70"
      >
        {!isKnownStatus(dossier.status) && <option value={dossier.status}>{dossier.status}</option>}
        {DOSSIER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
