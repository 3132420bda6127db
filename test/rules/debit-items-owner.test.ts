/**
 * brands/{b}/debitItems read by the customer (issue 37, item 4): their own items, by a query
 * naming their uid, so my unit shows the debit instead of a 振込 request; nobody else's, and
 * still no client write of an item's result by the customer.
 */
import { collection, doc, getDoc, getDocs, query, updateDoc, where } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import type { Role } from './support/roles';
import { useWorld } from './support/use-world';
import { ids, t0, uids } from './support/world';

const items = `brands/${ids.brand}/debitItems`;
const aliceItem = `${items}/${ids.aliceApplication}_${ids.period}`;
const item = (uid: string) => ({
  requestId: 'req-1',
  debitDate: '2026-12-28',
  uid,
  amount: 8800,
  customerCode: '00000010012026120001',
  newCode: '1',
  bankCode: '0001',
  bankKana: 'ﾐｽﾞﾎ',
  branchCode: '001',
  branchKana: 'ﾄｳｷﾖｳ',
  accountType: 'ordinary',
  accountNumber: '1234567',
  holder: 'ﾔﾏﾀﾞ ﾀﾛｳ',
  result: null,
  createdBy: uids.admin,
  createdAt: t0,
});

describe('debitItems: the customer reads their own', () => {
  const world = useWorld();

  it('the owner reads their item and lists theirs by their uid', async () => {
    await world.seedDocs({ [aliceItem]: item(uids.alice), [`${items}/bob-bill`]: item(uids.bob) });
    await assertSucceeds(getDoc(doc(world.db('user'), aliceItem)));
    await assertSucceeds(
      getDocs(query(collection(world.db('user'), items), where('uid', '==', uids.alice))),
    );
  });

  it.each<Role>(['otherUser', 'signedOut', 'otherBrandStaff'])(
    "%s does not read alice's item",
    async (role) => {
      await world.seedDocs({ [aliceItem]: item(uids.alice) });
      await assertFails(getDoc(doc(world.db(role), aliceItem)));
    },
  );

  it('a customer does not list the items of others', async () => {
    await world.seedDocs({ [aliceItem]: item(uids.alice) });
    await assertFails(getDocs(collection(world.db('user'), items)));
    await assertFails(
      getDocs(query(collection(world.db('otherUser'), items), where('uid', '==', uids.alice))),
    );
  });

  it('the owner does not write a result on their item', async () => {
    await world.seedDocs({ [aliceItem]: item(uids.alice) });
    await assertFails(
      updateDoc(doc(world.db('user'), aliceItem), {
        result: { code: '0', importId: 'x', recordedBy: uids.alice, recordedAt: t0 },
      }),
    );
  });
});
