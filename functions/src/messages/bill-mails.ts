import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { BrandForMail } from './brand-mail.js';
import { enqueueBrandMail, readBrandForMail, siteOrigin } from './brand-mail.js';
import { daysBetween, formatCalendarDate, formatYen } from './format-ja.js';
import { readHowToPay } from './read-how-to-pay.js';
import type { MailKind } from './mail-templates.js';

/** The bill collection the messages watch: brands/{b}/bills (src/lib/model/bill.ts). */
export const BILLS = 'bills';

export interface BillForMail {
  id: string;
  uid: string;
  applicationId: string;
  amount: number;
  description: string;
  dueDate: string;
  status: string;
}

/** The bill's customer: name and e-mail from its application (bills carry only the uid). */
async function customerOf(db: Firestore, brandId: string, bill: BillForMail) {
  const application = await db.doc(`brands/${brandId}/applications/${bill.applicationId}`).get();
  const email: unknown = application.get('email');
  const name: unknown = application.get('name');
  if (typeof email !== 'string') return null;
  return { email, name: typeof name === 'string' ? name : '' };
}

/** ご請求, 入金確認 or お支払いのお願い for one bill; `key` makes it one event. */
export async function sendBillMail(
  db: Firestore,
  brand: BrandForMail,
  bill: BillForMail,
  kind: Extract<MailKind, 'bill-issued' | 'payment-received' | 'bill-reminder'>,
  key: string,
): Promise<boolean> {
  const customer = await customerOf(db, brand.id, bill);
  if (!customer) return false;
  const { created } = await enqueueBrandMail(db, brand, {
    kind,
    about: { type: 'bill', id: bill.id },
    key,
    to: customer.email,
    uid: bill.uid,
    values: {
      お名前: customer.name,
      請求内容: bill.description || bill.id,
      金額: formatYen(bill.amount),
      支払期限: formatCalendarDate(bill.dueDate),
      マイユニットURL: `${siteOrigin()}/${brand.id}/myunit`,
      // 入金確認 does not say how to pay; the others do.
      ...(kind === 'payment-received'
        ? {}
        : { お支払い方法: await readHowToPay(db, brand.id, bill.uid) }),
    },
  });
  return created;
}

/**
 * Which reminder an unpaid bill is due on `today`: the first from the day after the due date,
 * the second from a week after it; null before that. Only the latest stage is sent, so a bill
 * first seen long overdue gets one reminder, not both.
 */
export function reminderStage(dueDate: string, today: string): 1 | 2 | null {
  const late = daysBetween(dueDate, today);
  if (late >= 7) return 2;
  if (late >= 1) return 1;
  return null;
}

/** A bill document as the messages read it. */
export function billOf(id: string, data: DocumentData): BillForMail {
  return {
    id,
    uid: String(data['uid']),
    applicationId: String(data['applicationId']),
    amount: Number(data['amount']),
    description: String(data['description'] ?? ''),
    dueDate: String(data['dueDate']),
    status: String(data['status']),
  };
}

/**
 * お支払いのお願い for every unpaid bill past its due date, across brands (one collection-group
 * query): reminder 1 the day after the due date, reminder 2 a week after; paid and cancelled
 * bills are never asked. Each (bill, stage) is one message id, so running this twice — or two
 * runs at once — sends each reminder once. Returns how many messages were queued now.
 */
export async function sendDueBillReminders(db: Firestore, today: string): Promise<number> {
  const unpaid = await db
    .collectionGroup(BILLS)
    // Overdue is derived from the due date (src/lib/model/bill.ts): unpaid and past it.
    .where('status', '==', 'unpaid')
    .where('dueDate', '<', today)
    .get();
  const brands = new Map<string, BrandForMail | null>();
  let queued = 0;
  for (const snapshot of unpaid.docs) {
    const brandId = snapshot.ref.parent.parent?.id;
    if (!brandId) continue;
    const bill = billOf(snapshot.id, snapshot.data());
    const stage = reminderStage(bill.dueDate, today);
    if (stage === null) continue;
    if (!brands.has(brandId)) brands.set(brandId, await readBrandForMail(db, brandId));
    const brand = brands.get(brandId);
    if (!brand) continue;
    if (await sendBillMail(db, brand, bill, 'bill-reminder', `reminder-${stage}`)) queued += 1;
  }
  return queued;
}
