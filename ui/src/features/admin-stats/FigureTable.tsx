// One statistic as a titled table of figures, or its empty state; the table scrolls within its card on a phone.
import { useId, type ReactNode } from 'react';
import { TableScrollRegion } from '@/components/TableScrollRegion';

export interface FigureRow {
  key: string;
  cells: ReactNode[];
  /** Drawn apart from the others (a search that found nothing); what it means is also written in a cell. */
  marked?: boolean;
}

interface FigureTableProps {
  title: string;
  hint?: string;
  headers: string[];
  rows: FigureRow[];
  empty: string;
}

const HEADER = 'px-3 py-2 text-start text-sm font-semibold text-slate-700';

export function FigureTable({ title, hint, headers, rows, empty }: FigureTableProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <h2 id={id} className="text-xl font-semibold text-sky-950">
        {title}
      </h2>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{empty}</p>
      ) : (
        <TableScrollRegion label={title}>
          <table className="w-full divide-y divide-slate-200">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50">
              <tr>
                {headers.map((header, index) => (
                  <th key={header} scope="col" className={index === 0 ? HEADER : `${HEADER} text-end`}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.key} className={row.marked ? 'bg-amber-50' : undefined}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-3 py-2 text-start font-medium wrap-anywhere text-slate-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-3 py-2 text-end whitespace-nowrap text-slate-700 tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      )}
    </section>
  );
}
