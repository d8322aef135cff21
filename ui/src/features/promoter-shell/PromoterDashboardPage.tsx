// The promoter space's home: a personal welcome, what the space is for, and a way to the profile.
import { useTranslation } from 'react-i18next';
import { FolderOpen, UserRound } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { DashboardCard } from '@/components/shell/DashboardCard';
import { useAuth } from '@/lib/auth';
import { PROMOTER_HOME } from '@/lib/roles';

export function PromoterDashboardPage() {
  const { t } = useTranslation('promoter');
  usePageMeta(t('dashboard.title'));
  const { user } = useAuth();
  const name = user?.full_name?.trim() || user?.email || '';

  return (
    <div className="space-y-10">
      <header className="space-y-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('dashboard.title')}</h1>
        <p className="text-xl font-medium text-sky-900">{t('dashboard.welcome', { name })}</p>
      </header>
      <section aria-labelledby="promoter-dossiers" className="flex max-w-3xl gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <FolderOpen aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-700" />
        <div className="space-y-2">
          <h2 id="promoter-dossiers" className="text-lg font-semibold text-slate-900">
            {t('dashboard.dossiersTitle')}
          </h2>
          <p className="text-slate-700">{t('dashboard.dossiersText')}</p>
        </div>
      </section>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        <li>
          <DashboardCard to={`${PROMOTER_HOME}/profile`} title={t('dashboard.profileCard')} text={t('dashboard.profileText')} icon={UserRound} />
        </li>
      </ul>
    </div>
  );
}
