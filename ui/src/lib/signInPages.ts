// The sign-in pages' addresses in the language the app speaks, read from the server's page table: a visitor who came
// in English moves between the English sign-in pages, and one signing out of an English space lands on them.
import { SIGN_IN_ADDRESSES } from '@/generated/pages';
import type { Lang } from '@/generated/Lang';
import i18n from './i18n';
import { FALLBACK_LANGUAGE, pageLanguage, siteLanguage } from './language';

export type SignInPageName = keyof typeof SIGN_IN_ADDRESSES;

/** The language of the app's addresses: the one its texts are in, else the page's. */
function addressLanguage(): Lang {
  return siteLanguage(i18n.language || pageLanguage()) ?? FALLBACK_LANGUAGE;
}

/** The address of a sign-in page in the app's language, with its token for a page that takes one. */
export function signInPath(name: SignInPageName, token = ''): string {
  return `${SIGN_IN_ADDRESSES[name][addressLanguage()]}${token}`;
}

/** Whether `pathname` is that sign-in page, in any language. */
export function isSignInPage(name: SignInPageName, pathname: string): boolean {
  return Object.values<string>(SIGN_IN_ADDRESSES[name]).includes(pathname);
}
