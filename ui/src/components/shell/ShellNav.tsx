// The list of sections of a private area, with the current one marked; folded down to icons when asked.
import { NavLink } from 'react-router';
import type { LucideIcon } from 'lucide-react';

export interface ShellEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Matches only this exact path (an area's home), instead of every path below it. */
  exact?: boolean;
  /** Something waiting in that section, e.g. unread dossiers; shown when the count is above zero. */
  badge?: { count: number; label: string };
}

interface ShellNavProps {
  label: string;
  entries: ShellEntry[];
  collapsed?: boolean;
  onChoice?: () => void;
}

function entryClass(isActive: boolean, collapsed: boolean) {
  return `group relative flex min-h-11 items-center gap-3 rounded-xl py-2.5 font-medium transition focus-visible:outline-amber-400 ${
    collapsed ? 'justify-center px-0' : 'px-4'
  } ${isActive ? 'bg-amber-400 text-slate-950' : 'text-sky-50 hover:bg-white/10 hover:text-white'}`;
}

/** When folded, the label becomes a tooltip beside the icon, and stays the link's accessible name. */
function labelClass(collapsed: boolean) {
  return collapsed
    ? 'pointer-events-none absolute left-full top-1/2 z-50 ml-3 -translate-y-1/2 whitespace-nowrap rounded-lg bg-slate-900 px-3 py-1.5 text-sm text-white opacity-0 shadow-lg transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100'
    : 'truncate';
}

export function ShellNav({ label, entries, collapsed = false, onChoice }: ShellNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {entries.map(({ to, label: entryLabel, icon: Icon, exact, badge }) => (
          <li key={to}>
            <NavLink to={to} end={exact} className={({ isActive }) => entryClass(isActive, collapsed)} onClick={onChoice}>
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={labelClass(collapsed)}>{entryLabel}</span>
              {badge && badge.count > 0 ? (
                <>
                  <span
                    aria-hidden="true"
                    className={
                      collapsed
                        ? 'absolute right-3 top-1.5 size-2.5 rounded-full bg-amber-400 ring-2 ring-sky-950'
                        : 'ml-auto rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-950 ring-1 ring-sky-950/20'
                    }
                  >
                    {collapsed ? null : badge.count}
                  </span>
                  <span className="sr-only">{` ${badge.label}`}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
