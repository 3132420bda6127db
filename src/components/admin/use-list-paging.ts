import { useSearchParams } from 'react-router';
import { defaultListPageSize, type ListPage } from '@/lib/firebase-list-page';
import type { DataTableServerPaging } from './data-table-props';

/**
 * The pager of a list read a page at a time on the server (readListPage): 前へ, 次へ and the
 * page size change the address (`?page=`, `?after=` / `?before=`, `?size=`; `prefix` names them
 * when a screen has more than one list), so Back and a shared link show the same rows.
 */
export function useListPaging(
  page: Pick<ListPage<unknown>, 'total' | 'more' | 'first' | 'last'>,
  pageNumber: number,
  pageSize: number,
  prefix = '',
): DataTableServerPaging {
  const [, setParams] = useSearchParams();
  const go = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['page', 'after', 'before']) next.delete(`${prefix}${key}`);
        change(next);
        return next;
      },
      { preventScrollReset: true },
    );
  return {
    total: page.total,
    pageIndex: pageNumber - 1,
    pageSize,
    hasPrevious: pageNumber > 1,
    // `more`: a row beyond this page was read (limit + 1); the count covers a page reached by 前へ.
    hasNext: page.last !== null && (page.more || pageNumber * pageSize < page.total),
    onPrevious: () =>
      go((next) => {
        // Back to page 1 is the plain address (no cursor), as a shared first page is.
        if (pageNumber - 1 > 1 && page.first !== null) {
          next.set(`${prefix}page`, String(pageNumber - 1));
          next.set(`${prefix}before`, page.first);
        }
      }),
    onNext: () =>
      go((next) => {
        if (page.last === null) return;
        next.set(`${prefix}page`, String(pageNumber + 1));
        next.set(`${prefix}after`, page.last);
      }),
    onPageSizeChange: (size) =>
      go((next) => {
        if (size === defaultListPageSize) next.delete(`${prefix}size`);
        else next.set(`${prefix}size`, String(size));
      }),
  };
}

/** The address without a list's page (a new filter or view starts at its first page). */
export function withoutListPage(params: URLSearchParams, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'after', 'before']) next.delete(`${prefix}${key}`);
  return next;
}
