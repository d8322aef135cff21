// The account island: for a browser that signed in, the header's « Collaborer » link becomes the person's menu
// (their space, their profile, sign-out). A session that is gone leaves the link and forgets the hint.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutDashboard, UserRound } from 'lucide-react';
import { MENU_ITEM_CLASS, PersonMenu, SignOutItem } from '@/components/PersonMenu';
import { ApiError, apiGet, apiSend } from '@/lib/api';
import { displayNameOf } from '@/lib/accountName';
import { loadTexts } from '@/lib/i18n';
import { homePathFor } from '@/lib/roles';
import { clearSignedInHint } from '@/public/signedIn';
import type { UserResponse } from '@/generated/UserResponse';
import type { UserView } from '@/generated/UserView';
import { islandRoot } from './root';
import type { MountIsland } from './types';

let session: Promise<UserView | null> | null = null;

/** Who is signed in, asked once for every account slot of the page; null keeps the fallback. */
export function currentUser(): Promise<UserView | null> {
  session ??= apiGet<UserResponse>('/api/auth/me').then(
    ({ user }) => user,
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearSignedInHint();
      else console.error('Vérification de la session impossible', error);
      return null;
    },
  );
  return session;
}

/** Tests start each case without the previous answer. */
export function forgetCurrentUser() {
  session = null;
}

export function AccountMenu({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const home = homePathFor(user.role);

  async function signOut() {
    try {
      await apiSend<void>('POST', '/api/auth/logout');
    } catch (error) {
      console.error('Déconnexion impossible', error);
      setFailed(true);
      return;
    }
    clearSignedInHint();
    window.location.reload();
  }

  return (
    <>
      <PersonMenu name={displayNameOf(user)} email={user.email} avatarUrl={user.avatar_url}>
        {(close) => (
          <>
            <li role="none">
              <a role="menuitem" tabIndex={-1} href={home} className={MENU_ITEM_CLASS} onClick={close}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                {t('account.space')}
              </a>
            </li>
            <li role="none">
              <a role="menuitem" tabIndex={-1} href={`${home}/profile`} className={MENU_ITEM_CLASS} onClick={close}>
                <UserRound aria-hidden="true" className="size-4" />
                {t('account.profile')}
              </a>
            </li>
            <SignOutItem label={t('account.signOut')} close={close} signOut={signOut} />
          </>
        )}
      </PersonMenu>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('account.signOutFailed')}
        </p>
      )}
    </>
  );
}

export const mount: MountIsland = async (element) => {
  const [user] = await Promise.all([currentUser(), loadTexts(['common'])]);
  if (!user) return null;
  islandRoot(element)(<AccountMenu user={user} />);
  return {};
};
