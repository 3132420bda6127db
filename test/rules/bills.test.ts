/**
 * Bills (brands/{b}/bills/{applicationId}_{period}): staff alone write them — made with their
 * first history entry, then one change per write (a line added, a payment, its reversal, a
 * cancel), each with its history entry; the owner reads; nobody deletes. Staff's writes go
 * through changeBill (src/features/billing/api), the code the billing screen runs.
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
import { changeBill, type BillChange } from '@/features/billing/api/change-bill';
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
const created = (data: DocData = mayData()) => ({
  ...asCreated(data),
  history: {
    '0': {
      action: 'created',
      by: uids.admin,
      at: serverTimestamp(),
      amount: data.amount,
      note: '',
    },
  },
});
const asRead = {
  id: `${ids.aliceApplication}_${ids.period}`,
  amount: 9900,
  historyLength: 1,
  lines: billing(uids.alice)['lines'] as never,
};
const credit = (label = '設備不具合のため値引き', amount = -1000): BillChange => ({
  kind: 'add-line',
  brandId: b,
  adminUid: uids.admin,
  bill: asRead,
  line: { kind: 'credit', label, amount },
});
const pay = (date = '2026-04-20'): BillChange => ({
  kind: 'pay',
  brandId: b,
  adminUid: uids.admin,
  bills: [asRead],
  payment: { date, method: 'transfer', note: '' },
});
/** A raw history entry as a hand-made request would send it. */
const entry = (action: string, amount: number, note = '') => ({
  action,
  by: uids.admin,
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
    create: { run: (db) => setDoc(doc(db, mayBill), created()), allowed: adminOnly },
    update: {
      run: (db) =>
        updateDoc(doc(db, paths.aliceBilling), {
          lines: [
            ...(billing(uids.alice)['lines'] as object[]),
            { kind: 'credit', label: '値引き', amount: -1000 },
          ],
          amount: 8900,
          'history.1': entry('line-added', -1000, '値引き'),
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
        payment: {
          date: '2026-04-20',
          method: 'transfer',
          note: '',
          recordedBy: uids.alice,
          recordedAt: serverTimestamp(),
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
    await assertFails(changeBill(admin(), credit('返金', -9901)));
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
    expect(bill?.payment).toMatchObject({
      date: '2026-04-20',
      method: 'transfer',
      recordedBy: uids.admin,
    });
    expect(bill?.history['1']).toMatchObject({
      action: 'paid',
      amount: 9900,
      note: '2026-04-20 銀行振込',
    });
  });

  it('several bills are paid in one batch', async () => {
    await world.seedDocs({ [mayBill]: mayData() });
    await assertSucceeds(
      changeBill(admin(), {
        ...pay(),
        bills: [asRead, { ...asRead, id: `${ids.aliceApplication}_2026-05` }],
      } as BillChange),
    );
  });

  it('a paid bill: lines frozen; a reversal needs a reason and makes it unpaid again', async () => {
    await assertSucceeds(changeBill(admin(), pay()));
    const paid = { ...asRead, historyLength: 2 };
    await assertFails(changeBill(admin(), { ...credit(), bill: paid } as BillChange));
    await assertFails(
      changeBill(admin(), {
        kind: 'cancel',
        brandId: b,
        adminUid: uids.admin,
        bill: paid,
        reason: '誤り',
      }),
    );
    await assertFails(
      changeBill(admin(), {
        kind: 'reverse',
        brandId: b,
        adminUid: uids.admin,
        bill: paid,
        reason: '',
      }),
    );
    await assertSucceeds(
      changeBill(admin(), {
        kind: 'reverse',
        brandId: b,
        adminUid: uids.admin,
        bill: paid,
        reason: '別の方の入金と取り違えたため',
      }),
    );
    const bill = await read();
    expect(bill?.status).toBe('unpaid');
    expect(bill?.payment).toBeNull();
    expect(bill?.history['2']).toMatchObject({
      action: 'payment-reversed',
      note: '別の方の入金と取り違えたため',
    });
  });

  it('cancel needs a reason, keeps the bill (never deleted) and is final', async () => {
    const cancel = (reason: string): BillChange => ({
      kind: 'cancel',
      brandId: b,
      adminUid: uids.admin,
      bill: asRead,
      reason,
    });
    await assertFails(changeBill(admin(), cancel('')));
    await assertSucceeds(changeBill(admin(), cancel('契約内容の訂正のため')));
    expect((await read())?.cancelReason).toBe('契約内容の訂正のため');
    await assertFails(
      changeBill(admin(), { ...pay(), bills: [{ ...asRead, historyLength: 2 }] } as BillChange),
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
    await assertFails(
      updateDoc(ref, {
        status: 'paid',
        payment: toLite({
          date: '2026-04-20',
          method: 'transfer',
          note: '',
          recordedBy: uids.admin,
          recordedAt: new Date('2026-04-20T00:00:00Z'),
        }),
        'history.1': entry('paid', 9900),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
