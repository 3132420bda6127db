import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import type {
  ColumnDef,
  FilterFn,
  PaginationState,
  Row,
  RowData,
  SortingFn,
  SortingState,
} from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { compareTableValues } from './compare-table-values';
import { normalizeSearchText } from './normalize-search-text';
import './admin.css';
import './data-table.css';

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

export type DataTableRowLink = {
  to: string;
  /** The visible text (「編集」). */
  label: string;
  /** Added for screen readers, so each row's link has its own name (「編集（そらくら）」). */
  hiddenLabel?: string;
};

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
};

const defaultPageSizes = [20, 50, 100] as const;

const compareCells: SortingFn<unknown> = (a, b, columnId) =>
  compareTableValues(a.getValue(columnId), b.getValue(columnId));

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toLocaleDateString('ja-JP');
  return '';
}

const formatCount = (n: number) => n.toLocaleString('ja-JP');

/**
 * The admin tables' one implementation, on TanStack Table: a semantic `<table>` with a
 * caption, sortable headers (buttons; `aria-sort` on the sorted column), a labelled search
 * box, the caller's toolbar, paging (20/50/100, 「前へ」「次へ」, 「全123件中 1〜20件」), an
 * empty state and row links. On a phone the table scrolls sideways inside its own region
 * (keyboard-scrollable), never the page.
 */
