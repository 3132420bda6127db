import { flexRender } from '@tanstack/react-table';
import type { Header } from '@tanstack/react-table';

export type DataTableHeaderCellProps<TData> = { header: Header<TData, unknown> };

/**
 * A DataTable column header: a sort button (▲ ▼ ⇅) where the column sorts, `aria-sort` on the
 * sorted one, aligned like the column's cells.
 */
export function DataTableHeaderCell<TData>({ header }: DataTableHeaderCellProps<TData>) {
  const column = header.column;
  const sorted = column.getIsSorted();
  const meta = column.columnDef.meta;
  const label = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      className={
        [
          meta?.align === 'end' ? 'data-table__end' : '',
          meta?.stickyEnd ? 'data-table__sticky-end' : '',
        ]
          .filter(Boolean)
          .join(' ') || undefined
      }
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          className="data-table__sort"
          onClick={column.getToggleSortingHandler()}
        >
          {label}
          <span className="data-table__sort-mark" aria-hidden="true">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}
