import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/components/admin/data-table';
import type { DataTableColumn } from '@/components/admin/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { brandKindLabels } from '@/lib/model/brand';
import type { BrandWithId } from '../../api/get-published-brands';

const column = createColumnHelper<BrandWithId>();

// 公開 right after the name: the state staff look for first, in view on a phone too.
const columns: DataTableColumn<BrandWithId>[] = [
  column.accessor('name', {
    header: 'ブランド名',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link to={paths.admin.brand.home.href(row.original.id)}>{row.original.name}</Link>
    ),
  }),
  column.accessor((brand) => (brand.published ? '公開中' : '非公開'), {
    id: 'published',
    header: '公開',
    cell: ({ getValue }) => {
      const label = getValue<string>();
      return <StatusBadge tone={label === '公開中' ? 'success' : 'neutral'}>{label}</StatusBadge>;
    },
  }),
  column.accessor((brand) => brandKindLabels[brand.kind], { id: 'kind', header: '種別' }),
  column.accessor('id', { header: 'ブランドID', meta: { className: 'admin-brands__id' } }),
  column.accessor('sortOrder', { header: '表示順', meta: { align: 'end' } }),
];

export type AdminBrandsTableProps = { brands: readonly BrandWithId[] };

/** /admin/brands: every brand, published or not, with a link to its settings. */
export function AdminBrandsTable({ brands }: AdminBrandsTableProps) {
  return (
    <DataTable
      data={brands}
      columns={columns}
      caption="ブランドの一覧"
      getRowId={(brand) => brand.id}
      initialSorting={[{ id: 'sortOrder', desc: false }]}
      searchLabel="ブランドを検索"
      searchPlaceholder="名前・ID・種別"
      rowLink={(brand) => ({
        to: paths.admin.brand.home.href(brand.id),
        label: '設定',
        hiddenLabel: brand.name,
      })}
      emptyState={<p>ブランドはまだありません。「ブランドを追加」から登録してください。</p>}
    />
  );
}
