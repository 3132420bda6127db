import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/admin/data-table';
import type { DataTableColumn } from '@/components/admin/data-table';
import { formatDateTime } from '@/utils/format-date-time';
import type { GrantLogEntry } from '../../api/get-staff-roster';
import type { BrandChoice } from './grant-admin-form';
import { scopeText } from './staff-roster';

/** What one change did, in words: 付与（…）, 変更（… → …）, 解除. */
export function grantChangeText(entry: GrantLogEntry, brands: readonly BrandChoice[]): string {
  if (entry.action === 'remove') return '解除';
  const after = scopeText(entry.brands, brands);
  if (entry.previousActive !== true) return `付与（${after}）`;
  return `変更（${scopeText(entry.previousBrands, brands)} → ${after}）`;
}

export type GrantLogProps = {
  entries: readonly GrantLogEntry[];
  brands: readonly BrandChoice[];
};

/** The grant log, newest first: when, whose access, what changed, by whom. */
export function GrantLog({ entries, brands }: GrantLogProps) {
  const column = createColumnHelper<GrantLogEntry>();
  const columns: DataTableColumn<GrantLogEntry>[] = [
    column.accessor('createdAt', {
      header: '日時',
      cell: ({ getValue }) => formatDateTime(getValue<Date>()),
    }),
    column.accessor('targetEmail', { header: '対象', meta: { rowHeader: true } }),
    column.accessor((entry) => grantChangeText(entry, brands), {
      id: 'change',
      header: '内容',
    }),
    column.accessor(
      (entry) => (entry.via === 'bootstrap' ? '初期設定' : (entry.actorEmail ?? entry.actorUid)),
      { id: 'actor', header: '実行した人' },
    ),
  ];
  return (
    <DataTable
      data={entries}
      columns={columns}
      caption="権限の変更の記録"
      getRowId={(entry) => entry.id}
      initialSorting={[{ id: 'createdAt', desc: true }]}
      searchLabel="記録を検索"
      searchPlaceholder="メールアドレス・ブランド"
      emptyState={<p>記録はまだありません。</p>}
    />
  );
}
