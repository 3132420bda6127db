import type { ReactNode } from 'react';
import {
  bankAccountTypeLabels,
  offeredPaymentMethodLabels,
  type BillingSettings,
} from '@/lib/model/billing-settings';
import { transferName } from '@/lib/model/transfer-name';
import { formatDate } from '@/utils/format-date';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import './how-to-pay.css';

export type HowToPayProps = {
  /** the brand's settings; null while staff have not set them */
  settings: BillingSettings | null;
  /** what to pay (yen, tax included); omitted when shown next to a quote */
  amount?: number;
  /** by when (`YYYY-MM-DD`); omitted before a bill exists */
  dueDate?: string;
  /** what is paid, e.g. 2026年12月分 */
  subject?: string;
  /** the customer's お客様番号 and フリガナ, when known */
  customer?: { customerNumber?: number | undefined; kana: string } | null;
  /** heading level: 2 on a page, 3 inside a section */
  level?: 2 | 3;
  /** a line shown first (e.g. that the amount is the quote above) */
  lead?: ReactNode;
  id?: string;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * お支払い方法: what to pay, by when, and how — the methods the brand offers, its 振込先 and the
 * customer's 振込名義 (お客様番号 before the フリガナ, so the transfer can be matched). The same
 * card on the confirm and thanks pages, my unit, and each bill and 請求書.
 */
export function HowToPay({
  settings,
  amount,
  dueDate,
  subject,
  customer,
  level = 2,
  lead,
  id = 'how-to-pay',
}: HowToPayProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const bank = settings?.bankAccount ?? null;
  const offersTransfer = settings?.paymentMethods.includes('transfer') === true && bank !== null;
  const name =
    customer && customer.customerNumber !== undefined
      ? transferName(customer.customerNumber, customer.kana)
      : null;
  return (
    <section className="how-to-pay" aria-labelledby={id}>
      <Heading id={id}>お支払い方法</Heading>
      {lead ? <p>{lead}</p> : null}
      {amount !== undefined || dueDate !== undefined ? (
        <dl className="how-to-pay__facts">
          {subject ? <Fact label="ご請求">{subject}</Fact> : null}
          {amount !== undefined ? (
            <Fact label="お支払い金額">{formatYenTaxIncluded(amount)}</Fact>
          ) : null}
          {dueDate !== undefined ? <Fact label="お支払い期限">{formatDate(dueDate)}</Fact> : null}
        </dl>
      ) : null}
      {settings === null || settings.paymentMethods.length === 0 ? (
        <p>お支払い方法は、ご契約の際に担当者からご案内します。</p>
      ) : (
        <>
          <ul className="inline-list how-to-pay__methods" aria-label="ご利用いただけるお支払い方法">
            {settings.paymentMethods.map((method) => (
              <li key={method}>{offeredPaymentMethodLabels[method]}</li>
            ))}
          </ul>
          {offersTransfer ? (
            <>
              <Sub>銀行振込の振込先</Sub>
              <dl className="how-to-pay__facts">
                <Fact label="銀行・支店">
                  {bank.bankName} {bank.branchName}
                </Fact>
                <Fact label="口座">
                  {bankAccountTypeLabels[bank.accountType]} {bank.accountNumber}
                </Fact>
                <Fact label="口座名義">{bank.accountHolder}</Fact>
                <Fact label="振込名義">
                  {name ? (
                    <span className="how-to-pay__transfer-name">{name}</span>
                  ) : (
                    'お客様番号＋お名前（フリガナ）'
                  )}
                </Fact>
              </dl>
              <p>
                {name
                  ? 'お振込みの際は、振込依頼人名を上の振込名義（お客様番号のあとにお名前）にしてください。入金の確認が早くなります。'
                  : 'お客様番号はプロフィールの登録後にマイユニットでお知らせします。お振込みの際は、お名前の前にお客様番号を入れてください（例: 1001 ヤマダ タロウ）。'}
              </p>
            </>
          ) : null}
          {settings.note ? <p>{settings.note}</p> : null}
        </>
      )}
    </section>
  );
}
