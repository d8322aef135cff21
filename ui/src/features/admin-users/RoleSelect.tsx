// One account's role, changed on the spot; a refused change puts the previous role back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { AdminUser } from '@/generated/AdminUser';
import type { Role } from '@/generated/Role';
import { ROLES, changeRole } from './usersApi';

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function RoleSelect({ account }: { account: AdminUser }) {
  const { t } = useTranslation('admin');
  const { user, refresh } = useAuth();
  const [role, setRole] = useState<Role>(account.role);
  const [saving, setSaving] = useState(false);

  async function onChange(next: string) {
    if (!isRole(next) || next === role) return;
    const previous = role;
    setRole(next);
    setSaving(true);
    try {
      const updated = await changeRole(account.id, next);
      setRole(updated.role);
      toast({ title: t('users.successTitle'), description: t('users.roleUpdated') });
      // Changing one's own role changes what the back-office offers: the session tells the menus.
      if (account.id === user?.id) await refresh();
    } catch (error) {
      setRole(previous);
      toast({ title: t('users.errorTitle'), description: messageOf(error, t('users.roleFailed')), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <select
      aria-label={t('users.roleOf', { name: account.full_name?.trim() || account.email })}
      value={role}
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
