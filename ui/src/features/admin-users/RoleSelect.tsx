// One account's role, changed on the spot; a refused change (the last super administrator) keeps the previous role,
// and the server's French message says why.
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { AdminUser } from '@/generated/AdminUser';
import { ROLES, accountLabel, isRole } from './usersApi';
import { useUpdateAccount } from './api/useAccountChanges';

export function RoleSelect({ account }: { account: AdminUser }) {
  const { t } = useTranslation('admin');
  const update = useUpdateAccount();

  function onChange(next: string) {
    if (!isRole(next) || next === account.role) return;
    update.mutate(
      { id: account.id, change: { role: next } },
      {
        onSuccess: () => toast({ title: t('users.successTitle'), description: t('users.roleUpdated') }),
        onError: (error) =>
          toast({ title: t('users.errorTitle'), description: messageOf(error, t('users.roleFailed')), variant: 'destructive' }),
      },
    );
  }

  return (
    <select
      aria-label={t('users.roleOf', { name: accountLabel(account) })}
      value={account.role}
      disabled={update.isPending}
      onChange={(event) => onChange(event.target.value)}
      className="form-input py-2 ps-3 pe-8 md:w-auto md:text-sm disabled:cursor-wait disabled:opacity-70"
    >
      {ROLES.map((option) => (
        <option key={option} value={option}>
          {t(`roles.${option}`)}
        </option>
      ))}
    </select>
  );
}
