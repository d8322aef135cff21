// The screen a staff account lands on when the site requires two-factor sign-in and it has none yet: the set-up
// alone, in the sign-in card, then on to the back-office.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AuthCard } from '@/features/auth';
import { useAuth } from '@/lib/auth';
import { ADMIN_HOME } from '@/lib/roles';
import { useSignOut } from '@/lib/useSignOut';
import { TwoFactorSetup } from './TwoFactorSetup';

export function TwoFactorSetupPage() {
  const { t } = useTranslation('twoFactor');
  usePageMeta(t('forced.pageTitle'));
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut();

  async function finished() {
    try {
      await refresh();
    } catch (error) {
      console.error('Mise à jour de la session impossible', error);
    }
    await navigate(ADMIN_HOME, { replace: true });
  }

  return (
    <AuthCard
      title={t('forced.title')}
      description={t('forced.description')}
      footer={
        <button type="button" className="btn-outline" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-5" />
          {t('forced.signOut')}
        </button>
      }
    >
      {user && <TwoFactorSetup email={user.email} onFinished={() => void finished()} />}
    </AuthCard>
  );
}
