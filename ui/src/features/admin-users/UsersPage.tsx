// "Utilisateurs": every account with its role, which the super administrator can change row by row.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/usePageMeta';
import { RequireRole } from '@/app/RequireRole';
import { PageSpinner } from '@/components/Spinner';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatFrenchDate } from '@/lib/dates';
import type { AdminUser } from '@/generated/AdminUser';
import { RoleSelect } from './RoleSelect';
import { fetchUsers } from './usersApi';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; users: AdminUser[] };

const SUPER_ADMIN_ONLY = ['super_admin'] as const;
function UsersTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation('admin');
  return (
    <ResponsiveTable
      caption={t('users.caption')}
      rows={users}
      rowKey={(account) => account.id}
      title={{
        header: t('users.name'),
        cell: (account) =>
          account.full_name?.trim() || <span className="font-normal italic text-slate-600">{t('users.noName')}</span>,
      }}
      columns={[
        { header: t('users.email'), cell: (account) => account.email, className: 'break-all' },
        { header: t('users.role'), cell: (account) => <RoleSelect account={account} /> },
        { header: t('users.createdAt'), cell: (account) => formatFrenchDate(account.created_at), className: 'whitespace-nowrap' },
      ]}
    />
  );
}

function UsersScreen() {
  const { t } = useTranslation('admin');
  usePageMeta(t('users.title'));
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchUsers()
      .then((users) => {
        if (active) setState({ status: 'ready', users });
      })
      .catch((error: unknown) => {
        console.error('Chargement des utilisateurs impossible', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, []);

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('users.title')}</h1>
        <p className="max-w-2xl text-lg text-slate-600">{t('users.intro')}</p>
      </header>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('users.loadFailed')}
        </p>
      )}
      {state.status === 'ready' && <UsersTable users={state.users} />}
    </div>
  );
}

export function UsersPage() {
  return (
    <RequireRole roles={SUPER_ADMIN_ONLY}>
      <UsersScreen />
    </RequireRole>
  );
}
