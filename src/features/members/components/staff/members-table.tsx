import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { paths } from '@/config/paths';
import { formatCustomerNumber } from '@/lib/model/transfer-name';
import { formatDate } from '@/utils/format-date';
import type { AdminMember } from '../../admin-member';
import { memberMatches } from '../../member-search';
import './member-admin.css';

export type MembersTableProps = {
  brandId: string;
  members: readonly AdminMember[];
};

const column = createColumnHelper<AdminMember>();

/** The search words, kept in the address (`?q=`) so Back from a member's page keeps them. */
const queryParam = 'q';

/**
 * The brand's members in the admin table with their お客様番号, searched by お客様番号 or 振込名義
 * (as the bank prints it), name, フリガナ, e-mail or phone. The search is the member search
 * (memberMatches: a leading number is the お客様番号, half-width ｶﾅ and small kana as banks print them,
 * phone numbers with or without hyphens), so the table's own search box is off and this one sits
 * in its toolbar.
 */
export function MembersTable({ brandId, members }: MembersTableProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get(queryParam) ?? '';
  const shown = useMemo(
    () => members.filter((member) => memberMatches(member, query)),
    [members, query],
  );

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

  const search = (
    <div className="data-table__search members-search">
      <label htmlFor={`${id}-search`}>氏名・フリガナ・メール・電話番号で検索</label>
      <input
        id={`${id}-search`}
        className="admin-input"
        type="search"
        value={query}
        autoComplete="off"
        aria-describedby={`${id}-search-hint`}
        onChange={(event) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (event.target.value === '') next.delete(queryParam);
              else next.set(queryParam, event.target.value);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      />
      <p id={`${id}-search-hint`} className="admin-hint">
        お客様番号や振込名義（例: 1014 ﾏﾂﾓﾄ ﾀｶｼ）でも探せます。
      </p>
    </div>
  );

  return (
    <DataTable
      data={shown}
      columns={columns}
      caption="利用者の一覧（新しい登録順）"
      getRowId={(member) => member.id}
      searchLabel={false}
      toolbar={members.length > 0 ? search : undefined}
      emptyState={
        members.length === 0 ? (
          <p>まだ利用者はいません。サイトで会員登録した方がここに表示されます。</p>
        ) : (
          <p role="status">「{query}」に合う利用者はいません。</p>
        )
      }
      resetPageKey={query}
    />
  );
}
