import { billLineLabel, type BillLine } from '#shared/model/bill.js';
import { formatYen } from '@/utils/format-yen';
import './bill-lines.css';

/** A bill's lines and their sum, as a small table (staff and customers read the same). */
export function BillLines({ lines, amount }: { lines: readonly BillLine[]; amount: number }) {
  return (
    <table className="bill-lines">
      <caption className="visually-hidden">請求の明細</caption>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i} className={line.amount < 0 ? 'bill-lines__credit' : undefined}>
            <th scope="row">{billLineLabel(line)}</th>
            <td>{formatYen(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">合計（税込）</th>
          <td>{formatYen(amount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
