import {
  useQuery,
  useSuspenseQuery,
  type UseQueryOptions,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { listPageRequestFrom, type ListPage, type ListPageRequest } from '@/lib/firebase-list-page';
import type { ListFilters } from '@/lib/list-filters';
import type { DataTableServerPaging } from './data-table-props';
import { useListPaging, withoutListPage } from './use-list-paging';

/** A page of rows as a list reads it: with its count (readListPage) or without (readListRows). */
export type ServerListPage<Row> = Omit<ListPage<Row>, 'total'> & { total?: number };

// A query factory's options, whatever its key's exact tuple type (each screen has its own).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the key's tuple type varies by list
type AnyKey = any;

/**
 * What a staff list is, given once per screen and read by both its loader and its screen:
 * its filters in the address and the query factories of a page and (when the page does not
 * carry it) of the count. `Scope` is what the screen's address does not say (the brand, whose
 * log, today).
 */
export type ServerListDefinition<Scope, F, Row, Page extends ServerListPage<Row>> = {
  filters: ListFilters<F, Scope>;
  page: (
    scope: Scope,
    filters: F,
    request: ListPageRequest,
  ) => UseSuspenseQueryOptions<Page, Error, Page, AnyKey>;
  /** The count of all, asked for once the page is in, so the first rows do not wait for it. */
  count?: (scope: Scope, filters: F) => UseQueryOptions<number, Error, number, AnyKey>;
  /** Names the page's parameters when a screen has more than one list (`?{prefix}page=`). */
  prefix?: string;
};

/** The row type of a page. */
export type RowOf<Page> = Page extends ServerListPage<infer Row> ? Row : never;

export type ServerList<F, Row, Page> = {
  filters: F;
  /** Applies new filters: the address changes and the list starts at its first page. */
  setFilters: (values: F) => void;
  page: Page;
  rows: readonly Row[];
  /** Rows in all pages; null while the count is on its way (「全件数を数えています」). */
  total: number | null;
  /** Documents of this page that do not match the schema (counted, not listed). */
  unreadable: number;
  /** 前へ, 次へ and 表示件数 for the table (the page lives in the address). */
  paging: DataTableServerPaging;
};

/**
 * The one hook behind every staff list (refine's `useTable`, react-admin's `useListController`):
 * the filters and the page are read from the address, the page from the server (the same query
 * factory the loader warmed), the count with it or on its own; it returns the rows, the count,
 * the cursor moves and `setFilters`. The table (ServerListTable) and the export button
 * (ListExportButton) take what it returns.
 */
export function useServerList<Scope, F, Row, Page extends ServerListPage<Row>>(
  list: ServerListDefinition<Scope, F, Row, Page>,
  scope: Scope,
): ServerList<F, Row, Page> {
  const [params] = useSearchParams();
  const prefix = list.prefix ?? '';
  const filters = list.filters.read(params, scope);
  const { page: pageNumber, ...request } = listPageRequestFrom(params, prefix);
  const page = useSuspenseQuery(list.page(scope, filters, request)).data;
  const counted = useQuery({
    ...(list.count?.(scope, filters) ?? { queryKey: ['no-count'] }),
    enabled: list.count !== undefined && page.total === undefined,
  });
  return useListControls(list.filters, page, {
    filters,
    pageNumber,
    pageSize: request.size,
    total: page.total ?? counted.data ?? null,
    prefix,
  });
}

/**
 * What useServerList makes of a page it has read: the pager and `setFilters` writing the
 * address. On its own for a list whose page comes from elsewhere (a component test).
 */
export function useListControls<F, Page extends ServerListPage<unknown>>(
  write: Pick<ListFilters<F, never>, 'write'>,
  page: Page,
  {
    filters,
    pageNumber,
    pageSize,
    total = page.total ?? null,
    prefix = '',
  }: { filters: F; pageNumber: number; pageSize: number; total?: number | null; prefix?: string },
): ServerList<F, RowOf<Page>, Page> {
  const [, setParams] = useSearchParams();
  const paging = useListPaging({ ...page, total: total ?? 0 }, pageNumber, pageSize, prefix);
  return {
    filters,
    setFilters: (values) =>
      setParams(
        (current) => {
          const next = withoutListPage(current, prefix);
          write.write(next, values);
          return next;
        },
        { preventScrollReset: true },
      ),
    page,
    rows: page.rows as readonly RowOf<Page>[],
    total,
    unreadable: page.unreadable,
    paging: { ...paging, total },
  };
}

/** The page (and the count when it comes with it) a loader reads before the screen shows. */
export function serverListPageQuery<Scope, F, Row, Page extends ServerListPage<Row>>(
  list: ServerListDefinition<Scope, F, Row, Page>,
  scope: Scope,
  params: URLSearchParams,
) {
  const { page: _page, ...request } = listPageRequestFrom(params, list.prefix ?? '');
  return list.page(scope, list.filters.read(params, scope), request);
}
