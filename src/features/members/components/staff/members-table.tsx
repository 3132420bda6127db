import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { paths } from '@/config/paths';
import { formatCustomerNumber } from '@/lib/model/transfer-name';
import { formatDate } from '@/utils/format-date';
import type { AdminMember } from '../../admin-member';
import type { MembersPage } from '../../api/get-members-page';
import { defaultMemberPageSize, memberPageSizes } from '../../members-page-params';
import './member-admin.css';

export type MembersTableProps = {
  brandId: string;
  /** The page the address asks for (membersPageRequestFrom), read on the server. */
  page: MembersPage;
  /** Its number, from 1. */
  pageNumber: number;
  pageSize: number;
  /** The search as in the address (`?q=`). */
  search: string;
};

const column = createColumnHelper<AdminMember>();

/**
 * The brand's members in the admin table, one page at a time from the server with the count
 * of all: the search (お客様番号 or 振込名義, phone, e-mail exactly; name or フリガナ by its
 * beginning) and the page are in the address, so Back from a member's page and a shared link
 * show the same rows. Searching is a submit (each search is one query, not one per key).
 */
export function MembersTable({ brandId, page, pageNumber, pageSize, search }: MembersTableProps) {
  const id = useId();
  const [, setParams] = useSearchParams();
  const [typed, setTyped] = useState(search);
  // A new address (Back to an earlier search) shows its own words in the box.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setTyped(search);
  }

  const go = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['page', 'after', 'before']) next.delete(key);
      change(next);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go((next) => {
      if (typed.trim() === '') next.delete('q');
      else next.set('q', typed.trim());
    });
  };

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

  const toolbar = (
    <form className="data-table__search members-search" role="search" onSubmit={submit}>
      <label htmlFor={`${id}-search`}>お客様番号・電話番号・メール・氏名・フリガナで検索</label>
      <div className="members-search__row">
        <input
          id={`${id}-search`}
          className="admin-input"
          type="search"
          value={typed}
          autoComplete="off"
          aria-describedby={`${id}-search-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="admin-button admin-button--small">
          検索
        </button>
      </div>
      <p id={`${id}-search-hint`} className="admin-hint">
        番号・電話番号・メールは全体が一致する方、氏名・フリガナは先頭が一致する方を探します。振込名義（例:
        1014 ﾏﾂﾓﾄ ﾀｶｼ）でも探せます。
      </p>
    </form>
  );

  const hasPrevious = pageNumber > 1;
  // `more`: a row beyond this page was read (limit + 1); the count covers a page reached by 前へ.
  const hasNext = page.last !== null && (page.more || pageNumber * pageSize < page.total);

  return (
    <DataTable
      data={page.members}
      columns={columns}
      caption={search === '' ? '利用者の一覧（新しい登録順）' : `「${search}」で探した利用者`}
      getRowId={(member) => member.id}
      searchLabel={false}
      toolbar={page.total > 0 || search !== '' ? toolbar : undefined}
      emptyState={
        search === '' ? (
          <p>まだ利用者はいません。サイトで会員登録した方がここに表示されます。</p>
        ) : (
          <p role="status">「{search}」に合う利用者はいません。</p>
        )
      }
      pageSizes={memberPageSizes}
      serverPaging={{
        total: page.total,
        pageIndex: pageNumber - 1,
        pageSize,
        hasPrevious,
        hasNext,
        onPrevious: () =>
          go((next) => {
            // Back to page 1 is the plain address (no cursor), as a shared first page is.
            if (pageNumber - 1 > 1 && page.first !== null) {
              next.set('page', String(pageNumber - 1));
              next.set('before', page.first);
            }
          }),
        onNext: () =>
          go((next) => {
            if (page.last === null) return;
            next.set('page', String(pageNumber + 1));
            next.set('after', page.last);
          }),
        onPageSizeChange: (size) =>
          go((next) => {
            if (size === defaultMemberPageSize) next.delete('size');
            else next.set('size', String(size));
          }),
      }}
    />
  );
}
