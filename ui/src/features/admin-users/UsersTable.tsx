// The accounts list: name and state, e-mail, role, last sign-in, and what the administrator can do with each account.
import { useTranslation } from 'react-i18next';
import { KeyRound, Pencil, UserCheck, UserX } from 'lucide-react';
import { EmailAddress } from '@/components/EmailAddress';
import { ResponsiveTable, RowActionContent, rowActionClass, useRowLayout } from '@/components/ResponsiveTable';
import { formatFrenchDateTime } from '@/lib/dates';
import type { AdminUser } from '@/generated/AdminUser';
import { RoleSelect } from './RoleSelect';
import { accountLabel } from './usersApi';

export type AccountAction = 'rename' | 'link' | 'deactivate' | 'reactivate';

interface UsersTableProps {
  users: AdminUser[];
  /** The signed-in administrator, who cannot deactivate himself. */
  selfId: number | undefined;
  onAction: (account: AdminUser, action: AccountAction) => void;
}

function AccountState({ account }: { account: AdminUser }) {
  const { t } = useTranslation('admin');
  if (!account.active)
    return (
      <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-800">
        {t('users.state.inactive')}
      </span>
    );
  if (account.invitation_pending)
    return (
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
        {t('users.state.invited')}
      </span>
    );
  return (
    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900">
      {t('users.state.active')}
    </span>
  );
}

export function UsersTable({ users, selfId, onAction }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const layout = useRowLayout();
  const email = { header: t('users.email'), cell: (account: AdminUser) => <EmailAddress email={account.email} /> };
  return (
    <ResponsiveTable
      caption={t('users.caption')}
      rows={users}
      rowKey={(account) => account.id}
      title={{
        header: layout === 'table' ? t('users.account') : t('users.name'),
        // In the table the address and the state sit under the name: two columns less keep it within a 1024 px screen.
        cell: (account) => (
          <span className="flex flex-col items-start gap-1">
            {account.full_name?.trim() || <span className="font-normal italic text-slate-600">{t('users.noName')}</span>}
            {layout === 'table' && (
              <span className="text-sm font-normal text-slate-600">
                <EmailAddress email={account.email} />
              </span>
            )}
            <AccountState account={account} />
          </span>
        ),
      }}
      columns={[
        ...(layout === 'cards' ? [email] : []),
        { header: t('users.role'), cell: (account) => <RoleSelect account={account} /> },
        {
          header: t('users.lastLogin'),
          cell: (account) => (account.last_login_at ? formatFrenchDateTime(account.last_login_at) : t('users.never')),
        },
      ]}
      actions={{
        header: t('users.actions'),
        cell: (account, layout) => {
          const name = accountLabel(account);
          const action = (kind: AccountAction, text: string, icon: typeof Pencil, tone: 'default' | 'danger' = 'default') => (
            <button
              type="button"
              onClick={() => onAction(account, kind)}
              aria-label={t(`users.actionLabels.${kind}`, { name })}
              title={t(`users.actionLabels.${kind}`, { name })}
              className={rowActionClass(layout, tone)}
            >
              <RowActionContent icon={icon} text={text} layout={layout} />
            </button>
          );
          return (
            <>
              {action('rename', t('users.rename.action'), Pencil)}
              {account.active && action('link', t('users.link.action'), KeyRound)}
              {account.active
                ? account.id !== selfId && action('deactivate', t('users.deactivate.action'), UserX, 'danger')
                : action('reactivate', t('users.reactivate.action'), UserCheck)}
            </>
          );
        },
      }}
    />
  );
}
