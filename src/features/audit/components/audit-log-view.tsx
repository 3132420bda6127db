import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import {
  OPERATOR_AUDIT_SCOPE,
  auditActionLabels,
  auditActions,
  auditActorTypeLabels,
  auditFieldLabel,
  auditKindLabel,
  auditKindLabels,
} from '#shared/model/audit-log.js';
import { useStaffNames } from '@/features/staff/api/get-staff-names';
import { formatDateTime } from '@/utils/format-date-time';
import { getAllAuditEntries, type AuditLogEntry, type AuditSource } from '../api/get-audit-page';
import type { ServerPage } from '@/lib/firebase-server-page';
import {
  auditFilterParam,
  auditPageSizes,
  defaultAuditPageSize,
  type AuditFilters,
} from '../audit-log-params';
import './audit-log.css';

export type AuditLogViewProps = {
  source: AuditSource;
  page: ServerPage<AuditLogEntry>;
  pageNumber: number;
  pageSize: number;
  filters: AuditFilters;
  /** Operator-wide screen: the brands to choose from (id → name). */
  brands?: ReadonlyMap<string, string>;
  /** For the CSV's file name: the brand id, or 「全体」. */
  fileLabel: string;
};

const column = createColumnHelper<AuditLogEntry>();

const labelOf = <T extends string>(labels: Readonly<Record<T, string>>, key: string): string =>
  Object.hasOwn(labels, key) ? labels[key as T] : key;

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
 * 監査ログ: who changed or opened what, when, from the log the server writes (docs/data-model.md,
 * auditLogs). Filters (person, kind, action, document, days) and the page are in the address,
 * read on the server one page at a time with the count of all; CSV of everything the filters
 * find.
 */
