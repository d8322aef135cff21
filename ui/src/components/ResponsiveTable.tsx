// Back-office lists: a table where there is room for one, one card per row on phones, so no field
// or action of a row ever needs sideways scrolling.
import { useId, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { TableScrollRegion } from './TableScrollRegion';

/** Where a row is drawn: actions are icon buttons in a table row, labelled buttons on a card. */
export type RowLayout = 'table' | 'cards';

export interface ResponsiveColumn<Row> {
  /** Column header, and the field's label on a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the table cell (wrapping, alignment). */
  className?: string;
  /** What a header kept short means in full: the header's tooltip, read out after it, and written on a card. */
  hint?: string;
}

interface ResponsiveTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What names a row: its row header in the table, its heading on a card. */
  title: ResponsiveColumn<Row>;
  columns: readonly ResponsiveColumn<Row>[];
  /** The header of the actions column and the row's actions, drawn for the given layout. */
  actions?: { header: string; cell: (row: Row, layout: RowLayout) => ReactNode };
}

/** Same width as Tailwind's `md`: below it the back-office has the width of a phone. */
const WIDE_QUERY = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Without media queries (tests, very old browsers) the table is the safe choice: it is the semantic one. */
function isWide(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_QUERY).matches;
}

export function useRowLayout(): RowLayout {
  return useSyncExternalStore(subscribe, isWide, () => true) ? 'table' : 'cards';
}

/** Cells keep less room at their sides below 1280 px, where a laptop's table has six columns to fit. */
const HEADER_CELL = 'px-2 py-3 xl:px-3 text-left text-sm font-semibold text-slate-700';

export function ResponsiveTable<Row>({ caption, rows, rowKey, title, columns, actions }: ResponsiveTableProps<Row>) {
  const layout = useRowLayout();
  const idBase = useId();

  if (layout === 'cards') {
    return (
      <ul aria-label={caption} className="space-y-4">
        {rows.map((row) => {
          const headingId = `${idBase}-${rowKey(row)}`;
          return (
            <li key={rowKey(row)}>
              <article
                aria-labelledby={headingId}
                className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h2 id={headingId} className="font-semibold wrap-anywhere text-slate-900">
                  {title.cell(row)}
                </h2>
                {columns.length > 0 && (
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-sm text-slate-700">
                    {columns.map((column) => (
                      <div key={column.header} className="contents">
                        <dt className="font-semibold">
                          {column.header}
                          {column.hint && <span className="block text-xs font-normal text-slate-600">{column.hint}</span>}
                        </dt>
                        <dd className="min-w-0 wrap-anywhere">{column.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {actions && (
                  <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions.cell(row, 'cards')}</div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <TableScrollRegion label={caption}>
      <table className="w-full table-auto divide-y divide-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={HEADER_CELL}>
              {title.header}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={HEADER_CELL}>
                {column.hint ? (
                  <>
                    <span title={column.hint} className="cursor-help underline decoration-dotted underline-offset-4">
                      {column.header}
                    </span>
                    <span className="sr-only"> ({column.hint})</span>
                  </>
                ) : (
                  column.header
                )}
              </th>
            ))}
            {actions && (
              <th scope="col" className={`${HEADER_CELL} text-right`}>
                {actions.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-middle">
              <th
                scope="row"
                className={`min-w-[9rem] px-2 py-3 xl:px-3 text-left font-medium wrap-break-word text-slate-900 ${title.className ?? ''}`}
              >
                {title.cell(row)}
              </th>
              {columns.map((column) => (
                <td key={column.header} className={`px-2 py-3 text-slate-700 xl:px-3 wrap-break-word ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="px-2 py-2">
                  <div className="flex justify-end gap-1">{actions.cell(row, 'table')}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

const TONES = {
  default: 'text-sky-800 hover:bg-sky-50 hover:text-sky-950',
  danger: 'text-red-700 hover:bg-red-50 hover:text-red-800',
} as const;

/** Classes for a row action: a round icon button in a table, a labelled button on a card. */
export function rowActionClass(layout: RowLayout, tone: keyof typeof TONES = 'default'): string {
  const shape =
    layout === 'table'
      ? 'size-10 justify-center rounded-full'
      : 'min-h-11 gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold';
  return `inline-flex shrink-0 items-center transition ${shape} ${TONES[tone]}`;
}

/**
 * A row action's icon, plus its short text on a card. The button's own aria-label names the row as
 * well, and starts with that same short text so what is read matches what is seen.
 */
export function RowActionContent({
  icon: Icon,
  text,
  layout,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  text: string;
  layout: RowLayout;
}) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5" />
      {layout === 'cards' && <span>{text}</span>}
    </>
  );
}
