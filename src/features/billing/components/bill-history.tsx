import { billActionLabels, type BillHistoryEntry } from '#shared/model/bill.js';
import { formatDateTime } from '@/utils/format-date-time';
import { formatYen } from '@/utils/format-yen';
import { staffLabel } from '@/utils/staff-label';
import './bill-history.css';

export type BillHistoryProps = {
  /** the bill's changes, oldest first (`billHistoryEntries(bill.history)`) */
  entries: readonly BillHistoryEntry[];
  /** the staff directory, uid → name (`useStaffNames()`); the uid shows while it is undefined */
  staffNames?: ReadonlyMap<string, string> | undefined;
};

/**
 * Every change of a bill, oldest first, one line each: when (Japan time), what, the yen it
 * concerns with its note, and who — 「2026年11月28日（土）14:05 入金を記録 ¥6,950・2026-11-28
 * 銀行振込 — 佐藤 美咲（スタッフ）」. Only staff change bills, so every entry names a staff member.
 */
export function BillHistory({ entries, staffNames }: BillHistoryProps) {
  return (
    <ol className="bill-history">
      {entries.map((entry, index) => (
        <li key={index} className="bill-history__entry">
          <time className="bill-history__at" dateTime={entry.at.toISOString()}>
            {formatDateTime(entry.at)}
          </time>{' '}
          <span className="bill-history__what">
            {billActionLabels[entry.action]} {formatYen(entry.amount)}
            {entry.note === '' ? '' : `・${entry.note}`}
          </span>{' '}
          <span className="bill-history__by">— {staffLabel(entry.by, staffNames)}</span>
        </li>
      ))}
    </ol>
  );
}
