import type { ReactNode } from 'react';
import { formatDate } from '@/utils/format-date';
import { formatYen } from '@/utils/format-yen';
import type { InvoiceSettlement } from './invoice-settlement';
import { invoiceTotals, standardTaxRate, type InvoiceLine } from './invoice-totals';
import './invoice.css';

export type InvoiceDocumentProps = {
  /** 適格請求書発行事業者の名称 and 登録番号 (null: not registered, a 区分記載請求書) */
  issuer: { name: string; registrationNumber: string | null };
  /** 請求書番号 (the bill's id) */
  number: string;
  /** 発行日 `YYYY-MM-DD` */
  issueDate: string;
  /** 取引年月日 as a period, e.g. 2026年12月分 */
  subject: string;
  /** 書類の交付を受ける事業者 / customer, e.g. 山田 太郎 様 */
  customerName: string;
  customerNumber?: string | undefined;
  /** where, e.g. カギノマ 神田 A-102 */
  place?: string | undefined;
  dueDate: string;
  lines: readonly InvoiceLine[];
  /** 支払済み・取消 etc., shown as a stamp */
  status?: string | undefined;
  /** ご入金済み, 差額処理 and お支払い残高, under the totals (null: nothing paid yet) */
  settlement?: InvoiceSettlement | null;
  /** お支払い方法 (printed under the lines) */
  howToPay?: ReactNode;
};

/**
 * 適格請求書 on A4: the issuer's name and 登録番号, the date, the customer, each line with its
 * rate, the total per rate (税込) with the consumption tax it includes, rounded down once per
 * rate, and the 非課税 total (保証料) apart.
 */
export function InvoiceDocument({
  issuer,
  number,
  issueDate,
  subject,
  customerName,
  customerNumber,
  place,
  dueDate,
  lines,
  status,
  settlement = null,
  howToPay,
}: InvoiceDocumentProps) {
  const totals = invoiceTotals(lines);
  const registered = issuer.registrationNumber !== null;
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <header className="invoice__header">
        <h2 id="invoice-title" className="invoice__title">
          {registered ? '請求書（適格請求書）' : '請求書'}
        </h2>
        <dl className="invoice__meta">
          <div>
            <dt>請求書番号</dt>
            <dd>{number}</dd>
          </div>
          <div>
            <dt>発行日</dt>
            <dd>{formatDate(issueDate)}</dd>
          </div>
        </dl>
      </header>
      <div className="invoice__parties">
        <div className="invoice__customer">
          <p className="invoice__customer-name">{customerName} 様</p>
          {customerNumber ? <p>お客様番号 {customerNumber}</p> : null}
          {place ? <p>{place}</p> : null}
        </div>
        <div className="invoice__issuer">
          <p className="invoice__issuer-name">{issuer.name}</p>
          {registered ? (
            <p>登録番号 {issuer.registrationNumber}</p>
          ) : (
            <p>適格請求書発行事業者の登録番号はありません</p>
          )}
        </div>
      </div>
      <p className="invoice__lead">下記のとおりご請求申し上げます。</p>
      <dl className="invoice__summary">
        <div>
          <dt>ご請求金額（税込）</dt>
          <dd className="invoice__amount">{formatYen(totals.total)}</dd>
        </div>
        <div>
          <dt>お支払い期限</dt>
          <dd>{formatDate(dueDate)}</dd>
        </div>
        {status ? (
          <div>
            <dt>状態</dt>
            <dd className="invoice__status">{status}</dd>
          </div>
        ) : null}
      </dl>
      <table className="invoice__lines">
        <caption>{subject}の明細（金額はすべて税込）</caption>
        <thead>
          <tr>
            <th scope="col">内容</th>
            <th scope="col">税率</th>
            <th scope="col">金額（税込）</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={i}>
              <th scope="row">{line.label}</th>
              <td>{line.tax === 'exempt' ? '非課税' : `${standardTaxRate}%`}</td>
              <td className="invoice__yen">{formatYen(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {standardTaxRate}%対象 合計
            </th>
            <td className="invoice__yen">{formatYen(totals.taxableTotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              うち消費税（{standardTaxRate}%）
            </th>
            <td className="invoice__yen">{formatYen(totals.tax)}</td>
          </tr>
          {totals.exemptTotal !== 0 ? (
            <tr>
              <th scope="row" colSpan={2}>
                非課税 合計
              </th>
              <td className="invoice__yen">{formatYen(totals.exemptTotal)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      {settlement ? (
        <table className="invoice__lines invoice__settlement">
          <caption>ご入金状況</caption>
          <thead>
            <tr>
              <th scope="col">入金日</th>
              <th scope="col">方法</th>
              <th scope="col">金額</th>
            </tr>
          </thead>
          <tbody>
            {settlement.payments.map((payment) => (
              <tr key={payment.key}>
                <th scope="row">{formatDate(payment.date)}</th>
                <td>{payment.method}</td>
                <td className="invoice__yen">{formatYen(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                ご入金済み
              </th>
              <td className="invoice__yen">{formatYen(settlement.paid)}</td>
            </tr>
            {settlement.writeOff !== null ? (
              <tr>
                <th scope="row" colSpan={2}>
                  差額処理
                </th>
                <td className="invoice__yen">{formatYen(settlement.writeOff)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2}>
                お支払い残高（ご請求残高）
              </th>
              <td className="invoice__yen">{formatYen(settlement.balance)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
      {howToPay}
    </article>
  );
}
