import { AdminSection } from '@/components/admin/admin-section';
import {
  creditActionLabels,
  creditEntries,
  creditSign,
  type Credit,
} from '#shared/model/credit.js';
import { formatDateTime } from '@/utils/format-date-time';
import { formatYen } from '@/utils/format-yen';
import { staffLabel } from '@/utils/staff-label';

export type MemberCreditProps = {
  /** the member's 預り金; nothing is shown without one (none, or not read yet) */
  credit: Credit | null | undefined;
  staffNames?: ReadonlyMap<string, string> | undefined;
};

/**
 * 預り金: what the member paid beyond their bills, and every change of it (an over-payment
 * kept, used for a bill, reversed, paid back) with when, the bill and who.
 */
export function MemberCredit({ credit, staffNames }: MemberCreditProps) {
  if (!credit) return null;
  return (
    <AdminSection
      title="預り金"
      description="お客さまが請求を超えてお支払いになった分です。次の請求への充当か返金で減ります。"
    >
      <dl className="member-facts">
        <dt>残高</dt>
        <dd>{formatYen(credit.balance)}</dd>
      </dl>
      <h3 className="member-card__subtitle">履歴（古い順）</h3>
      <ol className="member-history">
        {creditEntries(credit.history).map((entry, index) => (
          <li key={index} className="member-history__entry">
            <time className="member-history__at" dateTime={entry.at.toISOString()}>
              {formatDateTime(entry.at)}
            </time>
            <span className="member-history__move">
              {creditActionLabels[entry.action]} {creditSign(entry.action) > 0 ? '+' : '−'}
              {formatYen(entry.amount)}
              {entry.note === '' ? '' : `・${entry.note}`}
            </span>
            {entry.billId ? <span>請求 {entry.billId}</span> : null}
            <span className="member-history__by">{staffLabel(entry.by, staffNames)}</span>
          </li>
        ))}
      </ol>
    </AdminSection>
  );
}
