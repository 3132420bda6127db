/**
 * Payments with amounts (一部入金, 超過入金 → 預り金, one transfer for several months), statement
 * lines recorded once, reversals, write-offs (差額の処理) and the customer's 預り金, through the
 * code the billing screens run (changeBill, recordPayment, recordStatementPayments,
 * refundCredit in src/features/billing/api) against the rules, read back
 * through the converters (so the model's schemas accept what the rules let through); and the
 * hand-made writes the rules refuse. The bill's other changes: bills.test.ts.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  BillChangeError,
  changeBill,
  recordPayment,
  refundCredit,
  type BillChange,
  type PaymentInput,
  type StatementLineInput,
} from '@/features/billing/api/change-bill';
import { recordStatementPayments } from '@/features/billing/api/record-statement-payments';
import type {
  ParsedStatement,
  StatementDeposit,
} from '@/features/billing/statement-import/parse-statement';
import { billConverter } from '@/lib/converters/bill-converter';
import { creditConverter } from '@/lib/converters/credit-converter';
import {
  statementImportConverter,
  statementLineConverter,
} from '@/lib/converters/statement-converters';
import { billBalance, billStateOn } from '#shared/model/bill.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import { statementLineId } from '#shared/model/statement-line.js';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { billing, ids, paths, t0, uids, type DocData } from './support/world';

const b = ids.brand;
const aprilId = `${ids.aliceApplication}_${ids.period}`;
const mayId = `${ids.aliceApplication}_2026-05`;
const aprilPath = paths.aliceBilling;
const mayPath = collectionPaths.bill(b, mayId);
const creditPath = (uid: string) => collectionPaths.credit(b, uid);
const linePath = (id: string) => collectionPaths.statementLine(b, id);
const settingsPath = collectionPaths.billingSettings(b);

/** alice's May bill, like April's (¥9,900). */
const mayData = (): DocData => ({
  ...billing(uids.alice),
  period: '2026-05',
  dueDate: '2026-05-27',
});

/** A customer's 預り金 as stored: one over-payment of `balance` yen on the April bill. */
const storedCredit = (uid: string, balance: number): DocData => ({
  uid,
  balance,
  history: {
    '0': { action: 'excess', amount: balance, billId: aprilId, by: uids.admin, at: t0, note: '' },
  },
  updatedAt: t0,
});

/** A day in Japan, `days` from today (the rules' today: request.time + 9h). */
const jstDay = (days = 0) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A bank statement line (三菱UFJ-style payer: お客様番号 and half-width ｶﾅ). */
const line = (over: Partial<StatementLineInput> = {}): StatementLineInput => ({
  date: '2026-04-20',
  amount: 9900,
  payer: '1001 ﾔﾏﾀﾞ ﾊﾅｺ',
  balance: 1_234_567,
  occurrence: 1,
  importId: 'import-1',
  ...over,
});

/** A raw history entry as a hand-made request would send it. */
const entry = (action: string, amount: number, note = '', by: string = uids.admin) => ({
  action,
  by,
  at: serverTimestamp(),
  amount,
  note,
});

/** A payment written by hand: the fields recordPayment writes, here to be varied one by one. */
const handPayment = (over: DocData = {}): DocData => ({
  amount: 9900,
  excess: 0,
  date: '2026-04-20',
  method: 'transfer',
  note: '',
  line: null,
  recordedBy: uids.admin,
  recordedAt: serverTimestamp(),
  reversal: null,
  ...over,
});

/**
 * The update adding `payment` as the first payment (key '0', history '1') of the baseline
 * April bill; `fields` overrides status and paidAmount (by default what the payment makes).
 */
const firstPaymentUpdate = (payment: DocData, fields: DocData = {}): DocData => {
  const amount = payment['amount'] as number;
  return {
    status: amount === 9900 ? 'paid' : 'unpaid',
    paidAmount: amount,
    'payments.0': payment,
    'history.1': entry('paid', amount, '2026-04-20 銀行振込'),
    updatedAt: serverTimestamp(),
    ...fields,
  };
};

