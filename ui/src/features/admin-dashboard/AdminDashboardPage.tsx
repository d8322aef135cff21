// The back-office home: a welcome (asking a nameless account its name), a new site's first steps, the site's live figures, the visits chart (leading to the full statistics), recent activity and shortcuts.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, FilePlus2, Mail, UserRound, Users } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { DashboardCard } from '@/components/shell/DashboardCard';
import { useAuth } from '@/lib/auth';
import { ADMIN_HOME } from '@/lib/roles';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';
import { VisitsChart } from './VisitsChart';
import { GettingStarted } from './GettingStarted';
import { WelcomeName } from './WelcomeName';
import { useStats } from './api/useStats';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="mb-5 text-xl font-semibold text-sky-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Shortcuts({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <section aria-labelledby="dashboard-shortcuts" className="space-y-4">
      <h2 id="dashboard-shortcuts" className="text-xl font-semibold text-sky-950">
        {t('shortcuts.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {isSuperAdmin && (
          <li>
            <DashboardCard
              to={`${ADMIN_HOME}/blog/new`}
              title={t('shortcuts.newPost')}
              text={t('shortcuts.newPostText')}
              icon={FilePlus2}
            />
          </li>
        )}
        <li>
          <DashboardCard
            to={`${ADMIN_HOME}/messages`}
            title={t('shortcuts.messages')}
            text={t('shortcuts.messagesText')}
            icon={Mail}
          />
        </li>
        <li>
          <DashboardCard
            to={`${ADMIN_HOME}/profile`}
            title={t('shortcuts.profile')}
            text={t('shortcuts.profileText')}
            icon={UserRound}
          />
        </li>
        {isSuperAdmin && (
          <li>
            <DashboardCard to={`${ADMIN_HOME}/users`} title={t('shortcuts.users')} text={t('shortcuts.usersText')} icon={Users} />
          </li>
        )}
      </ul>
    </section>
  );
}

export function AdminDashboardPage() {
  const { t } = useTranslation('adminDashboard');
  usePageMeta(t('title'));
  const { user } = useAuth();
  const greetingName = user?.full_name?.trim() || user?.email.split('@')[0] || t('fallbackName');
  const isSuperAdmin = user?.role === 'super_admin';
  const stats = useStats();

  return (
    <div className="space-y-10">
      <header className="space-y-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('title')}</h1>
        <p className="text-xl font-medium text-sky-900">{t('welcome', { name: greetingName })}</p>
        <p className="max-w-2xl text-lg text-slate-600">{t('intro')}</p>
      </header>
      {user && !user.full_name?.trim() && <WelcomeName />}
      {isSuperAdmin && <GettingStarted />}
      <AdminScreen query={stats} failed={t('loadFailed')}>
        {(loaded) => (
          <>
            <StatCards stats={loaded} />
            <Panel id="dashboard-visits" title={t('chart.title')}>
              <VisitsChart visits={loaded.visits} />
              <Link
                to={`${ADMIN_HOME}/statistics`}
                className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-sky-800 underline-offset-4 hover:underline"
              >
                {t('dashboardLink', { ns: 'adminStats' })}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            </Panel>
          </>
        )}
      </AdminScreen>
      <div className="grid gap-10 lg:grid-cols-2">
        {stats.data && (
          <Panel id="dashboard-activity" title={t('activity.title')}>
            <RecentActivity items={stats.data.recent_activity} />
          </Panel>
        )}
        <Shortcuts isSuperAdmin={isSuperAdmin} />
      </div>
    </div>
  );
}
