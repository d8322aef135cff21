// "Mon Profil", the same page in the back-office and in the promoter space: picture, name, password.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner } from '@/components/Spinner';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import type { ProfileView } from '@/generated/ProfileView';
import { AvatarForm } from './AvatarForm';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { ProfileSection } from './ProfileSection';
import { fetchProfile } from './profileApi';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: ProfileView };

export function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('title'));
  const { refresh } = useAuth();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchProfile()
      .then((profile) => {
        if (active) setState({ status: 'ready', profile });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Chargement du profil impossible', error);
        setState({ status: 'failed' });
        toast({ title: t('errorTitle'), description: t('notFound'), variant: 'destructive' });
      });
    return () => {
      active = false;
    };
  }, [t]);

  /** The menus show the name and picture too: they learn about the change from the session. */
  function onUpdated(profile: ProfileView) {
    setState({ status: 'ready', profile });
    refresh().catch((error: unknown) => console.error('Mise à jour de la session impossible', error));
  }

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-slate-600">{t('intro')}</p>
      </header>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && <p className="text-lg text-slate-700">{t('notFound')}</p>}
      {state.status === 'ready' && (
        <div className="grid max-w-3xl gap-8">
          <ProfileSection id="profile-avatar" title={t('avatar.title')}>
            <AvatarForm profile={state.profile} onUpdated={onUpdated} />
          </ProfileSection>
          <ProfileSection id="profile-details" title={t('details.title')}>
            <NameForm profile={state.profile} onUpdated={onUpdated} />
          </ProfileSection>
          <ProfileSection id="profile-password" title={t('password.title')}>
            <PasswordForm />
          </ProfileSection>
        </div>
      )}
    </div>
  );
}
