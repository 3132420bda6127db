import {
  auditActionLabels,
  auditActorTypeLabels,
  auditFieldLabel,
  auditKindLabel,
} from '#shared/model/audit-log.js';
import { toCsv } from '@/lib/csv/to-csv';
import { formatDateTime } from '@/utils/format-date-time';
import type { AuditLogEntry } from './api/get-audit-page';
import { labelOf } from './label-of';

export const auditCsvHeaders = [
  '日時',
  '操作した人',
  '区分',
  'UID',
  '操作',
  '種類',
  '対象',
  '変更した項目',
  '変更内容',
  '経路',
  'ブランド',
] as const;

/** One change as a line of text: 「月額利用料（monthlyFee）: 8000 → 9500」 (なし for none). */
export function changeText(change: AuditLogEntry['changes'][number]): string {
  return `${auditFieldLabel(change.field)}: ${change.before ?? 'なし'} → ${change.after ?? 'なし'}`;
}

/**
 * The entries as a CSV for Excel in Japan, through the one CSV writer (src/lib/csv/to-csv.ts)
 * as the billing screen's files: UTF-8 with BOM, CRLF, a header row, quoted where needed, and
 * text starting with = + - @ escaped (a customer's name is typed by the customer).
 */
export function toAuditCsv(entries: readonly AuditLogEntry[]): string {
  return toCsv(
    auditCsvHeaders,
    entries.map((entry) => [
      formatDateTime(entry.at),
      entry.actor.name,
      labelOf(auditActorTypeLabels, entry.actor.type),
      entry.actor.uid ?? '',
      labelOf(auditActionLabels, entry.action),
      auditKindLabel(entry.kind),
      entry.document,
      entry.fields.join(' '),
      entry.changes.map(changeText).join('\n'),
      entry.via,
      entry.brandId ?? '',
    ]),
  );
}
