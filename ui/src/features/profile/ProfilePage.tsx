// "Mon Profil", the same page in the back-office and in the promoter space: picture, name, language (when the site
// speaks more than French), password, and for staff two-factor sign-in.
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { useAuth } from '@/lib/auth';
import { isStaff } from '@/lib/roles';
import { TwoFactorSection } from '@/features/two-factor';
import type { ProfileView } from '@/generated/ProfileView';
import { AvatarForm } from './AvatarForm';
import { LanguageForm } from './LanguageForm';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { ProfileSection } from './ProfileSection';
import { useProfile, useProfileLanguages, useSetProfile } from './api/useProfile';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('title'));
  const { user, refresh } = useAuth();
  const profile = useProfile();
  const setProfile = useSetProfile();
  const languages = useProfileLanguages();

  /** The menus show the name and picture too: they learn about the change from the session. */
  function onUpdated(profile: ProfileView) {
    setProfile(profile);
    refresh().catch((error: unknown) => console.error('Mise à jour de la session impossible', error));
  }

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-slate-600">{t('intro')}</p>
      </header>
      <AdminScreen query={profile} failed={t('notFound')}>
        {(loaded) => (
          <div className="grid max-w-3xl gap-8">
            <ProfileSection id="profile-avatar" title={t('avatar.title')}>
              <AvatarForm profile={loaded} onUpdated={onUpdated} />
            </ProfileSection>
            <ProfileSection id="profile-details" title={t('details.title')}>
              <NameForm profile={loaded} onUpdated={onUpdated} />
            </ProfileSection>
            {languages.length > 1 && (
              <ProfileSection id="profile-language" title={t('language.title')}>
                <LanguageForm profile={loaded} languages={languages} />
              </ProfileSection>
            )}
            <ProfileSection id="profile-password" title={t('password.title')}>
              <PasswordForm />
            </ProfileSection>
            {user && isStaff(user.role) && (
              <ProfileSection id="profile-two-factor" title={t('section.title', { ns: 'twoFactor' })}>
                <TwoFactorSection email={loaded.email} />
              </ProfileSection>
            )}
          </div>
        )}
      </AdminScreen>
    </div>
  );
}
