import { useMemo } from 'react';
import { FilterInput, FilterSelect, ListFilterForm } from '@/components/admin/list-filter-form';
import { ListExportButton } from '@/components/admin/list-export-button';
import { ServerListTable } from '@/components/admin/server-list-table';
import { useFilterDraft } from '@/components/admin/use-filter-draft';
import type { ServerList } from '@/components/admin/use-server-list';
import {
  OPERATOR_AUDIT_SCOPE,
  auditActionLabels,
  auditActions,
  auditKindLabels,
} from '#shared/model/audit-log.js';
import { useStaffNames } from '@/features/staff/api/get-staff-names';
import type { ServerPage } from '@/lib/firebase-server-page';
import { getAllAuditEntries, type AuditLogEntry, type AuditSource } from '../api/get-audit-page';
import { auditFilters, type AuditFilters } from '../audit-log-params';
import { useAuditColumns } from './audit-log-columns';
import './audit-log.css';

export type AuditLogViewProps = {
  source: AuditSource;
  /** useServerList(auditList, source). */
  list: ServerList<AuditFilters, AuditLogEntry, ServerPage<AuditLogEntry>>;
  /** Operator-wide screen: the brands to choose from (id → name). */
  brands?: ReadonlyMap<string, string>;
  /** For the CSV's file name: the brand id, or 「全体」. */
  fileLabel: string;
};

/** The people to filter by: staff by name, then any other writer on the page or in the address. */
function usePeople(list: AuditLogViewProps['list']): [string, string][] {
  const staffNames = useStaffNames();
  const person = list.filters.person;
  return useMemo(() => {
    const people = [...(staffNames ?? new Map<string, string>())].sort((a, b) =>
      a[1].localeCompare(b[1], 'ja'),
    );
    for (const entry of list.rows) {
      if (entry.actor.uid && !people.some(([uid]) => uid === entry.actor.uid)) {
        people.push([entry.actor.uid, entry.actor.name]);
      }
    }
    if (person !== '' && !people.some(([uid]) => uid === person)) people.push([person, person]);
    return people;
  }, [staffNames, list.rows, person]);
}

/**
 * 監査ログ: who changed or opened what, when, from the log the server writes (docs/data-model.md,
 * auditLogs). Filters (person, kind, action, document, days) and the page are in the address,
 * read on the server one page at a time with the count of all; CSV of everything the filters
 * find.
 */
export function AuditLogView({ source, list, brands, fileLabel }: AuditLogViewProps) {
  const { filters, setFilters } = list;
  const form = useFilterDraft(filters, setFilters);
  const people = usePeople(list);
  const columns = useAuditColumns((document) => setFilters({ ...filters, document }), brands);

  const writeCsv = async () => {
    const [{ rows, truncated }, csv] = await Promise.all([
      getAllAuditEntries(source, filters),
      import('../audit-csv'),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    return {
      fileName: `監査ログ_${fileLabel}_${day}.csv`,
      csv: csv.toAuditCsv(rows),
      message: truncated
        ? `新しい順に${rows.length}件をCSVファイルに書き出しました（それより古い記録は、期間を絞って書き出してください）。`
        : `${rows.length}件をCSVファイルに書き出しました。`,
    };
  };

  return (
    <>
      <div className="list-toolbar">
        <ListFilterForm
          label="監査ログの絞り込み"
          form={form}
          onClear={() => setFilters(auditFilters.empty)}
        >
          {brands ? (
            <FilterSelect
              label="ブランド"
              field={form.field('brand')}
              options={[[OPERATOR_AUDIT_SCOPE, 'サイト全体（ブランド以外）'], ...brands]}
            />
          ) : null}
          <FilterSelect label="操作した人" field={form.field('person')} options={people} />
          <FilterSelect
            label="種類"
            field={form.field('kind')}
            options={Object.entries(auditKindLabels)}
          />
          <FilterSelect
            label="操作"
            field={form.field('action')}
            options={auditActions.map((action) => [action, auditActionLabels[action]] as const)}
          />
          <FilterInput
            label="対象（文書のパス）"
            field={form.field('document')}
            size="wide"
            type="text"
            placeholder="brands/…/assets/…/spaces/…"
          />
          <FilterInput label="期間（から）" field={form.field('from')} size="date" type="date" />
          <FilterInput label="期間（まで）" field={form.field('to')} size="date" type="date" />
        </ListFilterForm>
        <ListExportButton
          label="CSVに書き出す"
          count={list.total}
          busyLabel="書き出しています…"
          write={writeCsv}
          failure="CSVファイルを作れませんでした。通信状態を確認して、もう一度お試しください。"
        />
      </div>
      <ServerListTable
        list={list}
        noun="記録"
        columns={columns}
        caption={form.active ? '条件に合う操作の記録（新しい順）' : '操作の記録（新しい順）'}
        getRowId={(entry) => entry.id}
        emptyState={
          form.active ? (
            <p role="status">条件に合う記録はありません。</p>
          ) : (
            <p>まだ記録はありません。スタッフやお客さまが変更すると、ここに記録されます。</p>
          )
        }
      />
    </>
  );
}
