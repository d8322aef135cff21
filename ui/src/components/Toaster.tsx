// Shows the current toast in a live region: bottom-right on wide screens, top on phones.
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useToast } from '@/lib/toast';

export function Toaster() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToast();

  return (
    <div
      data-toaster=""
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:bottom-20 sm:end-0 sm:top-auto sm:items-end"
    >
      {toasts.map((item) => {
        const destructive = item.variant === 'destructive';
        return (
          <div
            key={item.id}
            data-variant={item.variant}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-xl motion-safe:animate-pop-in ${
              destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
            }`}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{item.title}</p>
              {item.description && (
                <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`}>{item.description}</p>
              )}
            </div>
            <button
              type="button"
              onClick={() => dismiss(item.id)}
              aria-label={t('toast.close')}
              className={`-m-1 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-offset-2 ${
                destructive
                  ? 'text-white hover:bg-red-800 focus-visible:outline-white'
                  : 'text-slate-500 hover:bg-slate-100 focus-visible:outline-sky-700'
              }`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
