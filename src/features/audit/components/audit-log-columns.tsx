import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/components/admin/data-table';
import {
  auditActionLabels,
  auditActorTypeLabels,
  auditFieldLabel,
  auditFieldLabels,
  auditKindLabel,
  isAuditJobAction,
} from '#shared/model/audit-log.js';
import { formatDateTime } from '@/utils/format-date-time';
import type { AuditLogEntry } from '../api/get-audit-page';
import { labelOf } from '../label-of';

const column = createColumnHelper<AuditLogEntry>();

function Changes({ entry }: { entry: AuditLogEntry }) {
  if (entry.changes.length === 0) {
    if (entry.fields.length === 0) return <>—</>;
    // A create or a delete names its fields (no values): the first few, then how many more.
    const shown = entry.fields.slice(0, 6).map(auditFieldLabel).join('、');
    const rest = entry.fields.length - 6;
    return (
      <span className="audit-log__fields">
        {shown}
        {rest > 0 ? `ほか${rest}項目` : ''}
      </span>
    );
  }
  const more = entry.fields.length - entry.changes.length;
  if (isAuditJobAction(entry.action)) {
    // A job run or an import: its counts and result line (no before).
    return (
      <ul className="audit-log__changes">
        {entry.changes.map((change) => (
          <li key={change.field}>
            {labelOf(auditFieldLabels, change.field)}：{change.after ?? 'なし'}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="audit-log__changes">
      {entry.changes.map((change) => (
        <li key={change.field}>
          {auditFieldLabel(change.field)}：<span>{change.before ?? 'なし'}</span>
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">から</span>
          <span>{change.after ?? 'なし'}</span>
        </li>
      ))}
      {more > 0 ? <li>ほか{more}項目</li> : null}
    </ul>
  );
}

/**
 * The 監査ログ's columns: 日時, who (and what kind of writer), 操作, 種類, 対象 (pressing it
 * shows that document's entries only), 変更内容, 経路, and on the operator-wide log the brand.
 */
export function useAuditColumns(
  showDocument: (document: string) => void,
  brands: ReadonlyMap<string, string> | undefined,
): DataTableColumn<AuditLogEntry>[] {
  return useMemo(
    () => [
      column.accessor('at', {
        header: '日時',
        meta: { rowHeader: true },
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor((entry) => entry.actor.name, {
        id: 'actor',
        header: '操作した人',
        cell: ({ row }) => (
          <>
            {row.original.actor.name}
            <span className="audit-log__sub">
              {labelOf(auditActorTypeLabels, row.original.actor.type)}
            </span>
          </>
        ),
      }),
      column.accessor('action', {
        header: '操作',
        cell: (info) => labelOf(auditActionLabels, info.getValue()),
      }),
      column.accessor('kind', { header: '種類', cell: (info) => auditKindLabel(info.getValue()) }),
      column.accessor('document', {
        header: '対象',
        meta: { wrap: true },
        cell: ({ row }) => (
          <button
            type="button"
            className="audit-log__document"
            onClick={() => showDocument(row.original.document)}
          >
            <code>{row.original.document}</code>
            <span className="visually-hidden">（この対象の記録だけを表示）</span>
          </button>
        ),
      }),
      column.accessor((entry) => entry.fields.join(' '), {
        id: 'changes',
        header: '変更内容',
        meta: { wrap: true },
        cell: ({ row }) => <Changes entry={row.original} />,
      }),
      column.accessor('via', { header: '経路' }),
      ...(brands
        ? [
            column.accessor((entry) => entry.brandId ?? '', {
              id: 'brand',
              header: 'ブランド',
              cell: (info) =>
                info.getValue() === ''
                  ? 'サイト全体'
                  : (brands.get(info.getValue()) ?? info.getValue()),
            }),
          ]
        : []),
    ],
    [showDocument, brands],
  );
}
