// What a dossier list shows when there is nothing in it: a sentence, and what to do next when there is something.
import type { ReactNode } from 'react';
import { FolderOpen } from 'lucide-react';

export function EmptyState({ text, hint, children }: { text: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <FolderOpen aria-hidden="true" className="size-10 text-sky-700" />
      <p className="text-lg font-semibold text-slate-800">{text}</p>
      {hint && <p className="max-w-md text-slate-600">{hint}</p>}
      {children}
    </div>
  );
}
