import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { BrandForMail } from './brand-mail.js';
import { enqueueBrandMail, readBrandForMail, siteOrigin } from './brand-mail.js';
import { formatCalendarDate, formatYen } from './format-ja.js';
import { readHowToPay } from './read-how-to-pay.js';
import { brandIds, recordJobRun, type JobStarter } from '../jobs/job-runs.js';
import {
  collectionSettingsOf,
  defaultCollectionSettings,
  reminderStep,
} from '#shared/model/collection-settings.js';
import { jobRunListLimit, type JobTrigger } from '#shared/model/job-run.js';
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
  /** the yen its payments that stand settle (`paidAmount`) */
  paidAmount: number;
  /** the yen staff wrote off (`writeOff.amount`; 0 without) */
  writeOffAmount: number;
}

/** One payment of a bill as the messages read it (`payments.{key}`, src/lib/model/bill.ts). */
export interface PaymentForMail {
  amount: number;
  /** what came in beyond the bill and went to the customer's 預り金 */
  excess: number;
  date: string;
  method: string;
  reversed: boolean;
}

/** What is still to pay (billBalance in src/lib/model/bill.ts, restated on raw fields). */
export function billBalanceOf(bill: BillForMail): number {
  return bill.amount - bill.paidAmount - bill.writeOffAmount;
}

/** The bill's customer: name and e-mail from its application (bills carry only the uid). */
async function customerOf(db: Firestore, brandId: string, bill: BillForMail) {
  const application = await db.doc(`brands/${brandId}/applications/${bill.applicationId}`).get();
  const email: unknown = application.get('email');
  const name: unknown = application.get('name');
  if (typeof email !== 'string') return null;
  return { email, name: typeof name === 'string' ? name : '' };
}

/**
 * お支払いのお願い's 入金状況: '' when nothing was paid, else what of the bill was received
 * (its 金額 is then the rest: see sendBillMail).
 */
export function paidSoFarText(bill: BillForMail): string {
  return bill.paidAmount > 0
    ? `（ご請求額 ${formatYen(bill.amount)} のうち ${formatYen(bill.paidAmount)} のご入金を確認しています）`
    : '';
}

/**
 * ご請求 or お支払いのお願い for one bill; `key` makes it one event. In お支払いのお願い the
 * 金額 is what is still due (the whole amount unless part was paid), so a brand's own template
 * with {{金額}} never asks again for what was paid.
 */
export async function sendBillMail(
  db: Firestore,
  brand: BrandForMail,
  bill: BillForMail,
  kind: Extract<MailKind, 'bill-issued' | 'bill-reminder'>,
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
      金額: formatYen(kind === 'bill-reminder' ? billBalanceOf(bill) : bill.amount),
      支払期限: formatCalendarDate(bill.dueDate),
      マイユニットURL: `${siteOrigin()}/${brand.id}/myunit`,
      お支払い方法: await readHowToPay(db, brand.id, bill.uid),
      ...(kind === 'bill-reminder' ? { 入金状況: paidSoFarText(bill) } : {}),
    },
  });
  return created;
}

/**
 * 入金確認's お支払い状況: that the bill is now paid, or the rest still due and by when; and
 * what of the payment went to the 預り金. `bill` is the bill with this payment recorded.
 */
export function paymentStatusText(bill: BillForMail, payment: PaymentForMail): string {
  const balance = billBalanceOf(bill);
  const done =
    balance <= 0
      ? 'これでお支払いは完了です。'
      : `残額 ${formatYen(balance)} を、お支払い期限（${formatCalendarDate(bill.dueDate)}）までにお支払いください。`;
  return payment.excess > 0
    ? `${done}\nご請求を超えた ${formatYen(payment.excess)} は、預り金としてお預かりしています。`
    : done;
}

/**
 * 入金確認 for one payment recorded on a bill (`bill` as it is with the payment), keyed by the
 * payment's map key: each payment mails once, however often the trigger runs, and a payment
 * recorded after a reversal (a new key) mails again.
 */
export async function sendPaymentReceived(
  db: Firestore,
  brand: BrandForMail,
  bill: BillForMail,
  paymentKey: string,
  payment: PaymentForMail,
): Promise<boolean> {
  const customer = await customerOf(db, brand.id, bill);
  if (!customer) return false;
  const received = formatYen(payment.amount + payment.excess);
  const { created } = await enqueueBrandMail(db, brand, {
    kind: 'payment-received',
    about: { type: 'bill', id: bill.id },
    key: `payment-${paymentKey}`,
    to: customer.email,
    uid: bill.uid,
    values: {
      お名前: customer.name,
      請求内容: bill.description || bill.id,
      金額: formatYen(bill.amount),
      // 預り金から充当 is no money coming in: said as what it is.
      入金額: payment.method === 'balance' ? `${received}（預り金から充当）` : received,
      入金日: formatCalendarDate(payment.date),
      残額: formatYen(Math.max(billBalanceOf(bill), 0)),
      支払期限: formatCalendarDate(bill.dueDate),
      お支払い状況: paymentStatusText(bill, payment),
      マイユニットURL: `${siteOrigin()}/${brand.id}/myunit`,
    },
  });
  return created;
}

