// One account's role, changed on the spot; a refused change (the last super administrator) puts the previous role back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { AdminUser } from '@/generated/AdminUser';
import { ROLES, accountLabel, isRole, updateAccount } from './usersApi';

export function RoleSelect({ account, onChanged }: { account: AdminUser; onChanged: (account: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const { user, refresh } = useAuth();
  const [saving, setSaving] = useState(false);

  async function onChange(next: string) {
    if (!isRole(next) || next === account.role) return;
    setSaving(true);
    try {
      onChanged(await updateAccount(account.id, { role: next }));
      toast({ title: t('users.successTitle'), description: t('users.roleUpdated') });
      // Changing one's own role changes what the back-office offers: the session tells the menus.
      if (account.id === user?.id) await refresh();
    } catch (error) {
      toast({ title: t('users.errorTitle'), description: messageOf(error, t('users.roleFailed')), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <select
      aria-label={t('users.roleOf', { name: accountLabel(account) })}
      value={account.role}
      disabled={saving}
      onChange={(event) => void onChange(event.target.value)}
      className="form-input min-w-[11rem] py-2 disabled:cursor-wait disabled:opacity-70"
    >
      {ROLES.map((option) => (
        <option key={option} value={option}>
          {t(`roles.${option}`)}
        </option>
      ))}
    </select>
  );
}
