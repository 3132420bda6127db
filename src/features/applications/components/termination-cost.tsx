import { useId } from 'react';
import { billLineLabel } from '#shared/model/bill.js';
import type { FinalBill } from '@/lib/model/final-bill';
import { formatDate } from '@/utils/format-date';
import { formatYen } from '@/utils/format-yen';
import {
  beforeEndNotes,
  finalBillHeadline,
  notRefundedNotes,
  periodLabel,
  type InitialCostsForText,
} from '../../../../functions/src/messages/termination-cost-text';
import './termination-cost.css';

export type TerminationCostProps = {
  /** The 解約日 'YYYY-MM-DD'. */
  endDate: string;
  /** The final bill for it (finalBillOf); undefined while the month's bill is being read. */
  finalBill: FinalBill | null | undefined;
  /** The contract's 初期費用 (what is not refunded); null when the contract has no terms. */
  initialCosts: InitialCostsForText | null;
  /** The heading level of its parts (below the place it is shown in). */
  level?: 3 | 4;
};

/**
 * What ending costs (issue 31, item 3), wherever a 解約 is decided: the 解約日, the final bill
 * (its month, amount, lines and 支払期限, or that it was billed already), what is not refunded
 * and what to do by the 解約日 (empty the space, return the key). The words are the mails' own
 * (termination-cost-text.ts); the figures the final bill's, from the money model.
 */
export function TerminationCost({
  endDate,
  finalBill,
  initialCosts,
  level = 4,
}: TerminationCostProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className="termination-cost" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="termination-cost__title">
        解約にかかる費用と、解約日までのお願い
      </Heading>
      <p className="termination-cost__end">
        解約日：<strong>{formatDate(endDate)}</strong>（この日までご利用いただけます）
      </p>
      {finalBill === undefined ? (
        <p role="status">最後のご請求を計算しています…</p>
      ) : finalBill === null ? (
        <p>最後のご請求は、担当者が確認してお知らせします。</p>
      ) : (
        <FinalBillLines bill={finalBill} />
      )}
      {finalBill ? (
        <>
          <p className="termination-cost__subtitle">返金されないもの</p>
          <ul className="termination-cost__notes">
            {notRefundedNotes(finalBill, initialCosts).map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="termination-cost__subtitle">解約日までにお願いすること</p>
      <ul className="termination-cost__notes">
        {beforeEndNotes(endDate).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

function FinalBillLines({ bill }: { bill: FinalBill }) {
  // The amount as the site writes money (¥); the sentence is the mails'.
  const { note } = finalBillHeadline(bill);
  return (
    <>
      <p className="termination-cost__amount">
        最後のご請求：
        <strong>
          {periodLabel(bill.period)} {formatYen(bill.amount)}
        </strong>
        <span className="termination-cost__tax">（税込）</span>
      </p>
      <p>{note}</p>
      <table className="termination-cost__lines">
        <caption className="visually-hidden">最後のご請求の明細</caption>
        <tbody>
          {/* A line of ¥0 (no 管理費, no 鍵代) says nothing: left out, as the mails leave it. */}
          {bill.lines
            .filter((line) => line.amount !== 0)
            .map((line, index) => (
              <tr key={`${line.kind}-${index}`}>
                <th scope="row">{billLineLabel(line)}</th>
                <td>{formatYen(line.amount)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">合計</th>
            <td>{formatYen(bill.amount)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}
