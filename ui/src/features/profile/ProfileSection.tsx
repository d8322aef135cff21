// One titled card of the profile page, so each form is announced as its own region.
import type { ReactNode } from 'react';

export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-semibold text-sky-950">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
