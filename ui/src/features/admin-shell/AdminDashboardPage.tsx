// The back-office home: a welcome and shortcuts to what this staff member can do today.
import { useTranslation } from 'react-i18next';
import { UserRound, Users } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { DashboardCard } from '@/components/shell/DashboardCard';
import { useAuth } from '@/lib/auth';
import { ADMIN_HOME } from '@/lib/roles';

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('dashboard.title'));
  const { user } = useAuth();
  const greetingName = user?.email.split('@')[0] || t('dashboard.fallbackName');

  return (
    <div className="space-y-10">
      <header className="space-y-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('dashboard.title')}</h1>
        <p className="text-xl font-medium text-sky-900">{t('dashboard.welcome', { name: greetingName })}</p>
        <p className="max-w-2xl text-lg text-slate-600">{t('dashboard.intro')}</p>
      </header>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        <li>
          <DashboardCard to={`${ADMIN_HOME}/profile`} title={t('dashboard.profileCard')} text={t('dashboard.profileText')} icon={UserRound} />
        </li>
        {user?.role === 'super_admin' && (
          <li>
            <DashboardCard to={`${ADMIN_HOME}/users`} title={t('dashboard.usersCard')} text={t('dashboard.usersText')} icon={Users} />
          </li>
        )}
      </ul>
    </div>
  );
}