describe('payments, 預り金 and statement lines (src/features/billing/api)', () => {
  const world = useWorld();
  const admin = () => world.db('admin');

  const readBill = async (path: string, db: Firestore = admin()) => {
    const bill = (await getDoc(doc(db, path).withConverter(billConverter))).data();
    if (!bill) throw new Error(`no bill at ${path}`);
    return bill;
  };
  const readCredit = async (uid: string, db: Firestore = admin()) =>
    (await getDoc(doc(db, creditPath(uid)).withConverter(creditConverter))).data() ?? null;

  /** recordPayment by staff: bank transfer, by hand unless a line is given. */
  const pay = (over: Partial<PaymentInput> = {}) =>
    recordPayment(admin(), {
      brandId: b,
      adminUid: uids.admin,
      billIds: [aprilId],
      received: null,
      date: '2026-04-20',
      method: 'transfer',
      note: '',
      line: null,
      ...over,
    });
  const change = (c: BillChange) => changeBill(admin(), c);
  const reverse = (billId: string, paymentKey: string, reason = '別の方の入金と取り違えたため') =>
    change({ kind: 'reverse', brandId: b, adminUid: uids.admin, billId, paymentKey, reason });
  const writeOff = (reason = '振込手数料') =>
    change({ kind: 'write-off', brandId: b, adminUid: uids.admin, billId: aprilId, reason });

  describe('一部入金 and 超過入金', () => {
    it('a payment of less than due leaves the bill unpaid (一部入金); a second one settles it', async () => {
      expect(await pay({ received: 5000 })).toEqual({
        paid: [{ billId: aprilId, amount: 5000 }],
        excess: 0,
        lineId: null,
      });
      const part = await readBill(aprilPath);
      expect(part).toMatchObject({ status: 'unpaid', amount: 9900, paidAmount: 5000 });
      expect(billBalance(part)).toBe(4900);
      expect(billStateOn(part, '2026-04-21')).toBe('partial');
      expect(billStateOn(part, '2026-04-28')).toBe('overdue');
      expect(part.payments['0']).toMatchObject({ amount: 5000, excess: 0, reversal: null });
      expect(part.history['1']).toMatchObject({ action: 'paid', amount: 5000 });

      await pay({ received: 4900, date: '2026-04-25', note: '残額' });
      const paid = await readBill(aprilPath);
      expect(paid).toMatchObject({ status: 'paid', paidAmount: 9900 });
      expect(billBalance(paid)).toBe(0);
      expect(Object.keys(paid.payments)).toEqual(['0', '1']);
      expect(paid.payments['1']).toMatchObject({
        amount: 4900,
        excess: 0,
        date: '2026-04-25',
        note: '残額',
        recordedBy: uids.admin,
      });
      expect(paid.history['2']).toMatchObject({
        action: 'paid',
        amount: 4900,
        note: '2026-04-25 銀行振込・残額',
      });
      // Nothing beyond the bill: no 預り金.
      expect(await readCredit(uids.alice)).toBeNull();
    });

    it('an over-payment settles the bill and keeps the rest as 預り金; staff use it for the next bill', async () => {
      expect(await pay({ received: 10_000 })).toMatchObject({ excess: 100 });
      const april = await readBill(aprilPath);
      expect(april).toMatchObject({ status: 'paid', paidAmount: 9900 });
      expect(april.payments['0']).toMatchObject({ amount: 9900, excess: 100 });
      const credit = await readCredit(uids.alice);
      expect(credit).toMatchObject({ uid: uids.alice, balance: 100 });
      expect(credit?.history['0']).toMatchObject({
        action: 'excess',
        amount: 100,
        billId: aprilId,
        by: uids.admin,
      });

      // May's bill (¥9,900): staff use her 預り金 for it (入金を記録 → 預り金から充当; the month's
      // job does the same on the server, test/functions-unit/month-bills.test.ts).
      await world.seedDocs({ [mayPath]: mayData() });
      await changeBill(admin(), {
        kind: 'apply-credit',
        brandId: b,
        adminUid: uids.admin,
        billId: mayId,
        date: '2026-04-20',
      });
      const may = await readBill(mayPath);
      expect(may).toMatchObject({ status: 'unpaid', amount: 9900, paidAmount: 100 });
      expect(billBalance(may)).toBe(9800);
      expect(may.payments['0']).toMatchObject({
        amount: 100,
        excess: 0,
        method: 'balance',
        date: '2026-04-20',
        line: null,
        recordedBy: uids.admin,
      });
      expect(may.history['1']).toMatchObject({ action: 'paid', amount: 100 });
      const after = await readCredit(uids.alice);
      expect(after?.balance).toBe(0);
      expect(after?.history['1']).toMatchObject({ action: 'applied', amount: 100, billId: mayId });
    });

    it('預り金 larger than the new bill pays it in full; the rest stays', async () => {
      await pay({ received: 9900 + 12_000 });
      await world.seedDocs({ [mayPath]: mayData() });
      await changeBill(admin(), {
        kind: 'apply-credit',
        brandId: b,
        adminUid: uids.admin,
        billId: mayId,
        date: '2026-04-20',
      });
      expect(await readBill(mayPath)).toMatchObject({ status: 'paid', paidAmount: 9900 });
      expect((await readCredit(uids.alice))?.balance).toBe(12_000 - 9900);
    });

    it('one transfer for two months of one customer pays both', async () => {
      await world.seedDocs({ [mayPath]: mayData() });
      expect(await pay({ billIds: [aprilId, mayId], received: 19_800 })).toEqual({
        paid: [
          { billId: aprilId, amount: 9900 },
          { billId: mayId, amount: 9900 },
        ],
        excess: 0,
        lineId: null,
      });
      for (const path of [aprilPath, mayPath]) {
        const bill = await readBill(path);
        expect(bill).toMatchObject({ status: 'paid', paidAmount: 9900 });
        expect(bill.payments['0']).toMatchObject({ amount: 9900, excess: 0, date: '2026-04-20' });
      }
      expect(await readCredit(uids.alice)).toBeNull();
    });

    it('one transfer beyond two months pays both and keeps the rest, named by the last', async () => {
      await world.seedDocs({ [mayPath]: mayData() });
      expect(await pay({ billIds: [aprilId, mayId], received: 20_000 })).toMatchObject({
        excess: 200,
      });
      expect((await readBill(aprilPath)).payments['0']).toMatchObject({ amount: 9900, excess: 0 });
      expect((await readBill(mayPath)).payments['0']).toMatchObject({ amount: 9900, excess: 200 });
      const credit = await readCredit(uids.alice);
      expect(credit?.balance).toBe(200);
      expect(credit?.history['0']).toMatchObject({ action: 'excess', amount: 200, billId: mayId });
    });

    it('one transfer short of two months pays the older in full and the newer in part', async () => {
      await world.seedDocs({ [mayPath]: mayData() });
      await pay({ billIds: [aprilId, mayId], received: 15_000 });
      expect(await readBill(aprilPath)).toMatchObject({ status: 'paid', paidAmount: 9900 });
      expect(await readBill(mayPath)).toMatchObject({ status: 'unpaid', paidAmount: 5100 });
    });

    it('bills of two customers are not paid with one transfer', async () => {
      await world.seedDocs({ [mayPath]: { ...mayData(), uid: uids.bob } });
      await expect(pay({ billIds: [aprilId, mayId], received: 19_800 })).rejects.toMatchObject({
        reason: 'mixed-customers',
      });
      expect((await readBill(aprilPath)).paidAmount).toBe(0);
    });

    it('staff pay 預り金 back (refundCredit) with a note, never more than the balance', async () => {
      await pay({ received: 11_000 });
      const refund = (amount: number, note = '2026-04-25 口座へ返金') =>
        refundCredit(admin(), { brandId: b, adminUid: uids.admin, uid: uids.alice, amount, note });
      await expect(refund(1101)).rejects.toMatchObject({ reason: 'no-credit' });
      // A refund needs its note (how and when it was paid back).
      await assertFails(refund(500, ''));
      await assertSucceeds(refund(500));
      const credit = await readCredit(uids.alice);
      expect(credit?.balance).toBe(600);
      expect(credit?.history['1']).toMatchObject({
        action: 'refunded',
        amount: 500,
        billId: null,
        note: '2026-04-25 口座へ返金',
      });
      // The customer cannot pay themselves back.
      await assertFails(
        refundCredit(world.db('user'), {
          brandId: b,
          adminUid: uids.alice,
          uid: uids.alice,
          amount: 600,
          note: '返金',
        }),
      );
    });
  });

  describe('statement lines: recorded once', () => {
    it('recordPayment with a line creates its record; the same line again pays nothing', async () => {
      const first = line({ amount: 10_000 });
      const lineId = statementLineId(first);
      expect(await pay({ received: 10_000, line: first })).toEqual({
        paid: [{ billId: aprilId, amount: 9900 }],
        excess: 100,
        lineId,
      });
      const record = (
        await getDoc(doc(admin(), linePath(lineId)).withConverter(statementLineConverter))
      ).data();
      expect(record).toMatchObject({
        date: '2026-04-20',
        amount: 10_000,
        payer: '1001 ﾔﾏﾀﾞ ﾊﾅｺ',
        balance: 1_234_567,
        occurrence: 1,
        uid: uids.alice,
        bills: [aprilId],
        excess: 100,
        importId: 'import-1',
        recordedBy: uids.admin,
      });
      expect((await readBill(aprilPath)).payments['0']?.line).toBe(lineId);

      // The same line (a statement downloaded twice), now chosen for May: refused, nothing written.
      await world.seedDocs({ [mayPath]: mayData() });
      const creditBefore = await readCredit(uids.alice);
      const again = pay({ billIds: [mayId], received: 10_000, line: { ...first, importId: 'x' } });
      await expect(again).rejects.toBeInstanceOf(BillChangeError);
      await expect(again).rejects.toMatchObject({ reason: 'line-recorded' });
      const may = await readBill(mayPath);
      expect(may).toMatchObject({ status: 'unpaid', paidAmount: 0, payments: {} });
      expect(Object.keys(may.history)).toEqual(['0']);
      expect(await readCredit(uids.alice)).toEqual(creditBefore);
      expect(await readBill(aprilPath)).toMatchObject({ status: 'paid', paidAmount: 9900 });
    });

    it('two staff recording the same line at once record it once', async () => {
      await world.seedDocs({ [mayPath]: mayData() });
      const same = line();
      const input = (billId: string): PaymentInput => ({
        brandId: b,
        adminUid: uids.admin,
        billIds: [billId],
        received: 9900,
        date: '2026-04-20',
        method: 'transfer',
        note: '',
        line: same,
      });
      const results = await Promise.allSettled([
        recordPayment(world.db('admin'), input(aprilId)),
        recordPayment(world.db('admin'), input(mayId)),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(BillChangeError);
      expect((refused?.reason as BillChangeError).reason).toBe('line-recorded');
      const bills = [await readBill(aprilPath), await readBill(mayPath)];
      expect(bills.map((bill) => bill.paidAmount).sort()).toEqual([0, 9900]);
      const lines = await getDocs(collection(admin(), collectionPaths.statementLines(b)));
      expect(lines.docs.map((d) => d.id)).toEqual([statementLineId(same)]);
    });

    it('by hand: a payment naming a recorded line is refused; a line record is never changed', async () => {
      const lineId = (await pay({ line: line() })).lineId as string;
      await world.seedDocs({ [mayPath]: mayData() });
      const mayPayment = (lineRef: string) => ({
        status: 'paid',
        paidAmount: 9900,
        'payments.0': handPayment({ line: lineRef }),
        'history.1': entry('paid', 9900, '2026-04-20 銀行振込'),
        updatedAt: serverTimestamp(),
      });
      await assertFails(updateDoc(doc(admin(), mayPath), mayPayment(lineId)));
      // Naming a line without recording it in the same write is refused too …
      const other = statementLineId(line({ occurrence: 2 }));
      await assertFails(updateDoc(doc(admin(), mayPath), mayPayment(other)));
      // … and with its record it is a payment.
      const batch = writeBatch(admin());
      batch.update(doc(admin(), mayPath), mayPayment(other));
      batch.set(doc(admin(), linePath(other)), {
        date: '2026-04-20',
        amount: 9900,
        payer: '1001 ﾔﾏﾀﾞ ﾊﾅｺ',
        balance: 1_234_567,
        occurrence: 2,
        uid: uids.alice,
        bills: [mayId],
        excess: 0,
        importId: 'import-1',
        recordedBy: uids.admin,
        recordedAt: serverTimestamp(),
      });
      await assertSucceeds(batch.commit());

      const ref = doc(admin(), linePath(lineId));
      await assertFails(updateDoc(ref, { bills: [mayId] }));
      await assertFails(setDoc(ref, { date: '2026-04-21' }, { merge: true }));
      await assertFails(deleteDoc(ref));
      expect((await getDoc(ref.withConverter(statementLineConverter))).data()?.bills).toEqual([
        aprilId,
      ]);
    });
  });

  describe('reversals', () => {
    it('reversing one of two payments reverses exactly that one', async () => {
      await pay({ received: 5000 });
      await pay({ received: 4900, date: '2026-04-22' });
      expect((await readBill(aprilPath)).status).toBe('paid');
      await reverse(aprilId, '0');
      const bill = await readBill(aprilPath);
      expect(bill).toMatchObject({ status: 'unpaid', paidAmount: 4900 });
      expect(billBalance(bill)).toBe(5000);
      expect(bill.payments['0']).toMatchObject({
        amount: 5000,
        reversal: { by: uids.admin, reason: '別の方の入金と取り違えたため' },
      });
      expect(bill.payments['1']).toMatchObject({ amount: 4900, reversal: null });
      expect(bill.history['3']).toMatchObject({
        action: 'payment-reversed',
        amount: 5000,
        note: '別の方の入金と取り違えたため',
      });
      // A reversed payment stays reversed.
      await expect(reverse(aprilId, '0')).rejects.toMatchObject({ reason: 'not-open' });
      await reverse(aprilId, '1', '二重計上');
      const none = await readBill(aprilPath);
      expect(none).toMatchObject({ status: 'unpaid', paidAmount: 0 });
      expect(none.payments['0']?.reversal?.reason).toBe('別の方の入金と取り違えたため');
      expect(none.payments['1']?.reversal?.reason).toBe('二重計上');
    });

    it('reversing an over-payment takes its excess out of the 預り金', async () => {
      await pay({ received: 10_000 });
      await reverse(aprilId, '0');
      expect(await readBill(aprilPath)).toMatchObject({ status: 'unpaid', paidAmount: 0 });
      const credit = await readCredit(uids.alice);
      expect(credit?.balance).toBe(0);
      expect(credit?.history['1']).toMatchObject({
        action: 'excess-reversed',
        amount: 100,
        billId: aprilId,
      });
    });

    it('an over-payment whose excess was used cannot be reversed until that use is', async () => {
      await pay({ received: 10_000 });
      await world.seedDocs({ [mayPath]: mayData() });
      await change({
        kind: 'apply-credit',
        brandId: b,
        adminUid: uids.admin,
        billId: mayId,
        date: '2026-04-20',
      });
      expect((await readCredit(uids.alice))?.balance).toBe(0);

      await expect(reverse(aprilId, '0')).rejects.toMatchObject({ reason: 'credit-used' });
      expect(await readBill(aprilPath)).toMatchObject({ status: 'paid', paidAmount: 9900 });
      expect(Object.keys((await readCredit(uids.alice))?.history ?? {})).toEqual(['0', '1']);
      // By hand, without taking the excess back out of the 預り金: refused.
      await assertFails(
        updateDoc(doc(admin(), aprilPath), {
          status: 'unpaid',
          paidAmount: 0,
          'payments.0.reversal': { by: uids.admin, at: serverTimestamp(), reason: '取消' },
          'history.2': entry('payment-reversed', 9900, '取消'),
          updatedAt: serverTimestamp(),
        }),
      );

      // The 充当 reversed first (the 100 yen back in the 預り金), the over-payment can be.
      await reverse(mayId, '0', '充当の誤り');
      expect((await readCredit(uids.alice))?.history['2']).toMatchObject({
        action: 'applied-reversed',
        amount: 100,
      });
      await reverse(aprilId, '0');
      expect(await readBill(aprilPath)).toMatchObject({ status: 'unpaid', paidAmount: 0 });
      expect((await readCredit(uids.alice))?.balance).toBe(0);
    });
  });

  describe('差額の処理 (write-off)', () => {
    it('¥440 short (振込手数料) is written off with its reason: the bill is paid', async () => {
      await pay({ received: 9900 - 440 });
      await writeOff('振込手数料');
      const bill = await readBill(aprilPath);
      expect(bill).toMatchObject({
        status: 'paid',
        paidAmount: 9460,
        writeOff: { amount: 440, reason: '振込手数料', by: uids.admin },
      });
      expect(billBalance(bill)).toBe(0);
      expect(bill.history['2']).toMatchObject({
        action: 'written-off',
        amount: 440,
        note: '振込手数料',
      });
    });

    it('more than the limit is not written off: 1,000 yen by default, the brand’s own when set', async () => {
      await pay({ received: 9900 - 1100 });
      await assertFails(writeOff());
      await world.seedDocs({ [aprilPath]: billing(uids.alice) });
      await pay({ received: 9900 - 1000 });
      await assertSucceeds(writeOff());

      await world.seedDocs({
        [aprilPath]: billing(uids.alice),
        [settingsPath]: {
          paymentMethods: ['transfer'],
          bankAccount: {
            bankName: 'みずほ銀行',
            branchName: '神田支店',
            accountType: 'ordinary',
            accountNumber: '1234567',
            accountHolder: 'カ）サクラストレージ',
          },
          issuerName: '株式会社さくらストレージ',
          registrationNumber: 'T7000012050002',
          note: '',
          writeOffLimit: 500,
          updatedAt: t0,
        },
      });
      await pay({ received: 9900 - 600 });
      await assertFails(writeOff());
      expect(await readBill(aprilPath)).toMatchObject({ status: 'unpaid', writeOff: null });
      await world.seedDocs({ [aprilPath]: billing(uids.alice) });
      await pay({ received: 9900 - 440 });
      await assertSucceeds(writeOff());
    });

    it('a write-off is the caller’s, of the whole rest, with a reason', async () => {
      await pay({ received: 9900 - 440 });
      const ref = doc(admin(), aprilPath);
      const byHand = (over: DocData) =>
        updateDoc(ref, {
          status: 'paid',
          writeOff: { amount: 440, reason: '振込手数料', by: uids.admin, at: serverTimestamp() },
          'history.2': entry('written-off', 440, '振込手数料'),
          updatedAt: serverTimestamp(),
          ...over,
        });
      await assertFails(
        byHand({
          writeOff: { amount: 440, reason: '振込手数料', by: uids.bob, at: serverTimestamp() },
        }),
      );
      await assertFails(
        byHand({ writeOff: { amount: 440, reason: '', by: uids.admin, at: serverTimestamp() } }),
      );
      await assertFails(
        byHand({
          status: 'unpaid',
          writeOff: { amount: 400, reason: '振込手数料', by: uids.admin, at: serverTimestamp() },
          'history.2': entry('written-off', 400, '振込手数料'),
        }),
      );
      await assertSucceeds(byHand({}));
    });
  });

  describe('who reads and writes', () => {
    const statementLineData = (by: string): DocData => ({
      date: '2026-04-20',
      amount: 9900,
      payer: '1001 ﾔﾏﾀﾞ ﾊﾅｺ',
      balance: null,
      occurrence: 1,
      uid: uids.alice,
      bills: [aprilId],
      excess: 0,
      importId: 'import-1',
      recordedBy: by,
      recordedAt: serverTimestamp(),
    });
    const importData = (by: string): DocData => ({
      fileName: '明細.csv',
      firstDate: '2026-04-20',
      lastDate: '2026-04-20',
      linesRead: 1,
      deposits: 1,
      withdrawals: 0,
      unreadable: 0,
      recordedNow: 1,
      recordedBefore: 0,
      left: 0,
      importedBy: by,
      importedAt: serverTimestamp(),
    });

    it('the customer writes none of: a payment on their bill, their 預り金, a line, an import', async () => {
      await world.seedDocs({ [creditPath(uids.alice)]: storedCredit(uids.alice, 100) });
      const user = world.db('user');
      await assertFails(
        updateDoc(
          doc(user, aprilPath),
          firstPaymentUpdate(handPayment({ recordedBy: uids.alice }), {
            'history.1': entry('paid', 9900, '', uids.alice),
          }),
        ),
      );
      // Their 預り金: neither raised nor made anew, nor used for their bill by themselves.
      await assertFails(
        updateDoc(doc(user, creditPath(uids.alice)), {
          balance: 100_000,
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        setDoc(doc(user, creditPath(uids.alice)), {
          uid: uids.alice,
          balance: 100_000,
          history: { '0': { ...entry('excess', 100_000, '', uids.alice), billId: aprilId } },
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(doc(user, creditPath(uids.alice))));
      await assertFails(
        setDoc(doc(user, linePath(statementLineId(line()))), statementLineData(uids.alice)),
      );
      await assertFails(
        setDoc(
          doc(user, `${collectionPaths.statementImports(b)}/import-1`),
          importData(uids.alice),
        ),
      );
      // The same documents staff write (their uid) are accepted: the refusals are the customer's.
      await assertSucceeds(
        setDoc(doc(admin(), linePath(statementLineId(line()))), statementLineData(uids.admin)),
      );
      await assertSucceeds(
        setDoc(
          doc(admin(), `${collectionPaths.statementImports(b)}/import-1`),
          importData(uids.admin),
        ),
      );
      // … but an import or a line in another staff member's name is not.
      await assertFails(
        setDoc(
          doc(admin(), `${collectionPaths.statementImports(b)}/import-2`),
          importData(uids.bob),
        ),
      );
      await assertFails(
        setDoc(
          doc(admin(), linePath(statementLineId(line({ occurrence: 3 })))),
          statementLineData(uids.bob),
        ),
      );
    });

    it('the customer reads their own 預り金, not another’s; staff read all', async () => {
      await world.seedDocs({
        [creditPath(uids.alice)]: storedCredit(uids.alice, 100),
        [creditPath(uids.bob)]: storedCredit(uids.bob, 300),
      });
      expect(await readCredit(uids.alice, world.db('user'))).toMatchObject({ balance: 100 });
      await assertFails(getDoc(doc(world.db('user'), creditPath(uids.bob))));
      await assertFails(getDoc(doc(world.db('otherUser'), creditPath(uids.alice))));
      await assertFails(getDoc(doc(world.db('signedOut'), creditPath(uids.alice))));
      await assertFails(getDocs(collection(world.db('user'), collectionPaths.credits(b))));
      await assertFails(getDocs(collection(world.db('user'), collectionPaths.statementLines(b))));
      await assertFails(getDocs(collection(world.db('user'), collectionPaths.statementImports(b))));

      expect(await readCredit(uids.bob)).toMatchObject({ balance: 300 });
      const all = await getDocs(
        collection(admin(), collectionPaths.credits(b)).withConverter(creditConverter),
      );
      expect(all.docs.map((d) => d.data().balance).sort()).toEqual([100, 300]);
      await assertSucceeds(getDocs(collection(admin(), collectionPaths.statementLines(b))));
      await assertSucceeds(getDocs(collection(admin(), collectionPaths.statementImports(b))));
    });
  });

  describe('hand-made payments the rules refuse', () => {
    const ref = () => doc(admin(), aprilPath);

    it('the hand-made payment the cases below vary is itself accepted', async () => {
      await assertSucceeds(updateDoc(ref(), firstPaymentUpdate(handPayment())));
      expect(await readBill(aprilPath)).toMatchObject({ status: 'paid', paidAmount: 9900 });
    });

    it('paidAmount not matching the payment', async () => {
      await assertFails(
        updateDoc(ref(), firstPaymentUpdate(handPayment({ amount: 5000 }), { paidAmount: 4000 })),
      );
      await assertFails(
        updateDoc(ref(), firstPaymentUpdate(handPayment(), { status: 'unpaid', paidAmount: 9900 })),
      );
      await assertSucceeds(updateDoc(ref(), firstPaymentUpdate(handPayment({ amount: 5000 }))));
    });

    it('a payment dated in the future, or on a day that does not exist', async () => {
      await assertFails(updateDoc(ref(), firstPaymentUpdate(handPayment({ date: jstDay(2) }))));
      await assertFails(updateDoc(ref(), firstPaymentUpdate(handPayment({ date: '2026-02-30' }))));
      await assertSucceeds(updateDoc(ref(), firstPaymentUpdate(handPayment({ date: jstDay() }))));
    });

    it('an excess without the same yen added to the 預り金', async () => {
      const over = handPayment({ excess: 100 });
      await assertFails(updateDoc(ref(), firstPaymentUpdate(over)));
      // With a 預り金 of another amount: refused; with the excess itself: a payment.
      const withCredit = (amount: number) => {
        const batch = writeBatch(admin());
        batch.update(ref(), firstPaymentUpdate(over));
        batch.set(doc(admin(), creditPath(uids.alice)), {
          uid: uids.alice,
          balance: amount,
          history: { '0': { ...entry('excess', amount), billId: aprilId } },
          updatedAt: serverTimestamp(),
        });
        return batch.commit();
      };
      await assertFails(withCredit(1000));
      await assertSucceeds(withCredit(100));
      expect((await readCredit(uids.alice))?.balance).toBe(100);
    });

    it('a payment recorded in another staff member’s name', async () => {
      await assertFails(
        updateDoc(ref(), firstPaymentUpdate(handPayment({ recordedBy: uids.bob }))),
      );
    });

    it('cancelling a bill with a payment on it', async () => {
      await pay({ received: 5000 });
      await expect(
        change({
          kind: 'cancel',
          brandId: b,
          adminUid: uids.admin,
          billId: aprilId,
          reason: '契約内容の訂正のため',
        }),
      ).rejects.toMatchObject({ reason: 'not-open' });
      await assertFails(
        updateDoc(ref(), {
          status: 'cancelled',
          cancelReason: '契約内容の訂正のため',
          'history.2': entry('cancelled', 9900, '契約内容の訂正のため'),
          updatedAt: serverTimestamp(),
        }),
      );
      expect((await readBill(aprilPath)).status).toBe('unpaid');
    });

    it('預り金 raised by staff with no payment behind it (a bill only touched)', async () => {
      await world.seedDocs({ [creditPath(uids.alice)]: storedCredit(uids.alice, 100) });
      const staff = world.db('admin');
      const raise = (billWrite: DocData) => {
        const batch = writeBatch(staff);
        batch.update(doc(staff, aprilPath), billWrite);
        batch.update(doc(staff, creditPath(uids.alice)), {
          balance: 1_000_100,
          'history.1': { ...entry('excess', 1_000_000, '', uids.admin), billId: aprilId },
          updatedAt: serverTimestamp(),
        });
        return batch.commit();
      };
      // Only updatedAt on the bill: the 預り金 cannot move.
      await assertFails(raise({ updatedAt: serverTimestamp() }));
      // A real payment with no excess beside it: neither.
      await assertFails(
        raise(
          firstPaymentUpdate(handPayment({ amount: 100 }), { 'history.1': entry('paid', 100) }),
        ),
      );
      expect((await readCredit(uids.alice))?.balance).toBe(100);
    });

    it('a line that would take the amount below what was paid', async () => {
      await pay({ received: 5000 });
      const credit = (amount: number): BillChange => ({
        kind: 'add-line',
        brandId: b,
        adminUid: uids.admin,
        billId: aprilId,
        line: { kind: 'credit', label: '値引き', amount },
      });
      // changeBill says why before writing ...
      await expect(change(credit(-5000))).rejects.toThrow(/入金済み（5,000円）以下になる値引き/);
      // ... and the rules refuse the same write made by hand.
      await assertFails(
        updateDoc(doc(admin(), aprilPath), {
          lines: [
            ...(await readBill(aprilPath)).lines,
            { kind: 'credit', label: '値引き', amount: -5000 },
          ],
          amount: 5000,
          [`history.${Object.keys((await readBill(aprilPath)).history).length}`]: {
            action: 'line-added',
            by: uids.admin,
            at: serverTimestamp(),
            amount: -5000,
            note: '値引き',
          },
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(change(credit(-4000)));
      const bill = await readBill(aprilPath);
      expect(bill).toMatchObject({ amount: 5900, paidAmount: 5000, status: 'unpaid' });
      expect(billBalance(bill)).toBe(900);
    });
  });

  describe('recordStatementPayments', () => {
    const deposit = (over: Partial<StatementDeposit>): StatementDeposit => ({
      line: 5,
      date: '2026-04-20',
      description: '1001 ﾔﾏﾀﾞ ﾊﾅｺ',
      amount: 9900,
      balance: null,
      occurrence: 1,
      ...over,
    });
    const april = deposit({ line: 5, date: '2026-04-20', amount: 9900, balance: 509_900 });
    const may = deposit({ line: 6, date: '2026-04-22', amount: 10_000, balance: 519_900 });
    const stranger = deposit({
      line: 8,
      date: '2026-04-23',
      description: 'ｽｽﾞｷ ｲﾁﾛｳ',
      amount: 3000,
    });
    const parsed: ParsedStatement = {
      deposits: [april, may, stranger],
      linesRead: 6,
      withdrawals: 1,
      skipped: 1,
      problems: [{ line: 9, message: '日付が読めません' }],
    };
    const run = (chosen: { deposit: StatementDeposit; billIds: string[] }[]) =>
      recordStatementPayments(admin(), {
        brandId: b,
        adminUid: uids.admin,
        fileName: '入出金明細_202604.csv',
        parsed,
        chosen,
        recordedBefore: 0,
      });
    const readImport = async (id: string) =>
      (
        await getDoc(
          doc(admin(), `${collectionPaths.statementImports(b)}/${id}`).withConverter(
            statementImportConverter,
          ),
        )
      ).data();

    it('records the chosen lines and keeps a summary; the same file again pays nothing', async () => {
      await world.seedDocs({ [mayPath]: mayData() });
      const chosen = [
        { deposit: april, billIds: [aprilId] },
        { deposit: may, billIds: [mayId] },
      ];
      const first = await run(chosen);
      expect(first).toMatchObject({ recordedNow: 2, recordedBefore: 0, left: 1, failed: [] });
      expect(await readImport(first.importId)).toMatchObject({
        fileName: '入出金明細_202604.csv',
        firstDate: '2026-04-20',
        lastDate: '2026-04-23',
        linesRead: 6,
        deposits: 3,
        withdrawals: 1,
        unreadable: 1,
        recordedNow: 2,
        recordedBefore: 0,
        left: 1,
        importedBy: uids.admin,
      });
      const aprilBill = await readBill(aprilPath);
      expect(aprilBill).toMatchObject({ status: 'paid', paidAmount: 9900 });
      expect(aprilBill.payments['0']).toMatchObject({
        method: 'transfer',
        date: '2026-04-20',
        note: '入出金明細から消込',
      });
      expect(await readBill(mayPath)).toMatchObject({ status: 'paid', paidAmount: 9900 });
      expect((await readCredit(uids.alice))?.balance).toBe(100);
      const lines = await getDocs(
        collection(admin(), collectionPaths.statementLines(b)).withConverter(
          statementLineConverter,
        ),
      );
      expect(lines.docs.map((d) => d.data().importId)).toEqual([first.importId, first.importId]);

      // Read again (or in another browser before the first import): the two lines are found
      // recorded; a third line chosen for the bill already paid fails with why; nothing pays twice.
      const second = await run([...chosen, { deposit: stranger, billIds: [aprilId] }]);
      expect(second).toMatchObject({ recordedNow: 0, recordedBefore: 2, left: 1 });
      expect(second.failed).toEqual([{ line: 8, message: expect.stringContaining('支払済み') }]);
      expect(await readImport(second.importId)).toMatchObject({
        recordedNow: 0,
        recordedBefore: 2,
        left: 1,
        importedBy: uids.admin,
      });
      expect((await readBill(aprilPath)).paidAmount).toBe(9900);
      expect(Object.keys((await readBill(mayPath)).payments)).toEqual(['0']);
      expect((await readCredit(uids.alice))?.balance).toBe(100);
    });

    it('a customer cannot record a statement', async () => {
      await expect(
        recordStatementPayments(world.db('user'), {
          brandId: b,
          adminUid: uids.alice,
          fileName: '明細.csv',
          parsed,
          chosen: [{ deposit: april, billIds: [aprilId] }],
          recordedBefore: 0,
        }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      expect((await readBill(aprilPath)).paidAmount).toBe(0);
    });
  });
});
