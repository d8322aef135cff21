// Signing out from any menu: end the session on the server, say so, go to the login page and forget the account's data.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { forgetPersonalAnswers } from '@/lib/queryClient';
import { signInPath } from '@/lib/signInPages';
import { toast } from '@/lib/toast';

export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
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
    await navigate(signInPath('login'), { replace: true });
    forgetPersonalAnswers(queryClient);
  }, [logout, navigate, queryClient, t]);
}
