import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { dueReminders, type SentSteps } from '#shared/billing/reminder-plan.js';
import { fnv1a } from '#shared/model/fnv1a.js';
import type { BrandForMail } from './brand-mail.js';
import { enqueueBrandMail, readBrandForMail, siteOrigin } from './brand-mail.js';
import { formatCalendarDate, formatYen, todayInJapan } from './format-ja.js';
import { readHowToPay } from './read-how-to-pay.js';
import { readPendingDebit } from './read-pending-debit.js';
import { pendingDebitText, type PendingDebit } from '#shared/billing/pending-debit.js';
import { brandIds, recordJobRun, type JobStarter } from '../jobs/job-runs.js';
import { collectionSettingsOf } from '#shared/model/collection-settings.js';
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
  /** of `paidAmount`, what the customer's 預り金 paid (payments 預り金から充当 that stand) */
  fromCredit?: number;
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
 * What of a bill is settled already, said after its amount: '' when nothing, else what was
 * received — or, for a bill the customer's 預り金 paid, that it was used (ご請求 right after the
 * month's run says so, so its amount is the one the customer pays; issue 37, item 5).
 */
export function paidSoFarText(bill: BillForMail): string {
  if (bill.paidAmount <= 0) return '';
  const credit = bill.fromCredit ?? 0;
  const head = `（ご請求額 ${formatYen(bill.amount)} のうち ${formatYen(bill.paidAmount)} `;
  if (credit >= bill.paidAmount) return `${head}は預り金から充当しました）`;
  if (credit > 0) return `${head}のご入金と預り金からの充当を確認しています）`;
  return `${head}のご入金を確認しています）`;
}

/**
 * ご請求 for one bill; `key` makes it one event. The bill is read again as it is when the mail is
 * written, so its 金額 is what is left to pay at that moment — after the 預り金 the month's run
 * used and any payment recorded meanwhile — with what was settled said beside it.
 */
export async function sendBillMail(
  db: Firestore,
  brand: BrandForMail,
  bill: BillForMail,
  kind: Extract<MailKind, 'bill-issued'>,
  key: string,
): Promise<boolean> {
  const fresh = await db.doc(`brands/${brand.id}/${BILLS}/${bill.id}`).get();
  const current = fresh.exists ? billOf(fresh.id, fresh.data() ?? {}) : bill;
  const customer = await customerOf(db, brand.id, current);
  if (!customer) return false;
  const balance = billBalanceOf(current);
  // In a sent 依頼データ: the bank debits it, no 振込 is asked for (issue 37, item 4).
  const debit = balance > 0 ? await readPendingDebit(db, brand.id, current) : null;
  const { created } = await enqueueBrandMail(db, brand, {
    kind,
    about: { type: 'bill', id: current.id },
    key,
    to: customer.email,
    uid: current.uid,
    values: {
      お名前: customer.name,
      請求内容: current.description || current.id,
      金額: formatYen(Math.max(balance, 0)),
      入金状況: paidSoFarText(current),
      支払期限: formatCalendarDate(current.dueDate),
      マイユニットURL: `${siteOrigin()}/${brand.id}/myunit`,
      お支払い方法: debit
        ? pendingDebitText(debit)
        : balance > 0
          ? await readHowToPay(db, brand.id, current.uid)
          : 'このご請求はすでにお支払い済みのため、お手続きは不要です。',
    },
  });
  return created;
}

/**
 * 入金確認's お支払い状況: that the bill is now paid, or the rest still due and by when — or, for a
 * bill the bank is to debit, that the rest is debited then; and what of the payment went to the
 * 預り金. `bill` is the bill with this payment recorded.
 */
