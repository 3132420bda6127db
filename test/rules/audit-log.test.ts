/**
 * auditLogs/{scope}/entries/{id}, the 監査ログ (issue 29, item 4; docs/data-model.md): only the
 * functions write it (admin SDK). A brand's log is read by that brand's staff and operator-wide
 * staff; the operator-wide log (`_operator`) and the collection-group query over every log by
 * operator-wide staff only. No client creates, changes or deletes an entry — staff included.
 */
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, nobody, operatorOnly } from './support/matrix';
import { roleUid } from './support/roles';
import { useWorld } from './support/use-world';
import { toLite } from './support/values';
import { ids, type DocData } from './support/world';

const brandLog = `auditLogs/${ids.brand}/entries`;
const entryPath = `${brandLog}/event-1`;
const operatorEntryPath = 'auditLogs/_operator/entries/event-2';

/** A space's price change by staff, as the audit trigger writes it. */
function priceChange(brandId: string | null): DocData {
  return {
    at: new Date('2026-11-01T01:02:03Z'),
    brandId,
    actor: { type: 'staff', uid: roleUid.admin, name: '運営 太郎' },
    action: 'update',
    kind: 'space',
    document: `brands/${ids.brand}/assets/${ids.asset}/spaces/${ids.freeSpace}`,
    fields: ['price'],
    changes: [{ field: 'price', before: '8000', after: '9500' }],
    via: 'app',
  };
}

describe('auditLogs', () => {
  const world = useWorld();
  beforeEach(async () => {
    await world.seedDocs({
      [entryPath]: priceChange(ids.brand),
      [operatorEntryPath]: { ...priceChange(null), kind: 'routeRule', document: 'routeRules/r1' },
      [`auditLogs/${ids.hiddenBrand}/entries/event-3`]: priceChange(ids.hiddenBrand),
    });
  });

  describe("a brand's log", () => {
    describeMatrix(world, {
      get: { run: (db) => getDoc(doc(db, entryPath)), allowed: adminOnly },
      list: {
        run: (db) => getDocs(query(collection(db, brandLog), orderBy('at', 'desc'))),
        allowed: adminOnly,
      },
      create: {
        run: (db) => setDoc(doc(db, `${brandLog}/forged`), toLite(priceChange(ids.brand))),
        allowed: nobody,
      },
      update: {
        run: (db) => updateDoc(doc(db, entryPath), { 'actor.name': '別人' }),
        allowed: nobody,
      },
      delete: { run: (db) => deleteDoc(doc(db, entryPath)), allowed: nobody },
    });
  });

  describe('the operator-wide log', () => {
    describeMatrix(world, {
      get: { run: (db) => getDoc(doc(db, operatorEntryPath)), allowed: operatorOnly },
      list: {
        run: (db) => getDocs(collection(db, 'auditLogs/_operator/entries')),
        allowed: operatorOnly,
      },
      create: {
        run: (db) =>
          setDoc(doc(db, 'auditLogs/_operator/entries/forged'), toLite(priceChange(null))),
        allowed: nobody,
      },
      update: {
        run: (db) => updateDoc(doc(db, operatorEntryPath), { action: 'view' }),
        allowed: nobody,
      },
      delete: { run: (db) => deleteDoc(doc(db, operatorEntryPath)), allowed: nobody },
    });
  });

  it('every log at once (collection group) is for operator-wide staff only', async () => {
    const everyLog = (role: 'admin' | 'brandStaff' | 'user') =>
      getDocs(
        query(
          collectionGroup(world.db(role), 'entries'),
          where('actor.uid', '==', roleUid.admin),
          orderBy('at', 'desc'),
        ),
      );
    await assertSucceeds(everyLog('admin'));
    await assertFails(everyLog('brandStaff'));
    await assertFails(everyLog('user'));
  });

  it("brand staff cannot read another brand's log, nor write, change or delete their own", async () => {
    const staff = world.db('brandStaff');
    await assertFails(getDocs(collection(staff, `auditLogs/${ids.hiddenBrand}/entries`)));
    await assertFails(getDoc(doc(staff, `auditLogs/${ids.hiddenBrand}/entries/event-3`)));
    await assertFails(
      setDoc(doc(staff, entryPath), toLite({ ...priceChange(ids.brand), via: 'forged' })),
    );
    await assertFails(deleteDoc(doc(staff, entryPath)));
    // Operator-wide staff may not either.
    await assertFails(deleteDoc(doc(world.db('admin'), entryPath)));
    await assertFails(updateDoc(doc(world.db('admin'), entryPath), { changes: [] }));
  });
});
