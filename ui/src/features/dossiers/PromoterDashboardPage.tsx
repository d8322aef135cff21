// The promoter space's home: a personal welcome, the reminder to confirm the address while it is not,
// the promoter's dossiers, and a way to the profile.
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { DashboardCard } from '@/components/shell/DashboardCard';
import { ConfirmEmailBanner } from './ConfirmEmailBanner';
import { PromoterDossierList } from './PromoterDossierList';
import { useAuth } from '@/lib/auth';
import { PROMOTER_HOME } from '@/lib/roles';

export function PromoterDashboardPage() {
  const { t } = useTranslation('promoter');
  usePageMeta(t('dashboard.title'));
  const { user } = useAuth();
  const name = user?.full_name?.trim() || user?.email || '';

  return (
    <div className="space-y-12">
      <header className="space-y-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('dashboard.title')}</h1>
        <p className="text-xl font-medium text-sky-900">{t('dashboard.welcome', { name })}</p>
      </header>
      <ConfirmEmailBanner />
      <PromoterDossierList />
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        <li>
          <DashboardCard
            to={`${PROMOTER_HOME}/profile`}
            title={t('dashboard.profileCard')}
            text={t('dashboard.profileText')}
            icon={UserRound}
          />
        </li>
      </ul>
    </div>
  );
}