export function paymentStatusText(
  bill: BillForMail,
  payment: PaymentForMail,
  today: string,
  debit: PendingDebit | null = null,
): string {
  const balance = billBalanceOf(bill);
  // A deadline already past is no deadline: the rest is asked for at once (issue 37, item 5).
  const done =
    balance <= 0
      ? 'これでお支払いは完了です。'
      : debit
        ? `残額 ${formatYen(balance)} は、${pendingDebitText(debit)}`
        : bill.dueDate < today
          ? `残額 ${formatYen(balance)} は、お支払い期限（${formatCalendarDate(bill.dueDate)}）を過ぎています。至急お支払いください。`
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
  today: string = todayInJapan(),
): Promise<boolean> {
  const customer = await customerOf(db, brand.id, bill);
  if (!customer) return false;
  const received = formatYen(payment.amount + payment.excess);
  const debit = billBalanceOf(bill) > 0 ? await readPendingDebit(db, brand.id, bill) : null;
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
      お支払い状況: paymentStatusText(bill, payment, today, debit),
      マイユニットURL: `${siteOrigin()}/${brand.id}/myunit`,
    },
  });
  return created;
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
    fromCredit: [...paymentsOf(data).values()]
      .filter((p) => p.method === 'balance' && !p.reversed)
      .reduce((sum, p) => sum + p.amount, 0),
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

/** brands/{b}/billReminders/{billId}: the 督促 steps a bill was sent, and when (server only). */
export const BILL_REMINDERS = 'billReminders';

/** One customer's 督促 as it will go out: to whom, which bills at which step, how much in all. */
export type PlannedReminder = {
  uid: string;
  name: string;
  email: string;
  bills: (BillForMail & { step: number })[];
  total: number;
};

/** The steps a bill was sent, from its billReminders document. */
function sentStepsOf(data: DocumentData | undefined): SentSteps {
  const steps = (data?.['steps'] ?? {}) as Record<string, unknown>;
  return Object.entries(steps)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([step, on]) => ({ step: Number(step), on }));
}

/**
 * The brand's 督促 due on `today` (dueReminders, with the brand's steps): one per customer, their
 * overdue bills each at its next step, with the customer's name and address. What 今すぐ送る asks
 * staff to confirm, and what the sweep then sends.
 */
export async function planBrandReminders(
  db: Firestore,
  brandId: string,
  today: string,
): Promise<PlannedReminder[]> {
  const [unpaid, settingsDoc] = await Promise.all([
    db
      .collection(`brands/${brandId}/${BILLS}`)
      // Overdue is derived from the due date (bill.ts billStateOn): unpaid and past it.
      .where('status', '==', 'unpaid')
      .where('dueDate', '<', today)
      .get(),
    db.doc(`brands/${brandId}/settings/collection`).get(),
  ]);
  const bills = new Map(unpaid.docs.map((d) => [d.id, billOf(d.id, d.data())]));
  const read = async (collection: string) =>
    bills.size === 0
      ? []
      : db.getAll(
          ...[...bills.keys()].map((id) => db.doc(`brands/${brandId}/${collection}/${id}`)),
        );
  const [sentDocs, debitItems] = await Promise.all([read(BILL_REMINDERS), read('debitItems')]);
  // A bill in a sent 依頼データ whose result is not back is the bank's to debit: no 督促
  // (issue 37, item 4); after a failed result it is overdue as any other.
  for (const item of debitItems)
    if (item.exists && item.get('result') === null) bills.delete(item.id);
  const due = dueReminders({
    bills: [...bills.values()].map((b) => ({ ...b, balance: billBalanceOf(b) })),
    sent: new Map(sentDocs.map((d) => [d.id, sentStepsOf(d.data())])),
    today,
    settings: collectionSettingsOf(settingsDoc.data()),
  });
  const planned: PlannedReminder[] = [];
  for (const reminder of due) {
    const list = reminder.bills.map(({ billId, step }) => ({ ...bills.get(billId)!, step }));
    const customer = await customerOf(db, brandId, list[0]!);
    if (!customer) continue;
    planned.push({
      uid: reminder.uid,
      ...customer,
      bills: list,
      total: list.reduce((sum, b) => sum + billBalanceOf(b), 0),
    });
  }
  return planned;
}

