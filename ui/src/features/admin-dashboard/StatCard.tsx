// One figure of the dashboard: an icon, a label, the value and what it means.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface StatCardProps {
  label: string;
  value: string;
  /** The value as it should be spoken, when the shown one is a symbol such as "—". */
  valueLabel?: string;
  icon: LucideIcon;
  children?: ReactNode;
}

export function StatCard({ label, value, valueLabel, icon: Icon, children }: StatCardProps) {
  return (
    <li className="list-none">
      <div
        role="group"
        aria-label={label}
        className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-slate-700">{label}</p>
          <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-xl bg-sky-100 text-sky-800">
            <Icon className="size-5" />
          </span>
        </div>
        <p className="font-display text-4xl font-semibold tracking-tight text-sky-950">
          {valueLabel ? (
            <>
              <span aria-hidden="true">{value}</span>
              <span className="sr-only">{valueLabel}</span>
            </>
          ) : (
            value
          )}
        </p>
        {children && <div className="text-sm text-slate-600">{children}</div>}
      </div>
    </li>
  );
}
