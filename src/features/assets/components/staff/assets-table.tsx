import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/admin/data-table';
import type { DataTableColumn } from '@/components/admin/data-table';
import { ToolbarSelect } from '@/components/admin/admin-toolbar';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { prefectures } from '@/lib/model/prefecture';
import { adminAssetRow } from '../../admin-asset-row';
import type { AdminAssetRow } from '../../admin-asset-row';
import type { AdminAssetEntry } from '../../api/get-admin-assets';
import { assetAdminMessages } from '../../asset-admin-messages';

export type AssetsTableProps = {
  brandId: string;
  entries: readonly AdminAssetEntry[];
};

type PublishedFilter = 'all' | 'published' | 'draft';

const column = createColumnHelper<AdminAssetRow>();
const count = (n: number) => n.toLocaleString('ja-JP');

function columnsFor(brandId: string): DataTableColumn<AdminAssetRow>[] {
  return [
    column.accessor('id', { header: '物件番号' }),
    column.accessor('name', {
      header: '物件名',
      meta: { rowHeader: true, wrap: true },
      cell: ({ row }) => (
        <Link to={paths.admin.brand.asset.href(brandId, row.original.id)}>
          {row.original.published === null ? assetAdminMessages.broken : row.original.name}
        </Link>
      ),
    }),
    column.accessor('place', { header: '都道府県・市区町村' }),
    column.accessor('published', {
      header: '公開',
      cell: (info) => {
        const published = info.getValue();
        if (published === null) return <StatusBadge tone="danger">要確認</StatusBadge>;
        return published ? (
          <StatusBadge tone="success">{assetAdminMessages.published}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{assetAdminMessages.draft}</StatusBadge>
        );
      },
    }),
    column.accessor('total', {
      header: '区画数',
      meta: { align: 'end' },
      cell: (info) => count(info.getValue()),
    }),
    column.accessor('available', {
      header: '空き',
      meta: { align: 'end' },
      cell: (info) => count(info.getValue()),
    }),
  ];
}

/**
 * Every asset of the brand (published or not) with its spaces and free spaces from `plans`,
 * filtered by 公開 and 都道府県, searched by number or name; the name opens the asset.
 */
export function AssetsTable({ brandId, entries }: AssetsTableProps) {
  const id = useId();
  const [published, setPublished] = useState<PublishedFilter>('all');
  const [prefecture, setPrefecture] = useState('');
  const rows = useMemo(() => entries.map(adminAssetRow), [entries]);
  const columns = useMemo(() => columnsFor(brandId), [brandId]);
  // Only the prefectures the brand has assets in, in the usual north-to-south order.
  const prefectureOptions = useMemo(() => {
    const present = new Set(rows.map((row) => row.prefecture));
    return prefectures.filter((name) => present.has(name));
  }, [rows]);

  const filtered = rows.filter(
    (row) =>
      (published === 'all' || row.published === (published === 'published')) &&
      (prefecture === '' || row.prefecture === prefecture),
  );

  return (
    <DataTable
      data={filtered}
      columns={columns}
      caption="物件の一覧"
      getRowId={(row) => row.id}
      searchLabel="物件番号・物件名で検索"
      searchPlaceholder="例：SK-101、三軒茶屋"
      searchText={(row) => `${row.id} ${row.name}`}
      initialSorting={[{ id: 'id', desc: false }]}
      resetPageKey={`${published}|${prefecture}`}
      noMatchText="条件に合う物件はありません。"
      emptyState={
        rows.length === 0 ? (
          <p>まだ物件がありません。「物件を追加」から登録してください。</p>
        ) : (
          <p>条件に合う物件はありません。絞り込みを変えてください。</p>
        )
      }
      toolbar={
        <>
          <ToolbarSelect
            id={`${id}-published`}
            label="公開状態"
            value={published}
            onChange={(value) => setPublished(value as PublishedFilter)}
          >
            <option value="all">すべて</option>
            <option value="published">{assetAdminMessages.published}</option>
            <option value="draft">{assetAdminMessages.draft}</option>
          </ToolbarSelect>
          <ToolbarSelect
            id={`${id}-prefecture`}
            label="都道府県"
            value={prefecture}
            onChange={setPrefecture}
          >
            <option value="">すべて</option>
            {prefectureOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </ToolbarSelect>
        </>
      }
    />
  );
}
