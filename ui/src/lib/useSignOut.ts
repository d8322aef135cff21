// Signing out from any menu: end the session on the server, say so, and go to the login page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { LOGIN_PATH } from '@/lib/roles';
import { toast } from '@/lib/toast';

export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');

  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.error('Déconnexion impossible', error);
      toast({ title: t('signOut.failedTitle'), description: t('signOut.failed'), variant: 'destructive' });
      return;
    }
    toast({ title: t('signOut.done') });
    await navigate(LOGIN_PATH, { replace: true });
  }, [logout, navigate, t]);
}