/**
 * Which reminder an unpaid bill is due on `today` with the default steps (the first the day
 * after the due date, then every 7 days, at most 3): reminderStep in
 * functions/src/shared/model/collection-settings.ts with a brand's own settings.
 */
export function reminderStage(dueDate: string, today: string): number | null {
  return reminderStep(dueDate, today, defaultCollectionSettings);
}

/**
 * A bill document as the messages read it. A bill stored before payments had amounts (one
 * `payment` map, set when paid in full) reads as paid in full when it has one (as
 * upgradeLegacyBill does in the app).
 */
export function billOf(id: string, data: DocumentData): BillForMail {
  const amount = Number(data['amount']);
  const paid: unknown = data['paidAmount'];
  const legacyPaid = data['payment'] !== null && typeof data['payment'] === 'object';
  const writeOff = data['writeOff'] as { amount?: unknown } | null | undefined;
  return {
    id,
    uid: String(data['uid']),
    applicationId: String(data['applicationId']),
    amount,
    description: String(data['description'] ?? ''),
    dueDate: String(data['dueDate']),
    status: String(data['status']),
    paidAmount: typeof paid === 'number' ? paid : legacyPaid ? amount : 0,
    writeOffAmount: typeof writeOff?.amount === 'number' ? writeOff.amount : 0,
  };
}

/** A bill's `payments` map as the messages read it (absent on a legacy bill: none). */
export function paymentsOf(data: DocumentData | undefined): Map<string, PaymentForMail> {
  const payments = (data?.['payments'] ?? {}) as Record<string, Record<string, unknown> | null>;
  const result = new Map<string, PaymentForMail>();
  for (const [key, payment] of Object.entries(payments)) {
    if (payment === null || typeof payment !== 'object') continue;
    result.set(key, {
      amount: Number(payment['amount'] ?? 0),
      excess: Number(payment['excess'] ?? 0),
      date: String(payment['date'] ?? ''),
      method: String(payment['method'] ?? ''),
      reversed: payment['reversal'] != null,
    });
  }
  return result;
}

/**
 * The payments an update recorded: keys in `after` that `before` did not have, not reversed,
 * in key order. A reversal only marks an existing key, and a write-off adds none.
 */
export function newPayments(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): [string, PaymentForMail][] {
  const had = paymentsOf(before);
  return [...paymentsOf(after)]
    .filter(([key, payment]) => !had.has(key) && !payment.reversed)
    .sort(([a], [b]) => Number(a) - Number(b));
}

export type ReminderSweepInput = {
  today: string;
  /** one brand (the billing screen's 今すぐ送る), or every brand (the daily schedule) */
  brandId?: string;
  trigger: JobTrigger;
  /** the staff member who started it (今すぐ送る), or null */
  by: JobStarter;
};

/**
 * お支払いのお願い for every unpaid bill past its due date, brand by brand with the brand's steps
 * (brands/{b}/settings/collection: the first N days after the due date, then every M days, at
 * most K): paid and cancelled bills are never asked, and one paid in part is asked for the rest.
 * Each (bill, step) is one message id, so running this twice — or two runs at once — sends
 * each reminder once. Each brand's run is recorded (brands/{b}/jobRuns, job `reminders`: what
 * it sent to which bills). Returns how many messages were queued now.
 */
export async function sendDueBillReminders(
  db: Firestore,
  input: ReminderSweepInput,
): Promise<number> {
  const { today } = input;
  const brands = input.brandId ? [input.brandId] : await brandIds(db);
  let queued = 0;
  for (const brandId of brands) {
    const startedAt = new Date();
    const sent: { billId: string; step: number }[] = [];
    const failures: { id: string; message: string }[] = [];
    try {
      const [unpaid, settingsDoc, brand] = await Promise.all([
        db
          .collection(`brands/${brandId}/${BILLS}`)
          // Overdue is derived from the due date (bill.ts billStateOn): unpaid and past it.
          .where('status', '==', 'unpaid')
          .where('dueDate', '<', today)
          .get(),
        db.doc(`brands/${brandId}/settings/collection`).get(),
        readBrandForMail(db, brandId),
      ]);
      const settings = collectionSettingsOf(settingsDoc.data());
      for (const snapshot of unpaid.docs) {
        const bill = billOf(snapshot.id, snapshot.data());
        const step = reminderStep(bill.dueDate, today, settings);
        if (step === null || !brand) continue;
        try {
          if (await sendBillMail(db, brand, bill, 'bill-reminder', `reminder-${step}`)) {
            sent.push({ billId: bill.id, step });
          }
        } catch (error) {
          failures.push({ id: bill.id, message: String((error as Error).message ?? error) });
        }
      }
    } catch (error) {
      failures.push({ id: brandId, message: String((error as Error).message ?? error) });
    }
    queued += sent.length;
    await recordJobRun(db, brandId, {
      job: 'reminders',
      trigger: input.trigger,
      by: input.by,
      startedAt,
      outcome: failures.length > 0 ? 'failed' : 'ok',
      sent: sent.length,
      reminders: sent.slice(0, jobRunListLimit),
      failures: failures.slice(0, jobRunListLimit),
      summary:
        sent.length > 0 ? `${sent.length}件の督促メールを送信` : '送る督促メールはありませんでした',
    });
  }
  return queued;
}
