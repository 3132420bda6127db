import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/admin/data-table';
import type { DataTableColumn } from '@/components/admin/data-table';
import { RowActionButton } from '@/components/admin/row-action-button';
import type { StaffRosterEntry } from '../../api/get-staff-roster';
import type { BrandChoice, GrantPreset } from './grant-admin-form';

/** 運営全体, or the brands' names (an id no brand has any more is shown as it is). */
export function scopeText(
  brands: readonly string[] | null | undefined,
  names: readonly BrandChoice[],
): string {
  if (!brands) return '運営全体';
  const named = brands.map((id) => names.find((brand) => brand.id === id)?.name ?? id);
  return `ブランドの担当: ${named.join('、')}`;
}

export type StaffRosterProps = {
  staff: readonly StaffRosterEntry[];
  brands: readonly BrandChoice[];
  /** A row's 変更 or 解除: fills the form below. */
  onPick: (preset: GrantPreset) => void;
};

/** Everyone who is staff now, with their scope and the buttons that fill the form. */
export function StaffRoster({ staff, brands, onPick }: StaffRosterProps) {
  const column = createColumnHelper<StaffRosterEntry>();
  const columns: DataTableColumn<StaffRosterEntry>[] = [
    column.accessor('name', { header: '名前', meta: { rowHeader: true } }),
    // The scope before the address: on a phone the first columns are what shows.
    column.accessor((entry) => scopeText(entry.brands, brands), {
      id: 'scope',
      header: '権限の範囲',
    }),
    column.accessor('email', { header: 'メールアドレス' }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => {
        const entry = row.original;
        const brandStaff = Array.isArray(entry.brands);
        return (
          <span className="staff-roster__actions">
            <RowActionButton
              target={entry.name}
              onClick={() =>
                onPick({
                  email: entry.email,
                  action: 'grant',
                  scope: brandStaff ? 'brands' : 'operator',
                  brands: entry.brands ?? [],
                })
              }
            >
              変更
            </RowActionButton>
            <RowActionButton
              target={entry.name}
              danger
              onClick={() =>
                onPick({ email: entry.email, action: 'remove', scope: 'operator', brands: [] })
              }
            >
              解除
            </RowActionButton>
          </span>
        );
      },
    }),
  ];
  return (
    <DataTable
      data={staff}
      columns={columns}
      caption="管理者の一覧"
      getRowId={(entry) => entry.uid}
      searchLabel="管理者を検索"
      searchPlaceholder="名前・メールアドレス・ブランド"
      emptyState={<p>管理者はまだいません。</p>}
    />
  );
}
