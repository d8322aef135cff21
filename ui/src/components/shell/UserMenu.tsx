// The signed-in person's menu in the private areas: profile, back to the public site (a full page load), sign out.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink, UserRound } from 'lucide-react';
import { MENU_ITEM_CLASS, PersonMenu, SignOutItem } from '@/components/PersonMenu';
import { displayNameOf, useAuth } from '@/lib/auth';
import { useSignOut } from '@/lib/useSignOut';

export function UserMenu({ profilePath }: { profilePath: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;

  return (
    <PersonMenu name={displayNameOf(user)} email={user.email} avatarUrl={user.avatar_url}>
      {(close) => (
        <>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to={profilePath} className={MENU_ITEM_CLASS} onClick={close}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('shell.profile')}
            </Link>
          </li>
          <li role="none">
            <a role="menuitem" tabIndex={-1} href="/" className={MENU_ITEM_CLASS} onClick={close}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('shell.viewSite')}
            </a>
          </li>
          <SignOutItem label={t('shell.signOut')} close={close} signOut={signOut} />
        </>
      )}
    </PersonMenu>
  );
}
