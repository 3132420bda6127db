/** Bills: admin-written, read by their owner; amounts and payment status are never user-writable. */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, nobody, ownerAndAdmin } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, asUpdate } from './support/values';
import { billing, ids, paths, uids } from './support/world';

const billings = `${paths.brand}/billings`;
const mayBill = `${billings}/${ids.aliceApplication}_2026-05`;
const mayData = () => ({ ...billing(uids.alice), period: '2026-05', dueDate: '2026-05-27' });

describe('billings (brands/{b}/billings/{applicationId}_{period})', () => {
  const world = useWorld();
  const admin = () => world.db('admin');

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.aliceBilling)), allowed: ownerAndAdmin },
    list: {
      run: (db) =>
        getDocs(
          query(
            collection(db, billings),
            where('uid', '==', uids.alice),
            orderBy('period', 'desc'),
          ),
        ),
      allowed: ownerAndAdmin,
    },
    create: { run: (db) => setDoc(doc(db, mayBill), asCreated(mayData())), allowed: adminOnly },
    update: {
      run: (db) => updateDoc(doc(db, paths.aliceBilling), asUpdate({ status: 'overdue' })),
      allowed: adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.aliceBilling)), allowed: nobody },
  });

  it('users list only their own bills', async () => {
    await assertFails(getDocs(collection(world.db('user'), billings)));
    await assertFails(
      getDocs(query(collection(world.db('otherUser'), billings), where('uid', '==', uids.alice))),
    );
    await assertSucceeds(
      getDocs(
        query(collection(admin(), billings), where('status', '==', 'unpaid'), orderBy('dueDate')),
      ),
    );
  });

  it('a user cannot mark their bill paid or change the amount', async () => {
    await assertFails(
      updateDoc(doc(world.db('user'), paths.aliceBilling), asUpdate({ status: 'paid' })),
    );
    await assertFails(
      updateDoc(doc(world.db('user'), paths.aliceBilling), asUpdate({ amount: 0 })),
    );
  });

  it('the id is `${applicationId}_${period}`: one bill per contract and month', async () => {
    await assertFails(setDoc(doc(admin(), `${billings}/bill-1`), asCreated(mayData())));
    await assertFails(
      setDoc(doc(admin(), `${billings}/${ids.aliceApplication}_2026-06`), asCreated(mayData())),
    );
  });

  it('new bills start unpaid with no paidAt', async () => {
    await assertFails(setDoc(doc(admin(), mayBill), asCreated({ ...mayData(), status: 'paid' })));
    await assertFails(
      setDoc(
        doc(admin(), mayBill),
        asCreated({ ...mayData(), paidAt: new Date('2026-05-01T00:00:00Z') }),
      ),
    );
  });

  it('paying sets paidAt to the server time; other moves keep it null', async () => {
    await assertFails(updateDoc(doc(admin(), paths.aliceBilling), asUpdate({ status: 'paid' })));
    await assertFails(
      updateDoc(
        doc(admin(), paths.aliceBilling),
        asUpdate({ status: 'paid', paidAt: Timestamp.fromDate(new Date('2026-04-20')) }),
      ),
    );
    const paid = asUpdate({ status: 'paid' });
    await assertSucceeds(
      updateDoc(doc(admin(), paths.aliceBilling), { ...paid, paidAt: paid['updatedAt'] }),
    );
  });

  it('transitions: unpaid → paid | overdue | cancelled, overdue → paid | cancelled, paid and cancelled are final', async () => {
    await assertSucceeds(
      updateDoc(doc(admin(), paths.aliceBilling), asUpdate({ status: 'cancelled' })),
    );
    await assertFails(updateDoc(doc(admin(), paths.aliceBilling), asUpdate({ status: 'unpaid' })));
    await world.seedDocs({
      [paths.aliceBilling]: {
        ...billing(uids.alice),
        status: 'paid',
        paidAt: new Date('2026-04-20T00:00:00Z'),
      },
    });
    await assertFails(
      updateDoc(doc(admin(), paths.aliceBilling), asUpdate({ status: 'unpaid', paidAt: null })),
    );
    await world.seedDocs({ [paths.aliceBilling]: billing(uids.alice, 'overdue') });
    await assertFails(updateDoc(doc(admin(), paths.aliceBilling), asUpdate({ status: 'unpaid' })));
    await assertSucceeds(
      updateDoc(doc(admin(), paths.aliceBilling), asUpdate({ status: 'cancelled' })),
    );
  });

  it('the owner, contract and period of a bill cannot change', async () => {
    await assertFails(updateDoc(doc(admin(), paths.aliceBilling), asUpdate({ uid: uids.bob })));
    await assertFails(updateDoc(doc(admin(), paths.aliceBilling), asUpdate({ period: '2026-05' })));
    await assertFails(
      updateDoc(
        doc(admin(), paths.aliceBilling),
        asUpdate({ applicationId: 'OtherApplication0001' }),
      ),
    );
  });

  it('validates amounts and dates', async () => {
    await assertFails(setDoc(doc(admin(), mayBill), asCreated({ ...mayData(), amount: 9900.5 })));
    await assertFails(setDoc(doc(admin(), mayBill), asCreated({ ...mayData(), amount: -100 })));
    await assertFails(
      setDoc(doc(admin(), mayBill), asCreated({ ...mayData(), dueDate: '2026-05-32' })),
    );
    await assertFails(
      setDoc(doc(admin(), mayBill), asCreated({ ...mayData(), description: 'あ'.repeat(101) })),
    );
    await assertFails(
      setDoc(
        doc(admin(), `${billings}/${ids.aliceApplication}_2026-5`),
        asCreated({ ...mayData(), period: '2026-5' }),
      ),
    );
  });
});
