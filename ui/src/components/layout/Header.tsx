// The fixed public header: navigation, social icons and the call to collaborate, with a phone menu.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Handshake, Menu, X } from 'lucide-react';
import { useContactDialog } from '@/lib/contactDialog';
import { Brand } from './Brand';
import { HeaderSocial } from './HeaderSocial';
import { HEADER_NAV, LOGIN_PATH } from './navigation';

const MOBILE_MENU_ID = 'mobile-menu';

function navItemClass(isActive: boolean, inMenu: boolean) {
  return `${inMenu ? 'flex w-full' : 'inline-flex'} min-h-11 items-center rounded-full px-4 py-2 font-medium transition ${
    isActive ? 'bg-sky-100 text-sky-900' : 'text-slate-700 hover:bg-slate-100 hover:text-sky-900'
  }`;
}

export function Header() {
  const { t } = useTranslation();
  const contact = useContactDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const closeMenu = () => setMenuOpen(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  function openContact() {
    // The menu item disappears with the menu: the toggle is where focus returns after the dialog.
    if (menuOpen) toggleRef.current?.focus();
    closeMenu();
    contact.open();
  }

  const navItems = (inMenu: boolean) => (
    <>
      {HEADER_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            className={({ isActive }) => navItemClass(isActive, inMenu)}
            onClick={inMenu ? closeMenu : undefined}
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" className={navItemClass(false, inMenu)} onClick={openContact}>
          {t('nav.contact')}
        </button>
      </li>
    </>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 print:hidden border-b border-slate-200/80 bg-white/90 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Brand onClick={closeMenu} />

        <nav aria-label={t('header.mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-1">{navItems(false)}</ul>
        </nav>

        <div className="hidden items-center gap-3 md:flex">
          <HeaderSocial />
          <Link to={LOGIN_PATH} className="btn-gold">
            <Handshake aria-hidden="true" className="size-5" />
            {t('header.collaborate')}
          </Link>
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="icon-button md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg md:hidden"
      >
        <nav aria-label={t('header.mainNav')}>
          <ul className="flex flex-col gap-1 py-2">{navItems(true)}</ul>
        </nav>
        <div className="mt-2 flex flex-col gap-4 border-t border-slate-100 pt-4">
          <HeaderSocial onChoice={closeMenu} />
          <Link to={LOGIN_PATH} className="btn-gold w-full" onClick={closeMenu}>
            <Handshake aria-hidden="true" className="size-5" />
            {t('header.collaborateMobile')}
          </Link>
        </div>
      </div>
    </header>
  );
}
