import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/admin/data-table';
import { ListSearchForm } from '@/components/admin/list-search-form';
import { ServerListTable } from '@/components/admin/server-list-table';
import { useFilterDraft } from '@/components/admin/use-filter-draft';
import type { ServerList } from '@/components/admin/use-server-list';
import { paths } from '@/config/paths';
import { formatCustomerNumber } from '@/lib/model/transfer-name';
import { formatDate } from '@/utils/format-date';
import type { AdminMember } from '../../admin-member';
import type { MembersPage } from '../../api/get-members-page';
import type { MemberFilters } from '../../members-list';

export type MembersTableProps = {
  brandId: string;
  /** The page the address asks for (useServerList(membersList)), read on the server. */
  list: ServerList<MemberFilters, AdminMember, MembersPage>;
};

const column = createColumnHelper<AdminMember>();

/**
 * The brand's members, one page at a time from the server with the count of all: the search
 * (お客様番号 or 振込名義, phone, e-mail exactly; name or フリガナ by its beginning) and the page
 * are in the address, so Back from a member's page and a shared link show the same rows.
 */
export function MembersTable({ brandId, list }: MembersTableProps) {
  const { search } = list.filters;
  const form = useFilterDraft(list.filters, list.setFilters);
  const columns = useMemo<DataTableColumn<AdminMember>[]>(
    () => [
      column.accessor('customerNumber', {
        header: 'お客様番号',
        cell: (info) => {
          const customerNumber = info.getValue();
          return customerNumber === undefined ? '—' : formatCustomerNumber(customerNumber);
        },
      }),
      column.accessor('kana', {
        header: '氏名',
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <Link to={paths.admin.brand.member.href(brandId, row.original.id)}>
            {row.original.name}
          </Link>
        ),
      }),
      column.accessor('kana', { id: 'kanaText', header: 'フリガナ' }),
      column.accessor('email', { header: 'メールアドレス' }),
      column.accessor('phone', { header: '電話番号' }),
      column.accessor((member) => `${member.prefecture}${member.city}`, {
        id: 'area',
        header: '住所（市区町村まで）',
      }),
      column.accessor('createdAt', {
        header: '登録日',
        cell: (info) => formatDate(info.getValue()),
      }),
    ],
    [brandId],
  );

  return (
    <ServerListTable
      list={list}
      noun="会員情報"
      columns={columns}
      caption={search === '' ? '利用者の一覧（新しい登録順）' : `「${search}」で探した利用者`}
      getRowId={(member) => member.id}
      toolbar={
        list.total !== 0 || search !== '' ? (
          <ListSearchForm
            label="お客様番号・電話番号・メール・氏名・フリガナで検索"
            hint="番号・電話番号・メールは全体が一致する方、氏名・フリガナは先頭が一致する方を探します。振込名義（例: 1014 ﾏﾂﾓﾄ ﾀｶｼ）でも探せます。"
            form={form}
          />
        ) : undefined
      }
      emptyState={
        search === '' ? (
          <p>まだ利用者はいません。サイトで会員登録した方がここに表示されます。</p>
        ) : (
          <p role="status">「{search}」に合う利用者はいません。</p>
        )
      }
    />
  );
}
