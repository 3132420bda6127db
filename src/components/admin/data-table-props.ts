import type { SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table-column';
import type { DataTableRowLink } from './data-table-row-link';

export type DataTableProps<TData> = {
  data: readonly TData[];
  columns: DataTableColumn<TData>[];
  /** The table's `<caption>`: what the rows are (「ブランドの一覧」). */
  caption: string;
  /** Show the caption on screen (by default it is for screen readers only). */
  captionVisible?: boolean;
  getRowId?: (row: TData) => string;
  /** The search box's label; `false` for a table without search. */
  searchLabel?: string | false;
  searchPlaceholder?: string;
  /** The text a row is searched by; by default the values of all its columns. */
  searchText?: (row: TData) => string;
  /** The caller's own controls (filters, an add button), shown beside the search box. */
  toolbar?: ReactNode;
  /** Shown instead of the table when `data` is empty. */
  emptyState?: ReactNode;
  /** Shown when rows exist but the search finds none. */
  noMatchText?: string;
  initialSorting?: SortingState;
  pageSizes?: readonly number[];
  /** A link at the end of each row (to the row's own page), e.g. `{ to, label: '編集' }`. */
  rowLink?: (row: TData) => DataTableRowLink;
  /** The header of the link column (default 「操作」). */
  rowLinkHeader?: string;
  rowClassName?: (row: TData) => string | undefined;
  /** Back to the first page whenever this changes (e.g. the caller's filter values). */
  resetPageKey?: string;
  /**
   * How many rows there are before the caller's own filters (when `data` is already
   * filtered), so the count says 「（101件から絞り込み）」.
   */
  unfilteredCount?: number;
  /**
   * Paged on the server: `data` is one page, the total comes from a count query and the
   * caller moves between pages (the page lives in the address). Sorting by the headers is off
   * (the query's own order; sorting a page alone would mislead).
   */
  serverPaging?: DataTableServerPaging;
};

export type DataTableServerPaging = {
  /** Rows in all pages; null while the count is still on its way (the rows come first). */
  total: number | null;
  /** Zero-based. */
  pageIndex: number;
  pageSize: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSizeChange: (pageSize: number) => void;
};
