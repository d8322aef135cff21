// The centred card that frames the login and registration forms on the public site.
import type { ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';

interface AuthCardProps {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sky-50 via-white to-amber-50/40 px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-sky-950/5 sm:p-10 motion-safe:animate-rise">
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-2xl bg-sky-800 text-amber-300"
        >
          <LockKeyhole className="size-6" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight text-sky-950">{title}</h1>
        <p className="mt-2 text-slate-600">{description}</p>
        <div className="mt-8">{children}</div>
        <div className="mt-8 border-t border-slate-100 pt-6 text-center text-slate-700">{footer}</div>
      </div>
    </section>
  );
}
