/**
 * Collections no visitor or user may touch: devices (admin only), adminGrants (admins read, no
 * client writes) and routeRules (no client at all).
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, nobody } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, asUpdate, toLite } from './support/values';
import { adminGrant, device, paths, routeRule } from './support/world';

describe('devices', () => {
  const world = useWorld();
  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.device)), allowed: adminOnly },
    list: { run: (db) => getDocs(collection(db, 'devices')), allowed: adminOnly },
    create: {
      run: (db) => setDoc(doc(db, 'devices/device-2'), asCreated(device())),
      allowed: adminOnly,
    },
    update: {
      run: (db) => updateDoc(doc(db, paths.device), asUpdate({ status: 'maintenance' })),
      allowed: adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.device)), allowed: adminOnly },
  });
  it('validates device fields', async () => {
    const admin = world.db('admin');
    await assertFails(
      setDoc(doc(admin, 'devices/d'), asCreated({ ...device(), batteryLevel: 101 })),
    );
    await assertFails(setDoc(doc(admin, 'devices/d'), asCreated({ ...device(), kind: 'robot' })));
    await assertFails(setDoc(doc(admin, 'devices/d'), asCreated({ ...device(), secretKey: 'x' })));
    await assertSucceeds(
      setDoc(
        doc(admin, 'devices/d'),
        asCreated({ ...device(), batteryLevel: null, lastSeenAt: null }),
      ),
    );
  });
  it('admin writes take their times from the server clock', async () => {
    const admin = world.db('admin');
    await assertFails(setDoc(doc(admin, 'devices/device-2'), toLite(device(), ['updatedAt'])));
    await assertFails(
      updateDoc(doc(admin, paths.device), toLite({ updatedAt: new Date('2020-01-01T00:00:00Z') })),
    );
  });
});

describe('routeRules', () => {
  const world = useWorld();
  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.routeRule)), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, 'routeRules')), allowed: nobody },
    create: {
      run: (db) => setDoc(doc(db, 'routeRules/rule-2'), asCreated(routeRule())),
      allowed: nobody,
    },
    update: {
      run: (db) => updateDoc(doc(db, paths.routeRule), asUpdate({ enabled: false })),
      allowed: nobody,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.routeRule)), allowed: nobody },
  });
});

describe('adminGrants', () => {
  const world = useWorld();
  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.adminGrant)), allowed: adminOnly },
    list: { run: (db) => getDocs(collection(db, 'adminGrants')), allowed: adminOnly },
    create: {
      run: (db) => setDoc(doc(db, 'adminGrants/grant-2'), toLite(adminGrant(), ['createdAt'])),
      allowed: nobody,
    },
    update: {
      run: (db) => updateDoc(doc(db, paths.adminGrant), toLite({ action: 'remove' })),
      allowed: nobody,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.adminGrant)), allowed: nobody },
  });
});

describe('anything outside the model', () => {
  const world = useWorld();
  it('is denied to everyone, admins included (deny by default)', async () => {
    for (const role of ['signedOut', 'user', 'admin'] as const) {
      await assertFails(getDoc(doc(world.db(role), 'secrets/x')));
      await assertFails(setDoc(doc(world.db(role), 'users/x'), { isAdmin: true }));
      await assertFails(setDoc(doc(world.db(role), `${paths.brand}/staffNotes/x`), { text: 'x' }));
      // grantAdmin's roster: whoever could write it could open the bootstrap again.
      await assertFails(getDoc(doc(world.db(role), 'adminRoster/current')));
      await assertFails(setDoc(doc(world.db(role), 'adminRoster/current'), { uids: [] }));
    }
  });
});
