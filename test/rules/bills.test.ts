/**
 * Bills (brands/{b}/bills/{applicationId}_{period}): staff alone write them — made with their
 * first history entry, then one change per write (a line added, a payment, its reversal, a
 * cancel), each with its history entry; the owner reads; nobody deletes. Staff's writes go
 * through changeBill (src/features/billing/api), the code the billing screen runs. Part
 * payments, 預り金, statement lines and write-offs: payments.test.ts.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { BillChangeError, changeBill, type BillChange } from '@/features/billing/api/change-bill';
import { billConverter } from '@/lib/converters/bill-converter';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, nobody, ownerAndAdmin } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, toLite } from './support/values';
import { billing, ids, paths, uids, type DocData } from './support/world';

const b = ids.brand;
const bills = `${paths.brand}/bills`;
const mayBill = `${bills}/${ids.aliceApplication}_2026-05`;
const mayData = (): DocData => ({
  ...billing(uids.alice),
  period: '2026-05',
  dueDate: '2026-05-27',
});
const created = (data: DocData = mayData(), by: string = uids.admin) => ({
  ...asCreated(data),
  history: {
    '0': {
      action: 'created',
      by,
      at: serverTimestamp(),
      amount: data.amount,
      note: '',
    },
  },
});
const aprilId = `${ids.aliceApplication}_${ids.period}`;
const mayId = `${ids.aliceApplication}_2026-05`;
const credit = (label = '設備不具合のため値引き', amount = -1000): BillChange => ({
  kind: 'add-line',
  brandId: b,
  adminUid: uids.admin,
  billId: aprilId,
  line: { kind: 'credit', label, amount },
});
/** A payment in full (received: null = what the bills still ask) by bank transfer. */
const pay = (date = '2026-04-20', billIds: readonly string[] = [aprilId]): BillChange => ({
  kind: 'pay',
  brandId: b,
  adminUid: uids.admin,
  billIds,
  received: null,
  date,
  method: 'transfer',
  note: '',
  line: null,
});
/** A raw history entry as a hand-made request would send it. */
const entry = (action: string, amount: number, note = '', by: string = uids.admin) => ({
  action,
  by,
  at: serverTimestamp(),
  amount,
  note,
});

