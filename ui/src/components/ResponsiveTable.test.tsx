// Checks both shapes of a back-office list: a captioned table on wide screens, labelled cards on phones.
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveTable, rowActionClass, RowActionContent } from './ResponsiveTable';

const ROWS = [
  { id: 1, name: 'Premier', date: '1 mars 2025' },
  { id: 2, name: 'Second', date: '2 mars 2025' },
];

function Icon(props: { className?: string }) {
  return <svg {...props} />;
}

function List() {
  return (
    <ResponsiveTable
      caption="Éléments"
      rows={ROWS}
      rowKey={(row) => row.id}
      title={{ header: 'Nom', cell: (row) => row.name }}
      columns={[{ header: 'Date', cell: (row) => row.date }]}
      actions={{
        header: 'Actions',
        cell: (row, layout) => (
          <button type="button" aria-label={`Supprimer ${row.name}`} className={rowActionClass(layout, 'danger')}>
            <RowActionContent icon={Icon} text="Supprimer" layout={layout} />
          </button>
        ),
      }}
    />
  );
}

function stubWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: wide, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponsiveTable', () => {
  it('draws a table with a row header and icon actions on wide screens', () => {
    stubWidth(true);
    render(<List />);
    const table = screen.getByRole('table', { name: 'Éléments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nom', 'Date', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Premier' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Supprimer Premier' })).not.toHaveTextContent('Supprimer');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('draws one labelled card per row, with its actions as labelled buttons, on phones', () => {
    stubWidth(false);
    render(<List />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Éléments' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = screen.getByRole('article', { name: 'Premier' });
    expect(within(first).getByRole('heading', { name: 'Premier' })).toBeInTheDocument();
    expect(within(first).getByRole('term')).toHaveTextContent('Date');
    expect(within(first).getByRole('definition')).toHaveTextContent('1 mars 2025');
    expect(within(first).getByRole('button', { name: 'Supprimer Premier' })).toHaveTextContent('Supprimer');
  });
});
