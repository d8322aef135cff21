// Staff change a dossier's status here; a refused change puts the previous one back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Dossier } from '@/generated/Dossier';
import { changeStatus } from '../api/dossiersApi';
import { DOSSIER_STATUSES, isKnownStatus } from '../status';

interface StatusMenuProps {
  dossier: Dossier;
  onChanged: (dossier: Dossier) => void;
}

export function StatusMenu({ dossier, onChanged }: StatusMenuProps) {
  const { t } = useTranslation('dossiers');
  const [saving, setSaving] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const value = shown ?? dossier.status;

  async function onChange(next: string) {
    if (next === dossier.status || !isKnownStatus(next)) return;
    setShown(next);
    setSaving(true);
    try {
      onChanged(await changeStatus(dossier.id, next));
      toast({ title: t('successTitle'), description: t('detail.statusUpdated') });
    } catch {
      toast({ title: t('errorTitle'), description: t('detail.statusFailed'), variant: 'destructive' });
    } finally {
      setShown(null);
      setSaving(false);
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor="dossier-status" className="block text-sm font-semibold text-slate-800">
        {t('detail.changeStatus')}
      </label>
      <select
        id="dossier-status"
        value={value}
        disabled={saving}
        onChange={(event) => void onChange(event.target.value)}
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
