// The badge colours that tell the dossier statuses apart at a glance.
import type { DossierStatus } from '@/generated/DossierStatus';

export { DOSSIER_STATUSES, isKnownStatus } from '@/lib/dossierStatus';

/** Dark text on light tints keeps every pair above the WCAG AA contrast ratio. */
export const STATUS_COLOURS: Record<DossierStatus, string> = {
  received: 'bg-sky-100 text-sky-900 ring-sky-300',
  processing: 'bg-amber-100 text-amber-900 ring-amber-300',
  more_info_required: 'bg-violet-100 text-violet-900 ring-violet-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};

export const UNKNOWN_STATUS_COLOUR = 'bg-slate-100 text-slate-700 ring-slate-300';
