// The frame of the private areas: a sidebar that folds from 280 px to 80 px, a top bar with the user menu, the page.
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useFavicon } from '@/app/usePageMeta';
import { initialsOf } from '@/components/Avatar';
import { NavDrawer } from './NavDrawer';
import { ShellNav, type ShellEntry } from './ShellNav';
import { UserMenu } from './UserMenu';
import { useSidebarCollapsed } from './useSidebarCollapsed';

const SIDEBAR_ID = 'app-sidebar';

interface AppShellProps {
  /** The area's name, e.g. "Administration" or "Espace Promoteur". */
  title: string;
  navLabel: string;
  entries: ShellEntry[];
  profilePath: string;
}

export function AppShell({ title, navLabel, entries, profilePath }: AppShellProps) {
  const { t } = useTranslation();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  useFavicon();

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>

      <aside
        id={SIDEBAR_ID}
        data-collapsed={collapsed}
        className={`fixed inset-y-0 left-0 z-30 hidden flex-col gap-8 bg-sky-950 py-6 text-white transition-[width] duration-200 motion-reduce:transition-none lg:flex ${
          collapsed ? 'w-20 px-3' : 'w-70 px-4'
        }`}
      >
        <Link
          to={entries[0]?.to ?? '/'}
          className={`flex min-h-11 items-center gap-3 rounded-xl font-display text-xl font-semibold focus-visible:outline-amber-400 ${
            collapsed ? 'justify-center' : 'px-2'
          }`}
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-400 text-slate-950"
          >
            {initialsOf(title)}
          </span>
          <span className={collapsed ? 'sr-only' : 'truncate'}>{title}</span>
        </Link>

        <div className="flex-1">
          <ShellNav label={navLabel} entries={entries} collapsed={collapsed} />
        </div>

        <button
          type="button"
          onClick={toggleCollapsed}
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
          title={collapsed ? t('shell.expand') : t('shell.collapse')}
          className={`flex min-h-11 items-center gap-3 rounded-xl py-2.5 text-sky-100 transition hover:bg-white/10 hover:text-white focus-visible:outline-amber-400 ${
            collapsed ? 'justify-center' : 'px-4'
          }`}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-5" />
          )}
          {!collapsed && <span aria-hidden="true">{t('shell.collapse')}</span>}
        </button>
      </aside>

      <div className={`transition-[padding] duration-200 motion-reduce:transition-none ${collapsed ? 'lg:pl-20' : 'lg:pl-70'}`}>
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-10">
          <div className="flex min-w-0 items-center gap-2">
            <NavDrawer title={title} navLabel={navLabel} entries={entries} />
            <p className="truncate font-display text-lg font-semibold text-sky-950 lg:hidden">{title}</p>
          </div>
          <UserMenu profilePath={profilePath} />
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 focus:outline-none sm:px-6 lg:py-10 xl:px-10">
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
