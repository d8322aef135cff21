// The five dossier statuses in menu order. The type comes from the server's enum; this list
// must name each once, which the Record below makes the compiler check.
import type { DossierStatus } from '@/generated/DossierStatus';

const MENU_ORDER: Record<DossierStatus, number> = {
  received: 0,
  processing: 1,
  more_info_required: 2,
  completed: 3,
  rejected: 4,
};

export const DOSSIER_STATUSES: readonly DossierStatus[] = (Object.keys(MENU_ORDER) as DossierStatus[]).sort(
  (a, b) => MENU_ORDER[a] - MENU_ORDER[b],
);

export function isKnownStatus(value: string): value is DossierStatus {
  return Object.hasOwn(MENU_ORDER, value);
}
