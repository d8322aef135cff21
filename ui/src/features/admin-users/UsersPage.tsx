// "Utilisateurs": every account, filtered by role; the super administrator invites, renames, changes roles,
// deactivates and gives password links, without a shell.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { AdminScreen } from '@/components/AdminScreen';
import { useAuth } from '@/lib/auth';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { AdminUser } from '@/generated/AdminUser';
import type { PasswordLinkResponse } from '@/generated/PasswordLinkResponse';
import { TwoFactorRequirement } from '@/features/two-factor';
import { InviteDialog } from './InviteDialog';
import { PasswordLinkDialog } from './PasswordLink';
import { RenameDialog } from './RenameDialog';
import { UsersTable, type AccountAction } from './UsersTable';
import { ROLES, accountLabel, isRole } from './usersApi';
import { useUsers, useUsersCache } from './api/useUsers';
import { useMakePasswordLink, useUpdateAccount } from './api/useAccountChanges';

type OpenDialog =
  | { kind: 'invite' }
  | { kind: 'rename'; account: AdminUser }
  | { kind: 'deactivate'; account: AdminUser }
  | { kind: 'link'; account: AdminUser; link: PasswordLinkResponse };

const ROLE_FILTER_ID = 'users-role-filter';

export function UsersPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('users.title'));
  const { user: self } = useAuth();
  const users = useUsers();
  const { replace: replaceAccount, add: addAccount } = useUsersCache();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const activation = useUpdateAccount();
  const passwordLink = useMakePasswordLink();
  const [searchParams, setSearchParams] = useSearchParams();
  const roleParam = searchParams.get('role') ?? '';
  const roleFilter = isRole(roleParam) ? roleParam : '';

  // Each click is answered, even when several accounts are reactivated in a row.
  function setActive(account: AdminUser, active: boolean) {
    activation.mutateAsync({ id: account.id, change: { active } }).then(
      () => {
        toast({
          title: t('users.successTitle'),
          description: t(active ? 'users.reactivate.done' : 'users.deactivate.done', { name: accountLabel(account) }),
        });
        setDialog(null);
      },
      (error: unknown) =>
        toast({ title: t('users.errorTitle'), description: messageOf(error, t('users.stateFailed')), variant: 'destructive' }),
    );
  }

  function onAction(account: AdminUser, action: AccountAction) {
    if (action === 'rename' || action === 'deactivate') setDialog({ kind: action, account });
    else if (action === 'reactivate') setActive(account, true);
    else {
      passwordLink.mutate(account.id, {
        onSuccess: (link) => setDialog({ kind: 'link', account, link }),
        onError: (error) =>
          toast({ title: t('users.errorTitle'), description: messageOf(error, t('users.link.failed')), variant: 'destructive' }),
      });
    }
  }

  const shown = (users.data ?? []).filter((account) => !roleFilter || account.role === roleFilter);

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('users.title')}</h1>
          <p className="max-w-2xl text-lg text-slate-600">{t('users.intro')}</p>
        </div>
        <button type="button" className="btn-primary shrink-0" onClick={() => setDialog({ kind: 'invite' })}>
          <UserPlus aria-hidden="true" className="size-5" />
          {t('users.invite.open')}
        </button>
      </header>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={ROLE_FILTER_ID} className="text-sm font-semibold text-slate-800">
          {t('users.filter.label')}
        </label>
        <select
          id={ROLE_FILTER_ID}
          value={roleFilter}
          onChange={(event) =>
            setSearchParams(
              (params) => {
                if (event.target.value) params.set('role', event.target.value);
                else params.delete('role');
                return params;
              },
              { replace: true },
            )
          }
          className="form-input py-2 sm:w-64"
        >
          <option value="">{t('users.filter.all')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`users.filter.${role}`)}
            </option>
          ))}
        </select>
        {users.data && (
          <p aria-live="polite" className="text-sm text-slate-600 sm:ms-2">
            {t('users.count', { count: shown.length })}
          </p>
        )}
      </div>

      <TwoFactorRequirement />

      <AdminScreen query={users} failed={t('users.loadFailed')} empty={t('users.empty')} isEmpty={() => shown.length === 0}>
        {() => <UsersTable users={shown} selfId={self?.id} onAction={onAction} />}
      </AdminScreen>

      {dialog?.kind === 'invite' && <InviteDialog onClose={() => setDialog(null)} onInvited={addAccount} />}
      {dialog?.kind === 'rename' && (
        <RenameDialog account={dialog.account} onClose={() => setDialog(null)} onRenamed={replaceAccount} />
      )}
      {dialog?.kind === 'link' && (
        <PasswordLinkDialog
          title={t('users.link.title')}
          description={t('users.link.description', { name: accountLabel(dialog.account) })}
          link={{ id: 'reset-link', url: dialog.link.url, expiresAt: dialog.link.expires_at }}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'deactivate'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('users.deactivate.title')}
        description={
          dialog?.kind === 'deactivate' ? t('users.deactivate.description', { name: accountLabel(dialog.account) }) : ''
        }
        confirmLabel={t('users.deactivate.confirm')}
        cancelLabel={t('users.cancel')}
        onConfirm={() => dialog?.kind === 'deactivate' && setActive(dialog.account, false)}
        destructive
        busy={activation.isPending}
      />
    </div>
  );
}
