import type { Firestore } from 'firebase-admin/firestore';
import type { BrandForMail } from './brand-mail.js';
import { enqueueBrandMail, siteOrigin } from './brand-mail.js';
import { billBalanceOf, billOf } from './bill-mails.js';
import { formatCalendarDate, formatYen } from './format-ja.js';
import { accountTypeLabels, transferNameForMail } from './how-to-pay-text.js';
import { debitResultLabels, isDebitResultCode } from '#shared/billing/zengin.js';

/** brands/{b}/debitItems/{billId}, the fields the message reads. */
export interface DebitItemForMail {
  billId: string;
  uid: string;
  debitDate: string;
  resultCode: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * 振込先 in the 口座振替 message: the brand's 振込先 (お支払い設定) with the customer's 振込名義,
 * or, when the brand has none, that staff will say how.
 */
export function transferTargetText(
  bank: Record<string, unknown> | null,
  customerNumber: number | null,
  kana: string,
): string {
  if (bank === null) return '振込先は、担当者から別途ご案内いたします。';
  const type = text(bank['accountType']);
  return [
    `銀行・支店：${text(bank['bankName'])} ${text(bank['branchName'])}`,
    `口座：${accountTypeLabels[type] ?? type} ${text(bank['accountNumber'])}`,
    `口座名義：${text(bank['accountHolder'])}`,
    customerNumber !== null
      ? `振込名義：${transferNameForMail(customerNumber, kana)}（お客様番号のあとにお名前）`
      : '振込名義：お客様番号＋お名前（フリガナ）',
  ].join('\n');
}

/**
 * 口座振替ができなかったお知らせ for a debit whose 振替結果 was not 0: what the bank said, what
 * is due and where to transfer it; keyed by the result, so it is sent once per debit.
 */
export async function sendDebitFailed(
  db: Firestore,
  brand: BrandForMail,
  item: DebitItemForMail,
): Promise<boolean> {
  const [billDoc, settings, member] = await Promise.all([
    db.doc(`brands/${brand.id}/bills/${item.billId}`).get(),
    db.doc(`brands/${brand.id}/settings/billing`).get(),
    db.doc(`brands/${brand.id}/members/${item.uid}`).get(),
  ]);
  if (!billDoc.exists) return false;
  const bill = billOf(billDoc.id, billDoc.data() ?? {});
  const application = await db.doc(`brands/${brand.id}/applications/${bill.applicationId}`).get();
  const email: unknown = application.get('email') ?? member.get('email');
  if (typeof email !== 'string') return false;
  const bank = settings.get('bankAccount') as Record<string, unknown> | null | undefined;
  const customerNumber: unknown = member.get('customerNumber');
  const { created } = await enqueueBrandMail(db, brand, {
    kind: 'debit-failed',
    about: { type: 'bill', id: bill.id },
    key: `debit-${item.resultCode}`,
    to: email,
    uid: item.uid,
    values: {
      お名前: text(application.get('name')) || text(member.get('name')),
      請求内容: bill.description || bill.id,
      金額: formatYen(billBalanceOf(bill)),
      引落日: formatCalendarDate(item.debitDate),
      振替結果: isDebitResultCode(item.resultCode) ? debitResultLabels[item.resultCode] : 'その他',
      振込先: transferTargetText(
        bank && typeof bank === 'object' ? bank : null,
        typeof customerNumber === 'number' ? customerNumber : null,
        text(member.get('kana')),
      ),
      マイユニットURL: `${siteOrigin()}/${brand.id}/myunit`,
    },
  });
  return created;
}
