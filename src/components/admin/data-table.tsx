import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import type {
  FilterFn,
  PaginationState,
  Row,
  SortingFn,
  SortingState,
} from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { compareTableValues } from './compare-table-values';
import type { DataTableColumn } from './data-table-column';
import type { DataTableProps } from './data-table-props';
import { DataTableHeaderCell } from './data-table-header-cell';
import { DataTablePaging } from './data-table-paging';
import { foldSearchTerms, foldSearchText } from '@/utils/fold-search-text';
import './admin.css';
import './data-table.css';

// The types live in their own modules; re-exported here because every table screen imports
// them with the component (one import line per screen).
export type { DataTableColumn } from './data-table-column';
export type { DataTableRowLink } from './data-table-row-link';
export type { DataTableProps } from './data-table-props';

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
  serverPaging,
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
        text = foldSearchText(
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
      const terms = foldSearchTerms(query);
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
    defaultColumn: {
      sortingFn: compareCells as SortingFn<TData>,
      sortDescFirst: false,
      ...(serverPaging ? { enableSorting: false } : {}),
    },
    manualPagination: serverPaging !== undefined,
    enableSortingRemoval: false,
    globalFilterFn: matchesSearch,
    getColumnCanGlobalFilter: () => true,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  // A server page whose count is still on its way: what is known so far (this page, and one
  // more row when a next page exists), said as such below.
  const counting = serverPaging !== undefined && serverPaging.total === null;
  const matching = serverPaging
    ? (serverPaging.total ??
      serverPaging.pageIndex * serverPaging.pageSize + data.length + (serverPaging.hasNext ? 1 : 0))
    : table.getFilteredRowModel().rows.length;
  const pageSize = serverPaging ? serverPaging.pageSize : pagination.pageSize;
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  // Fewer rows than before (a deletion, the caller's filter): stay on a page that exists.
  const pageIndex = serverPaging
    ? serverPaging.pageIndex
    : Math.min(pagination.pageIndex, pageCount - 1);
  if (!serverPaging && pageIndex !== pagination.pageIndex) {
    setPagination((current) => ({ ...current, pageIndex }));
  }
  const from = matching === 0 ? 0 : pageIndex * pageSize + 1;
  const to = serverPaging
    ? Math.min(matching, pageIndex * pageSize + data.length)
    : Math.min(matching, (pageIndex + 1) * pageSize);
  const rows = table.getRowModel().rows;
  const captionId = `${id}-caption`;
  const searchId = `${id}-search`;
  const tableId = `${id}-table`;

  const summary =
    matching === 0
      ? '0件'
      : counting
        ? `${formatCount(from)}〜${formatCount(to)}件（全件数を数えています）`
        : `全${formatCount(matching)}件中 ${formatCount(from)}〜${formatCount(to)}件`;
  const everything = unfilteredCount ?? (serverPaging ? matching : data.length);
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
                    {group.headers.map((header) => (
                      <DataTableHeaderCell key={header.id} header={header} />
                    ))}
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
                      // The column's name on the cell, for tables shown as cards on a phone.
                      const { header } = cell.column.columnDef;
                      const label = typeof header === 'string' ? header : undefined;
                      return meta?.rowHeader ? (
                        <th key={cell.id} scope="row" className={className}>
                          {content}
                        </th>
                      ) : (
                        <td key={cell.id} className={className} data-label={label}>
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
            {serverPaging ? (
              <DataTablePaging
                id={`${id}-page-size`}
                caption={caption}
                pageSize={serverPaging.pageSize}
                pageSizes={pageSizes}
                onPageSizeChange={serverPaging.onPageSizeChange}
                pageIndex={pageIndex}
                pageCount={Math.max(pageCount, pageIndex + 1)}
                onPrevious={serverPaging.onPrevious}
                onNext={serverPaging.onNext}
                hasPrevious={serverPaging.hasPrevious}
                hasNext={serverPaging.hasNext}
              />
            ) : (
              <DataTablePaging
                id={`${id}-page-size`}
                caption={caption}
                pageSize={pagination.pageSize}
                pageSizes={pageSizes}
                onPageSizeChange={(size) => setPagination({ pageIndex: 0, pageSize: size })}
                pageIndex={pageIndex}
                pageCount={pageCount}
                onPrevious={() => table.previousPage()}
                onNext={() => table.nextPage()}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
