import Papa from 'papaparse';
import {
  auditActionLabels,
  auditActorTypeLabels,
  auditFieldLabel,
  auditKindLabel,
} from '#shared/model/audit-log.js';
import { formatDateTime } from '@/utils/format-date-time';
import type { AuditLogEntry } from './api/get-audit-page';

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

const labelOf = <T extends string>(labels: Readonly<Record<T, string>>, key: string): string =>
  Object.hasOwn(labels, key) ? labels[key as T] : key;

/**
 * The entries as a CSV for Excel in Japan, as the billing screen's files: UTF-8 with BOM, CRLF,
 * a header row, quoted where needed, and text starting with = + - @ escaped so Excel never runs
 * it as a formula (a customer's name is typed by the customer).
 */
export function toAuditCsv(entries: readonly AuditLogEntry[]): string {
  const text = Papa.unparse(
    {
      fields: [...auditCsvHeaders],
      data: entries.map((entry) => [
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
    },
    { newline: '\r\n', escapeFormulae: true },
  );
  return `\uFEFF${text.replace(/\r\n$/, '')}`;
}

/** Saves the CSV text as a file (a Blob behind a temporary download link). */
export function downloadAuditCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
