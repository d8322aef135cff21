// The top of a back-office page: its title, a sentence on what it is for, and the page's main action beside them.
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  intro: string;
  /** A button or link for what the page is mostly used for (write an article, add an event). */
  action?: ReactNode;
}

export function PageHeader({ title, intro, action }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{title}</h1>
        <p className="max-w-2xl text-lg text-slate-600">{intro}</p>
      </div>
      {action}
    </header>
  );
}
