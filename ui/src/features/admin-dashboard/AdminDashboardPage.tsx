// The back-office home: a welcome, the site's live figures, the visits chart, recent activity and shortcuts.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePlus2, Mail, UserRound, Users } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner } from '@/components/Spinner';
import { DashboardCard } from '@/components/shell/DashboardCard';
import { useAuth } from '@/lib/auth';
import { messageOf } from '@/lib/formErrors';
import { ADMIN_HOME } from '@/lib/roles';
import { toast } from '@/lib/toast';
import type { AdminStats } from '@/generated/AdminStats';
import { announceUnreadCount } from '@/features/admin-messages';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';
import { VisitsChart } from './VisitsChart';
import { fetchStats } from './statsApi';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; stats: AdminStats };

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
  const greetingName = user?.email.split('@')[0] || t('fallbackName');
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchStats()
      .then((stats) => {
        if (!active) return;
        setState({ status: 'ready', stats });
        announceUnreadCount(stats.messages_unread);
      })
      .catch((error: unknown) => {
        if (!active) return;
        setState({ status: 'failed' });
        toast({ title: t('errorTitle'), description: messageOf(error, t('loadFailed')), variant: 'destructive' });
      });
    return () => {
      active = false;
    };
  }, [t]);

  return (
    <div className="space-y-10">
      <header className="space-y-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('title')}</h1>
        <p className="text-xl font-medium text-sky-900">{t('welcome', { name: greetingName })}</p>
        <p className="max-w-2xl text-lg text-slate-600">{t('intro')}</p>
      </header>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('loadFailed')}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <StatCards stats={state.stats} />
          <Panel id="dashboard-visits" title={t('chart.title')}>
            <VisitsChart visits={state.stats.visits} />
          </Panel>
        </>
      )}
      <div className="grid gap-10 lg:grid-cols-2">
        {state.status === 'ready' && (
          <Panel id="dashboard-activity" title={t('activity.title')}>
            <RecentActivity items={state.stats.recent_activity} />
          </Panel>
        )}
        <Shortcuts isSuperAdmin={user?.role === 'super_admin'} />
      </div>
    </div>
  );
}