export function AuditLogView({
  source,
  page,
  pageNumber,
  pageSize,
  filters,
  brands,
  fileLabel,
}: AuditLogViewProps) {
  const id = useId();
  const [, setParams] = useSearchParams();
  const staffNames = useStaffNames();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (shown !== filters && JSON.stringify(shown) !== JSON.stringify(filters)) {
    setShown(filters);
    setDraft(filters);
  }
  const [exporting, setExporting] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const go = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['page', 'after', 'before']) next.delete(key);
      change(next);
      return next;
    });

  const apply = (values: AuditFilters) =>
    go((next) => {
      for (const key of Object.keys(auditFilterParam) as (keyof AuditFilters)[]) {
        const value = values[key].trim();
        if (value === '') next.delete(auditFilterParam[key]);
        else next.set(auditFilterParam[key], value);
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const people = useMemo(() => {
    const list = [...(staffNames ?? new Map<string, string>())].sort((a, b) =>
      a[1].localeCompare(b[1], 'ja'),
    );
    for (const entry of page.rows) {
      if (entry.actor.uid && !list.some(([uid]) => uid === entry.actor.uid)) {
        list.push([entry.actor.uid, entry.actor.name]);
      }
    }
    if (filters.person !== '' && !list.some(([uid]) => uid === filters.person)) {
      list.push([filters.person, filters.person]);
    }
    return list;
  }, [staffNames, page.rows, filters.person]);

  const columns = useMemo<DataTableColumn<AuditLogEntry>[]>(
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
            onClick={() => apply({ ...filters, document: row.original.document })}
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply reads the address when pressed
    [filters, brands],
  );

  const exportCsv = async () => {
    setExporting(true);
    setMessage(null);
    try {
      const [{ rows, truncated }, csv] = await Promise.all([
        getAllAuditEntries(source, filters),
        import('../audit-csv'),
      ]);
      const day = new Date().toISOString().slice(0, 10);
      csv.downloadAuditCsv(`監査ログ_${fileLabel}_${day}.csv`, csv.toAuditCsv(rows));
      setMessage({
        ok: true,
        text: truncated
          ? `新しい順に${rows.length}件をCSVファイルに書き出しました（それより古い記録は、期間を絞って書き出してください）。`
          : `${rows.length}件をCSVファイルに書き出しました。`,
      });
    } catch (error) {
      setMessage({
        ok: false,
        text: adminErrorMessage(
          error,
          'CSVファイルを作れませんでした。通信状態を確認して、もう一度お試しください。',
        ),
      });
    } finally {
      setExporting(false);
    }
  };

  const filtered = Object.values(filters).some((value) => value !== '');
  const field = (key: keyof AuditFilters) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  const toolbar = (
    <div className="audit-log__toolbar">
      <form
        className="audit-log__filters"
        role="search"
        aria-label="監査ログの絞り込み"
        onSubmit={submit}
      >
        {brands ? (
          <div className="audit-log__filter">
            <label htmlFor={`${id}-brand`}>ブランド</label>
            <select className="admin-input" {...field('brand')}>
              <option value="">すべて</option>
              <option value={OPERATOR_AUDIT_SCOPE}>サイト全体（ブランド以外）</option>
              {[...brands].map(([brandId, name]) => (
                <option key={brandId} value={brandId}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="audit-log__filter">
          <label htmlFor={`${id}-person`}>操作した人</label>
          <select className="admin-input" {...field('person')}>
            <option value="">すべて</option>
            {people.map(([uid, name]) => (
              <option key={uid} value={uid}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="audit-log__filter">
          <label htmlFor={`${id}-kind`}>種類</label>
          <select className="admin-input" {...field('kind')}>
            <option value="">すべて</option>
            {Object.entries(auditKindLabels).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="audit-log__filter">
          <label htmlFor={`${id}-action`}>操作</label>
          <select className="admin-input" {...field('action')}>
            <option value="">すべて</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </select>
        </div>
        <div className="audit-log__filter audit-log__filter--wide">
          <label htmlFor={`${id}-document`}>対象（文書のパス）</label>
          <input
            className="admin-input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="brands/…/assets/…/spaces/…"
            {...field('document')}
          />
        </div>
        <div className="audit-log__filter audit-log__filter--date">
          <label htmlFor={`${id}-from`}>期間（から）</label>
          <input className="admin-input" type="date" {...field('from')} />
        </div>
        <div className="audit-log__filter audit-log__filter--date">
          <label htmlFor={`${id}-to`}>期間（まで）</label>
          <input className="admin-input" type="date" {...field('to')} />
        </div>
        <div className="audit-log__buttons">
          <button type="submit" className="admin-button admin-button--primary admin-button--small">
            絞り込む
          </button>
          {filtered ? (
            <button
              type="button"
              className="admin-button admin-button--small"
              onClick={() =>
                apply({
                  person: '',
                  kind: '',
                  action: '',
                  document: '',
                  from: '',
                  to: '',
                  brand: '',
                })
              }
            >
              条件をクリア
            </button>
          ) : null}
        </div>
      </form>
      <div className="audit-log__export">
        <button
          type="button"
          className="admin-button admin-button--small"
          disabled={exporting || page.total === 0}
          onClick={() => void exportCsv()}
        >
          {exporting ? '書き出しています…' : `CSVに書き出す（${page.total}件）`}
        </button>
        {message ? (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={message.ok ? 'admin-hint' : 'admin-error'}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );

  const hasPrevious = pageNumber > 1;
  const hasNext = page.last !== null && (page.more || pageNumber * pageSize < page.total);

  return (
    <>
      {toolbar}
      <DataTable
        data={page.rows}
        columns={columns}
        caption={filtered ? '条件に合う操作の記録（新しい順）' : '操作の記録（新しい順）'}
        getRowId={(entry) => entry.id}
        searchLabel={false}
        emptyState={
          filtered ? (
            <p role="status">条件に合う記録はありません。</p>
          ) : (
            <p>まだ記録はありません。スタッフやお客さまが変更すると、ここに記録されます。</p>
          )
        }
        pageSizes={auditPageSizes}
        serverPaging={{
          total: page.total,
          pageIndex: pageNumber - 1,
          pageSize,
          hasPrevious,
          hasNext,
          onPrevious: () =>
            go((next) => {
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
              if (size === defaultAuditPageSize) next.delete('size');
              else next.set('size', String(size));
            }),
        }}
      />
    </>
  );
}