export function DataTable<TData>({
  data,
  columns,
  caption,
  captionVisible = false,
  getRowId,
  searchLabel = '一覧を検索',
  searchPlaceholder,
  searchText,
  toolbar,
  emptyState,
  noMatchText = '条件に合うものはありません。',
  initialSorting = [],
  pageSizes = defaultPageSizes,
  rowLink,
  rowLinkHeader = '操作',
  rowClassName,
  resetPageKey,
  unfilteredCount,
}: DataTableProps<TData>) {
  const id = useId();
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: pageSizes[0] ?? 20,
  });
  // Back to the first page when the caller's filters change (state adjusted while rendering,
  // React's pattern for "reset state when a prop changes").
  const [pageKey, setPageKey] = useState(resetPageKey);
  if (pageKey !== resetPageKey) {
    setPageKey(resetPageKey);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  const allColumns = useMemo<DataTableColumn<TData>[]>(() => {
    if (!rowLink) return columns;
    return [
      ...columns,
      {
        id: '__rowLink',
        header: rowLinkHeader,
        enableSorting: false,
        cell: ({ row }) => {
          const link = rowLink(row.original);
          return (
            <Link className="data-table__row-link" to={link.to}>
              {link.label}
              {link.hiddenLabel ? (
                <span className="visually-hidden">（{link.hiddenLabel}）</span>
              ) : null}
            </Link>
          );
        },
      },
    ];
  }, [columns, rowLink, rowLinkHeader]);

  const rowSearchText = useMemo(() => {
    const cache = new WeakMap<Row<TData>, string>();
    return (row: Row<TData>) => {
      let text = cache.get(row);
      if (text === undefined) {
        text = normalizeSearchText(
          searchText
            ? searchText(row.original)
            : row
                .getAllCells()
                .map((cell) => cellText(cell.getValue()))
                .join(' '),
        );
        cache.set(row, text);
      }
      return text;
    };
  }, [searchText]);

  const matchesSearch = useMemo<FilterFn<TData>>(
    () => (row, _columnId, query: string) => {
      const terms = normalizeSearchText(query).split(' ').filter(Boolean);
      const text = rowSearchText(row);
      return terms.every((term) => text.includes(term));
    },
    [rowSearchText],
  );

  // TanStack's table instance is not memoisable, so the React Compiler skips this component
  // (the warning's whole point); it re-renders on its own state, which is what it needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<TData>({
    data: data as TData[],
    columns: allColumns,
    state: { sorting, globalFilter, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    defaultColumn: { sortingFn: compareCells as SortingFn<TData>, sortDescFirst: false },
    enableSortingRemoval: false,
    globalFilterFn: matchesSearch,
    getColumnCanGlobalFilter: () => true,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const matching = table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(matching / pagination.pageSize));
  // Fewer rows than before (a deletion, the caller's filter): stay on a page that exists.
  const pageIndex = Math.min(pagination.pageIndex, pageCount - 1);
  if (pageIndex !== pagination.pageIndex) {
    setPagination((current) => ({ ...current, pageIndex }));
  }
  const from = matching === 0 ? 0 : pageIndex * pagination.pageSize + 1;
  const to = Math.min(matching, (pageIndex + 1) * pagination.pageSize);
  const rows = table.getRowModel().rows;
  const captionId = `${id}-caption`;
  const searchId = `${id}-search`;
  const tableId = `${id}-table`;

  const summary =
    matching === 0
      ? '0件'
      : `全${formatCount(matching)}件中 ${formatCount(from)}〜${formatCount(to)}件`;
  const everything = unfilteredCount ?? data.length;
  const filteredNote =
    matching !== everything ? `（${formatCount(everything)}件から絞り込み）` : '';

  const showSearch = searchLabel !== false && data.length > 0;

  return (
    <div className="data-table">
      {showSearch || toolbar ? (
        <div className="data-table__toolbar">
          {toolbar}
          {showSearch ? (
            <div className="data-table__search">
              <label htmlFor={searchId}>{searchLabel}</label>
              <input
                id={searchId}
                className="admin-input"
                type="search"
                value={globalFilter}
                placeholder={searchPlaceholder}
                aria-controls={tableId}
                autoComplete="off"
                onChange={(event) => {
                  setGlobalFilter(event.target.value);
                  setPagination((current) => ({ ...current, pageIndex: 0 }));
                }}
              />
            </div>
          ) : null}
        </div>
      ) : null}

      {data.length === 0 ? (
        <div className="data-table__empty">{emptyState ?? <p>まだ登録がありません。</p>}</div>
      ) : (
        <>
          <div
            className="data-table__scroll"
            role="region"
            aria-labelledby={captionId}
            // Keyboard users can scroll a table wider than a phone's screen.
            tabIndex={0}
          >
            <table id={tableId} className="data-table__table">
              <caption
                id={captionId}
                className={captionVisible ? 'data-table__caption' : 'visually-hidden'}
              >
                {caption}
              </caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const column = header.column;
                      const sorted = column.getIsSorted();
                      const meta = column.columnDef.meta;
                      const label = header.isPlaceholder
                        ? null
                        : flexRender(column.columnDef.header, header.getContext());
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className={
                            [
                              meta?.align === 'end' ? 'data-table__end' : '',
                              meta?.stickyEnd ? 'data-table__sticky-end' : '',
                            ]
                              .filter(Boolean)
                              .join(' ') || undefined
                          }
                          aria-sort={
                            sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : undefined
                          }
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
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={rowClassName?.(row.original)}>
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      const className =
                        [
                          meta?.align === 'end' ? 'data-table__end' : '',
                          meta?.wrap ? 'data-table__wrap' : '',
                          meta?.stickyEnd ? 'data-table__sticky-end' : '',
                          meta?.className ?? '',
                        ]
                          .filter(Boolean)
                          .join(' ') || undefined;
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                      return meta?.rowHeader ? (
                        <th key={cell.id} scope="row" className={className}>
                          {content}
                        </th>
                      ) : (
                        <td key={cell.id} className={className}>
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            {matching === 0 ? <p className="data-table__no-match">{noMatchText}</p> : null}
          </div>

          <div className="data-table__footer">
            <p className="data-table__summary" role="status">
              {summary}
              {filteredNote}
            </p>
            <div className="data-table__paging">
              <div className="data-table__page-size">
                <label htmlFor={`${id}-page-size`}>表示件数</label>
                <select
                  id={`${id}-page-size`}
                  className="admin-input"
                  value={pagination.pageSize}
                  onChange={(event) =>
                    setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })
                  }
                >
                  {pageSizes.map((size) => (
                    <option key={size} value={size}>
                      {size}件
                    </option>
                  ))}
                </select>
              </div>
              <nav className="admin-actions" aria-label={`${caption}のページ`}>
                <button
                  type="button"
                  className="admin-button admin-button--small"
                  onClick={() => table.previousPage()}
                  disabled={pageIndex === 0}
                >
                  前へ
                </button>
                <span className="data-table__page">
                  {pageIndex + 1} / {pageCount}ページ
                </span>
                <button
                  type="button"
                  className="admin-button admin-button--small"
                  onClick={() => table.nextPage()}
                  disabled={pageIndex >= pageCount - 1}
                >
                  次へ
                </button>
              </nav>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
