// One titled card of a back-office form, announced as its own region.
import type { ReactNode } from 'react';

interface FormSectionProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-semibold text-sky-950">
        {title}
      </h2>
      {description && <p className="mt-1 text-slate-600">{description}</p>}
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}