/** お支払いのお願い's list of bills: each with its 支払期限 and what is still to pay. */
export function overdueBillsText(bills: readonly BillForMail[]): string {
  return bills
    .map(
      (bill) =>
        `・${bill.description || bill.id}\n` +
        `\u3000お支払い期限 ${formatCalendarDate(bill.dueDate)}\u3000お支払い残高 ${formatYen(billBalanceOf(bill))}` +
        paidSoFarText(bill),
    )
    .join('\n');
}

/**
 * One お支払いのお願い to a customer for all their bills now due a step, and the steps recorded on
 * each bill (billReminders). The mail's id names the bills and steps it asks for, so a second run
 * of the same day — or two at once — queues it once; the steps are written after it either way
 * (the same values), so a run stopped in between completes on the next. Returns whether it was
 * queued now.
 */
export async function sendCustomerReminder(
  db: Firestore,
  brand: BrandForMail,
  reminder: PlannedReminder,
  today: string,
): Promise<boolean> {
  const pairs = reminder.bills.map((b) => `${b.id}:${b.step}`).sort();
  const [first] = reminder.bills;
  const more = reminder.bills.length - 1;
  const { created } = await enqueueBrandMail(db, brand, {
    kind: 'bill-reminder',
    about: { type: 'member', id: reminder.uid },
    key: `reminder-${fnv1a(pairs.join(','))}`,
    to: reminder.email,
    uid: reminder.uid,
    values: {
      お名前: reminder.name,
      請求内容: `${first!.description || first!.id}${more > 0 ? ` ほか${more}件` : ''}`,
      金額: formatYen(reminder.total),
      入金状況: reminder.bills.length === 1 ? paidSoFarText(first!) : '',
      支払期限: formatCalendarDate(first!.dueDate),
      ご請求の一覧: overdueBillsText(reminder.bills),
      マイユニットURL: `${siteOrigin()}/${brand.id}/myunit`,
      お支払い方法: await readHowToPay(db, brand.id, reminder.uid),
    },
  });
  const batch = db.batch();
  for (const bill of reminder.bills)
    batch.set(
      db.doc(`brands/${brand.id}/${BILL_REMINDERS}/${bill.id}`),
      {
        uid: reminder.uid,
        steps: { [String(bill.step)]: today },
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  await batch.commit();
  return created;
}

/**
 * お支払いのお願い, brand by brand with the brand's steps (brands/{b}/settings/collection): one
 * mail per customer listing every bill of theirs now due a step (planBrandReminders) — paid and
 * cancelled bills are never asked, one paid in part is asked for the rest. Running it twice, or
 * two runs at once, sends each once. Each brand's run is recorded (brands/{b}/jobRuns, job
 * `reminders`: the bills and steps it sent). Returns how many mails were queued now.
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
    let mails = 0;
    const failures: { id: string; message: string }[] = [];
    try {
      const [planned, brand] = await Promise.all([
        planBrandReminders(db, brandId, today),
        readBrandForMail(db, brandId),
      ]);
      for (const reminder of brand ? planned : []) {
        try {
          if (await sendCustomerReminder(db, brand!, reminder, today)) {
            mails += 1;
            sent.push(...reminder.bills.map((b) => ({ billId: b.id, step: b.step })));
          }
        } catch (error) {
          failures.push({ id: reminder.uid, message: String((error as Error).message ?? error) });
        }
      }
    } catch (error) {
      failures.push({ id: brandId, message: String((error as Error).message ?? error) });
    }
    queued += mails;
    await recordJobRun(db, brandId, {
      job: 'reminders',
      trigger: input.trigger,
      by: input.by,
      startedAt,
      outcome: failures.length > 0 ? 'failed' : 'ok',
      sent: mails,
      reminders: sent.slice(0, jobRunListLimit),
      failures: failures.slice(0, jobRunListLimit),
      summary:
        mails > 0
          ? `${mails}通の督促メールを送信（請求${sent.length}件）`
          : '送る督促メールはありませんでした',
    });
  }
  return queued;
}
