import type { WaitlistStep } from '#shared/model/waitlist.js';
import { waitlistStepLabels, type WaitlistEntry } from '@/lib/model/waitlist-entry';
import { formatDateTime } from '@/utils/format-date-time';

/** The steps the record keeps after an entry has left the line (issue 39), in the filter's order. */
export const recordSteps = [
  'offered',
  'declined',
  'lapsed',
  'applied',
  'removed',
  'left',
  'offer-withdrawn',
] as const satisfies readonly WaitlistStep[];
export type RecordStep = (typeof recordSteps)[number];
const isRecordStep = (what: WaitlistStep): what is RecordStep =>
  (recordSteps as readonly WaitlistStep[]).includes(what);

type RecordRow = {
  key: string;
  at: Date;
  name: string;
  what: RecordStep;
  space: string | null;
  reason: string | null;
};

/**
 * What happened in a plan's line, newest first: each offer (which space, when), decline, lapse,
 * application and removal, with its time, also after the person has left the line (a closed
 * entry keeps its history), filtered by kind.
 */
export function WaitlistRecord({
  title,
  entries,
  spaceLabel,
  filter,
}: {
  title: string;
  entries: readonly WaitlistEntry[];
  spaceLabel: (spaceId: string) => string;
  filter: RecordStep | 'all';
}) {
  const rows: RecordRow[] = entries
    .flatMap((entry) =>
      entry.history.flatMap((step, index) =>
        isRecordStep(step.what) && (filter === 'all' || step.what === filter)
          ? [
              {
                key: `${entry.id}-${index}`,
                at: step.at,
                name: entry.name,
                what: step.what,
                space: step.spaceId ? spaceLabel(step.spaceId) : null,
                reason: step.reason ?? null,
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  return (
    <div className="waitlist-queue__record">
      <h4>ご案内と終了の記録</h4>
      {rows.length === 0 ? (
        <p className="admin-hint">
          {filter === 'all' ? 'まだ記録はありません。' : 'この種類の記録はありません。'}
        </p>
      ) : (
        <div
          className="waitlist-queue__scroll"
          tabIndex={0}
          role="group"
          aria-label={`${title} の記録（横にスクロールできます）`}
        >
          <table>
            <caption className="visually-hidden">{title} のご案内と終了の記録</caption>
            <thead>
              <tr>
                <th scope="col">日時</th>
                <th scope="col">お名前</th>
                <th scope="col">記録</th>
                <th scope="col">区画</th>
                <th scope="col">理由</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <td>{formatDateTime(row.at)}</td>
                  <td>{row.name}</td>
                  <td>{waitlistStepLabels[row.what]}</td>
                  <td>{row.space ?? '—'}</td>
                  <td>{row.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
