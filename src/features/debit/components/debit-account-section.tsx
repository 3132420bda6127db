import { useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { useBillingSettingsQuery } from '@/features/payment/api/get-billing-settings';
import { useDebitAccount } from '../api/get-debit-account';
import { DebitAccountForm } from './debit-account-form';
import { DebitAccountSummary } from './debit-account-summary';
import './debit.css';

export type DebitAccountSectionProps = {
  brandId: string;
  uid: string;
  /** where it is shown: the apply confirm step or my unit (the words differ a little) */
  place: 'apply' | 'myunit';
  /** the heading's level where it is placed */
  level?: 2 | 3;
};

/**
 * 口座振替 for the customer, when the brand offers it: their registered account (口座番号
 * masked) and its state, or the choice to pay by 口座振替 and the form to register the account.
 * 手続き中 until staff confirm that the bank accepted the 口座振替依頼書.
 */
export function DebitAccountSection({ brandId, uid, place, level = 2 }: DebitAccountSectionProps) {
  const settings = useBillingSettingsQuery(brandId);
  const account = useDebitAccount(brandId, uid);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!settings.data?.paymentMethods.includes('debit') || account.isPending) return null;
  const current = account.data ?? null;
  const headingId = `debit-account-${place}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="debit-account-section" aria-labelledby={headingId}>
      <Heading id={headingId}>口座振替</Heading>
      {saved ? (
        <FormAlert tone="notice">
          口座を登録しました。金融機関での手続きが済むまで「手続き中」と表示され、その間のお支払いは銀行振込でお願いします。
        </FormAlert>
      ) : null}
      {current && !editing ? (
        <>
          <p>毎月のご利用料金は、次の口座から引き落とします。</p>
          <DebitAccountSummary account={current} masked />
          {current.status === 'pending' ? (
            <p className="form-field__hint">
              金融機関での手続き（口座振替依頼書の確認）が済むと「確認済み」になり、それ以降のご請求から引き落とします。
            </p>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            口座を変更する
          </button>
        </>
      ) : editing ? (
        <DebitAccountForm
          brandId={brandId}
          uid={uid}
          current={current}
          staffUid={null}
          submitLabel={current ? 'この口座に変更する' : 'この口座を登録する'}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <p>
            {place === 'apply'
              ? '毎月のご利用料金は、ご本人名義の口座からの口座振替でもお支払いいただけます。ご希望の方は、口座をご登録ください（初回のお支払いは銀行振込です）。'
              : '毎月のご利用料金を、ご本人名義の口座から口座振替でお支払いいただけます。'}
          </p>
          <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
            口座振替を申し込む
          </button>
        </>
      )}
    </section>
  );
}
