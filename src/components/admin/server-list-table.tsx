import type { ReactNode } from 'react';
import { listPageSizes } from '@/lib/firebase-list-page';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-props';
import { UnreadableAlert } from './unreadable-alert';
import type { ServerList } from './use-server-list';

export type ServerListTableProps<Row> = Pick<
  DataTableProps<Row>,
  'columns' | 'caption' | 'captionVisible' | 'getRowId' | 'toolbar' | 'rowClassName'
> & {
  /** What useServerList returned: the page's rows, the count and the pager. */
  list: Pick<ServerList<unknown, Row, unknown>, 'rows' | 'unreadable' | 'paging'>;
  /** What a row is, for the note on rows that cannot be read: 「申込」, 「記録」… */
  noun: string;
  /** Shown instead of the table when the page has no rows (say why: no data, or no match). */
  emptyState: ReactNode;
};

/**
 * The one table of the staff lists: the screen's columns over one page read on the server,
 * the count (「全…件中」, or 「全件数を数えています」 until it is in), 前へ / 次へ and 表示件数
 * in the address, the empty state, and a note on rows that do not match the model. Headers do
 * not sort a server page and there is no search box within it (the screen's filters search
 * on the server).
 */
export function ServerListTable<Row>({ list, noun, ...table }: ServerListTableProps<Row>) {
  return (
    <>
      <UnreadableAlert count={list.unreadable} noun={noun} />
      <DataTable
        {...table}
        data={list.rows}
        searchLabel={false}
        pageSizes={listPageSizes}
        serverPaging={list.paging}
      />
    </>
  );
}
