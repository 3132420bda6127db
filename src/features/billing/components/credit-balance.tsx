import {
  creditActionLabels,
  creditEntries,
  creditSign,
  type Credit,
} from '#shared/model/credit.js';
import { formatDate } from '@/utils/format-date';
import { formatYen } from '@/utils/format-yen';
import './billing-list.css';

export type CreditBalanceProps = {
  /** the customer's 預り金; null or undefined (none, or not read yet) shows nothing */
  credit: Credit | null | undefined;
};

/**
 * 預り金 on my unit: what the customer paid beyond their bills and we keep for them, with its
 * changes folded away. Nothing while there is none.
 */
export function CreditBalance({ credit }: CreditBalanceProps) {
  if (!credit || credit.balance <= 0) return null;
  const entries = creditEntries(credit.history);
  return (
    <section className="my-unit-credit" aria-labelledby="my-unit-credit-title">
      <h3 id="my-unit-credit-title" className="my-unit-credit__title">
        預り金 {formatYen(credit.balance)}
      </h3>
      <p>
        ご請求を超えてお支払いいただいた分をお預かりしています。次回以降のご請求への充当またはご返金については、担当者からご連絡します。
      </p>
      <details>
        <summary>預り金の履歴</summary>
        <ul className="my-unit-credit__history">
          {entries.map((entry, index) => (
            <li key={index}>
              {formatDate(entry.at)} {creditActionLabels[entry.action]}{' '}
              {creditSign(entry.action) > 0 ? '+' : '−'}
              {formatYen(entry.amount)}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