describe('bills (brands/{b}/bills/{applicationId}_{period})', () => {
  const world = useWorld();
  const admin = () => world.db('admin');
  const read = async () =>
    (await getDoc(doc(admin(), paths.aliceBilling).withConverter(billConverter))).data();

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.aliceBilling)), allowed: ownerAndAdmin },
    list: {
      run: (db) =>
        getDocs(
          query(collection(db, bills), where('uid', '==', uids.alice), orderBy('period', 'desc')),
        ),
      allowed: ownerAndAdmin,
    },
    // Each caller's history entry names the caller (the rules want request.auth.uid).
    create: {
      run: (db, uid) => setDoc(doc(db, mayBill), created(mayData(), uid ?? uids.admin)),
      allowed: adminOnly,
    },
    update: {
      run: (db, uid) =>
        updateDoc(doc(db, paths.aliceBilling), {
          lines: [
            ...(billing(uids.alice)['lines'] as object[]),
            { kind: 'credit', label: '値引き', amount: -1000 },
          ],
          amount: 8900,
          'history.1': entry('line-added', -1000, '値引き', uid ?? uids.admin),
          updatedAt: serverTimestamp(),
        }),
      allowed: adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.aliceBilling)), allowed: nobody },
  });

  it('a customer reads only their own bills', async () => {
    await assertFails(getDocs(collection(world.db('user'), bills)));
    await assertFails(
      getDocs(query(collection(world.db('otherUser'), bills), where('uid', '==', uids.alice))),
    );
    await assertFails(getDoc(doc(world.db('otherUser'), paths.aliceBilling)));
  });

  it('a customer cannot write lines, payments, reversals or cancels of their bill', async () => {
    const user = world.db('user');
    const ref = doc(user, paths.aliceBilling);
    await assertFails(updateDoc(ref, { status: 'paid', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { amount: 0, updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(ref, {
        lines: [
          ...(billing(uids.alice)['lines'] as object[]),
          { kind: 'credit', label: '値引き', amount: -9900 },
        ],
        amount: 0,
        'history.1': { ...entry('line-added', -9900, '値引き'), by: uids.alice },
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(ref, {
        status: 'paid',
        paidAmount: 9900,
        'payments.0': {
          amount: 9900,
          excess: 0,
          date: '2026-04-20',
          method: 'transfer',
          note: '',
          line: null,
          recordedBy: uids.alice,
          recordedAt: serverTimestamp(),
          reversal: null,
        },
        'history.1': { ...entry('paid', 9900), by: uids.alice },
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('made unpaid with its one 「作成」 entry and amount = the sum of its lines', async () => {
    await assertSucceeds(setDoc(doc(admin(), mayBill), created()));
    const other = `${bills}/${ids.aliceApplication}_2026-06`;
    const june = { ...mayData(), period: '2026-06' };
    await assertFails(setDoc(doc(admin(), other), created({ ...june, amount: 9000 })));
    await assertFails(setDoc(doc(admin(), other), created({ ...june, status: 'paid' })));
    // Made with nothing paid: no payment, paidAmount 0, nothing written off.
    await assertFails(
      setDoc(doc(admin(), other), created({ ...june, paidAmount: 1000, status: 'unpaid' })),
    );
    await assertFails(
      setDoc(
        doc(admin(), other),
        created({
          ...june,
          writeOff: { amount: 9900, reason: '振込手数料', by: uids.admin, at: new Date() },
          status: 'paid',
        }),
      ),
    );
    await assertFails(setDoc(doc(admin(), other), { ...created(june), history: {} }));
    await assertFails(
      setDoc(doc(admin(), other), { ...created(june), history: { '0': entry('paid', 9900) } }),
    );
    // The id is `${applicationId}_${period}`: one bill per contract and month.
    await assertFails(setDoc(doc(admin(), `${bills}/bill-1`), created(june)));
  });

  it('lines: whole yen within ±10,000,000, at most 12, a credit negative and a charge positive', async () => {
    const withLines = (lines: { kind: string; label: string; amount: number }[]) => {
      const amount = lines.reduce((s, l) => s + l.amount, 0);
      return created({ ...mayData(), lines, amount });
    };
    const rent = { kind: 'rent', label: '利用料', amount: 9900 };
    await assertFails(setDoc(doc(admin(), mayBill), withLines([{ ...rent, amount: 9900.5 }])));
    await assertFails(setDoc(doc(admin(), mayBill), withLines([{ ...rent, amount: -1 }])));
    await assertFails(setDoc(doc(admin(), mayBill), withLines([{ ...rent, amount: 10_000_001 }])));
    await assertFails(
      setDoc(
        doc(admin(), mayBill),
        withLines([rent, { kind: 'credit', label: '値引き', amount: 100 }]),
      ),
    );
    await assertFails(
      setDoc(
        doc(admin(), mayBill),
        withLines([rent, { kind: 'charge', label: '追加', amount: -100 }]),
      ),
    );
    await assertFails(setDoc(doc(admin(), mayBill), withLines([{ ...rent, label: '' }])));
    await assertFails(setDoc(doc(admin(), mayBill), withLines([])));
    await assertFails(
      setDoc(
        doc(admin(), mayBill),
        withLines(Array.from({ length: 13 }, () => ({ ...rent, amount: 100 }))),
      ),
    );
    await assertFails(
      setDoc(
        doc(admin(), mayBill),
        withLines([
          { ...rent, amount: 100 },
          { kind: 'credit', label: '値引き', amount: -200 },
        ]),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(admin(), mayBill),
        withLines(Array.from({ length: 12 }, () => ({ ...rent, amount: 100 }))),
      ),
    );
  });

  it('staff add a credit with its reason; the amount becomes the sum; earlier lines stay', async () => {
    await assertSucceeds(changeBill(admin(), credit()));
    const bill = await read();
    expect(bill?.amount).toBe(8900);
    expect(bill?.lines.at(-1)).toEqual({
      kind: 'credit',
      label: '設備不具合のため値引き',
      amount: -1000,
    });
    expect(bill?.history['1']).toMatchObject({
      action: 'line-added',
      by: uids.admin,
      amount: -1000,
      note: '設備不具合のため値引き',
    });
    // A credit that would make the bill negative, or an amount not matching the lines, is refused.
    await world.seedDocs({ [paths.aliceBilling]: billing(uids.alice) });
    // changeBill says so before writing; the rules refuse the same write made by hand (below).
    await expect(changeBill(admin(), credit('返金', -9901))).rejects.toBeInstanceOf(
      BillChangeError,
    );
    await assertFails(
      updateDoc(doc(admin(), paths.aliceBilling), {
        lines: [
          { kind: 'rent', label: '利用料', amount: 1 },
          { kind: 'credit', label: '値引き', amount: -1 },
        ],
        amount: 0,
        'history.1': entry('line-added', -1, '値引き'),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a payment takes a date not in the future, a method and a note; history records it', async () => {
    await assertFails(changeBill(admin(), pay('2999-01-01')));
    await assertSucceeds(changeBill(admin(), pay('2026-04-20')));
    const bill = await read();
    expect(bill?.status).toBe('paid');
    expect(bill?.paidAmount).toBe(9900);
    expect(Object.keys(bill?.payments ?? {})).toEqual(['0']);
    expect(bill?.payments['0']).toMatchObject({
      amount: 9900,
      excess: 0,
      date: '2026-04-20',
      method: 'transfer',
      note: '',
      line: null,
      recordedBy: uids.admin,
      reversal: null,
    });
    expect(bill?.history['1']).toMatchObject({
      action: 'paid',
      amount: 9900,
      note: '2026-04-20 銀行振込',
    });
  });

  it('several bills are paid in one batch', async () => {
    await world.seedDocs({ [mayBill]: mayData() });
    await assertSucceeds(changeBill(admin(), pay('2026-04-20', [aprilId, mayId])));
    for (const path of [paths.aliceBilling, mayBill]) {
      const bill = (await getDoc(doc(admin(), path).withConverter(billConverter))).data();
      expect(bill).toMatchObject({ status: 'paid', paidAmount: 9900 });
      expect(bill?.payments['0']).toMatchObject({ amount: 9900, excess: 0 });
    }
  });

  it('a paid bill: lines frozen; a reversal needs a reason and makes it unpaid again', async () => {
    await assertSucceeds(changeBill(admin(), pay()));
    // changeBill refuses before writing; the rules refuse the same writes made by hand.
    await expect(changeBill(admin(), credit())).rejects.toMatchObject({ reason: 'not-open' });
    await assertFails(
      updateDoc(doc(admin(), paths.aliceBilling), {
        lines: [
          ...(billing(uids.alice)['lines'] as object[]),
          { kind: 'credit', label: '値引き', amount: -1000 },
        ],
        amount: 8900,
        'history.2': entry('line-added', -1000, '値引き'),
        updatedAt: serverTimestamp(),
      }),
    );
    const cancel: BillChange = {
      kind: 'cancel',
      brandId: b,
      adminUid: uids.admin,
      billId: aprilId,
      reason: '誤り',
    };
    await expect(changeBill(admin(), cancel)).rejects.toBeInstanceOf(BillChangeError);
    await assertFails(
      updateDoc(doc(admin(), paths.aliceBilling), {
        status: 'cancelled',
        cancelReason: '誤り',
        'history.2': entry('cancelled', 9900, '誤り'),
        updatedAt: serverTimestamp(),
      }),
    );
    const reverse = (reason: string): BillChange => ({
      kind: 'reverse',
      brandId: b,
      adminUid: uids.admin,
      billId: aprilId,
      paymentKey: '0',
      reason,
    });
    await assertFails(changeBill(admin(), reverse('')));
    await assertSucceeds(changeBill(admin(), reverse('別の方の入金と取り違えたため')));
    const bill = await read();
    expect(bill?.status).toBe('unpaid');
    expect(bill?.paidAmount).toBe(0);
    // The payment stays on the bill, marked reversed (who and why).
    expect(bill?.payments['0']).toMatchObject({
      amount: 9900,
      reversal: { by: uids.admin, reason: '別の方の入金と取り違えたため' },
    });
    expect(bill?.history['2']).toMatchObject({
      action: 'payment-reversed',
      amount: 9900,
      note: '別の方の入金と取り違えたため',
    });
  });

  it('cancel needs a reason, keeps the bill (never deleted) and is final', async () => {
    const cancel = (reason: string): BillChange => ({
      kind: 'cancel',
      brandId: b,
      adminUid: uids.admin,
      billId: aprilId,
      reason,
    });
    await assertFails(changeBill(admin(), cancel('')));
    await assertSucceeds(changeBill(admin(), cancel('契約内容の訂正のため')));
    const bill = await read();
    expect(bill).toMatchObject({ status: 'cancelled', cancelReason: '契約内容の訂正のため' });
    expect(bill?.history['1']).toMatchObject({ action: 'cancelled', amount: 9900 });
    // Final: changeBill refuses to pay it, and so do the rules.
    await expect(changeBill(admin(), pay())).rejects.toMatchObject({ reason: 'not-open' });
    await assertFails(
      updateDoc(doc(admin(), paths.aliceBilling), {
        status: 'paid',
        cancelReason: null,
        paidAmount: 9900,
        'payments.0': {
          amount: 9900,
          excess: 0,
          date: '2026-04-20',
          method: 'transfer',
          note: '',
          line: null,
          recordedBy: uids.admin,
          recordedAt: serverTimestamp(),
          reversal: null,
        },
        'history.2': entry('paid', 9900, '2026-04-20 銀行振込'),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(admin(), paths.aliceBilling)));
  });

  it('the history cannot be rewritten, nor the owner, contract, period or due date changed', async () => {
    const ref = doc(admin(), paths.aliceBilling);
    await assertFails(
      updateDoc(ref, { 'history.0.note': '書き換え', updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(ref, { uid: uids.bob, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { period: '2026-05', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { dueDate: '2026-06-30', updatedAt: serverTimestamp() }));
    // A payment entry by someone else's uid, or with a stale time, is refused.
    const payment = (recordedBy: string, recordedAt: Date) =>
      toLite({
        amount: 9900,
        excess: 0,
        date: '2026-04-20',
        method: 'transfer',
        note: '',
        line: null,
        recordedBy,
        recordedAt,
        reversal: null,
      });
    await assertFails(
      updateDoc(ref, {
        status: 'paid',
        paidAmount: 9900,
        'payments.0': payment(uids.admin, new Date('2026-04-20T00:00:00Z')),
        'history.1': entry('paid', 9900),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(ref, {
        status: 'paid',
        paidAmount: 9900,
        'payments.0': { ...payment(uids.bob, new Date()), recordedAt: serverTimestamp() },
        'history.1': entry('paid', 9900),
        updatedAt: serverTimestamp(),
      }),
    );
    // The same write with the caller's uid and the server's time is a payment.
    await assertSucceeds(
      updateDoc(ref, {
        status: 'paid',
        paidAmount: 9900,
        'payments.0': { ...payment(uids.admin, new Date()), recordedAt: serverTimestamp() },
        'history.1': entry('paid', 9900),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
