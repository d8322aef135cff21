// A dossier's status as a coloured pill; an unknown value shows raw in grey.
import { isKnownStatus, STATUS_COLOURS, UNKNOWN_STATUS_COLOUR } from '../status';
import { useStatusLabel } from '../useStatusLabel';

export function StatusBadge({ status }: { status: string }) {
  const labelOf = useStatusLabel();
  const colours = isKnownStatus(status) ? STATUS_COLOURS[status] : UNKNOWN_STATUS_COLOUR;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset ${colours}`}
    >
      {labelOf(status)}
    </span>
  );
}
