import type { ColumnDef, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The names must match TanStack's declaration for the merge to work.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** `end` for numbers and amounts. */
    align?: 'start' | 'end';
    /** The cell names the row (e.g. the brand's name): rendered as `<th scope="row">`. */
    rowHeader?: boolean;
    /** Extra class on the column's cells. */
    className?: string;
    /** Long text (notes, descriptions) wraps; other cells stay on one line. */
    wrap?: boolean;
    /**
     * Stays at the table's right edge while it scrolls sideways (row actions of a wide table,
     * so 編集 and 削除 are in view on a laptop without scrolling).
     */
    stickyEnd?: boolean;
  }
}

/**
 * A column of a DataTable: TanStack Table's `ColumnDef` (make them with
 * `createColumnHelper<Row>()`). TValue differs per column, and TanStack's own docs type such
 * arrays with `any`: a `ColumnDef<Row, string>` is not assignable to `ColumnDef<Row, unknown>`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TData> = ColumnDef<TData, any>;
