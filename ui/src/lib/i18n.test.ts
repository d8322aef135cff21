// The app speaks the language the server wrote on the page: its texts, its direction and its sign-in addresses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '@/locales/en/auth.json';
import arabic from '@/locales/ar/auth.json';

/** A fresh start of the app's texts on a page the server wrote in `lang`. */
async function startOn(lang: string) {
  document.documentElement.lang = lang;
  document.documentElement.dir = '';
  vi.resetModules();
  const texts = await import('./i18n');
  await Promise.all([texts.loadTexts(['common']), texts.loadPrivateTexts()]);
  const { signInPath } = await import('./signInPages');
  return { i18n: texts.default, signInPath };
}

describe('the app language', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    document.documentElement.dir = '';
    vi.resetModules();
  });

  it('is the one of the page it runs in, left to right in English', async () => {
    const { i18n, signInPath } = await startOn('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('register.submit', { ns: 'auth' })).toBe(english.register.submit);
    expect(document.documentElement.dir).toBe('ltr');
    expect(signInPath('register')).toBe('/en/register');
    expect(signInPath('resetPassword', 'abc')).toBe('/en/reset-password/abc');
  });

  it('writes Arabic right to left, with the Arabic addresses', async () => {
    const { i18n, signInPath } = await startOn('ar');
    expect(i18n.t('register.submit', { ns: 'auth' })).toBe(arabic.register.submit);
    expect(document.documentElement.dir).toBe('rtl');
    expect(signInPath('forgotPassword')).toBe('/ar/forgot-password');
  });

  it('is French on a French page, at the French addresses', async () => {
    const { i18n, signInPath } = await startOn('fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(signInPath('login')).toBe('/login');
    expect(signInPath('twoFactorSetup')).toBe('/admin/double-authentification');
  });
});
