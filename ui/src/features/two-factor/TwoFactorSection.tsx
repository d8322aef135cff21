// « Mon Profil »'s two-factor section for staff: its state, then the set-up or the management of codes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/AdminScreen';
import { useAuth } from '@/lib/auth';
import { formatFrenchDate } from '@/lib/dates';
import { ManageTwoFactor } from './ManageTwoFactor';
import { TwoFactorSetup } from './TwoFactorSetup';
import { TWO_FACTOR_STATUS_KEY, fetchTwoFactorStatus } from './twoFactorApi';

export function TwoFactorSection({ email }: { email: string }) {
  const { t } = useTranslation('twoFactor');
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const status = useQuery({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: fetchTwoFactorStatus });

  /** The state shown and the session's own mark (held back or not) are read again. */
  function changed() {
    void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
    refresh().catch((error: unknown) => console.error('Mise à jour de la session impossible', error));
  }

  return (
    <div className="space-y-6">
      <p className="text-slate-600">{t('section.intro')}</p>
      <AdminScreen query={status} failed={t('section.loadFailed')}>
        {(loaded) => (
          <div className="space-y-6">
            <div aria-live="polite" className="space-y-1">
              <p className="font-semibold text-slate-800">
                {loaded.enabled ? t('section.on', { date: formatFrenchDate(loaded.enabled_at) }) : t('section.off')}
              </p>
              {loaded.enabled && (
                <p className="text-slate-600">{t('section.codesLeft', { count: loaded.recovery_codes_left })}</p>
              )}
              {loaded.required && <p className="text-slate-600">{t('section.required')}</p>}
            </div>
            {loaded.enabled ? (
              <ManageTwoFactor email={email} onChanged={changed} />
            ) : (
              <TwoFactorSetup email={email} onFinished={changed} />
            )}
          </div>
        )}
      </AdminScreen>
    </div>
  );
}
