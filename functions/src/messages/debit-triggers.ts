import { onDocumentUpdated } from 'firebase-functions/firestore';
import { adminFirestore } from '../admin-firestore.js';
import { readBrandForMail } from './brand-mail.js';
import { sendDebitFailed } from './debit-mails.js';

/**
 * A debit item's 振替結果 recorded (result null → set; docs/billing.md「口座振替」): any code but
 * 0 mails the customer how to pay by 振込 instead. Code 0 is a payment on the bill, which
 * onBillUpdated confirms as for any payment.
 */
export const onDebitItemUpdated = onDocumentUpdated(
  'brands/{brandId}/debitItems/{billId}',
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!before || !after || before.get('result') != null) return;
    const code: unknown = after.get('result.code');
    if (typeof code !== 'string' || code === '0') return;
    const db = adminFirestore();
    const brand = await readBrandForMail(db, event.params.brandId);
    if (!brand) return;
    await sendDebitFailed(db, brand, {
      billId: event.params.billId,
      uid: String(after.get('uid')),
      debitDate: String(after.get('debitDate')),
      resultCode: code,
    });
  },
);
