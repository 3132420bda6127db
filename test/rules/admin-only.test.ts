/**
 * Collections no visitor or user may touch: devices and routeRules (operator-wide staff only),
 * adminGrants (operator-wide staff read, no client writes). Brand staff are refused (issue 29).
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
import { describeMatrix, nobody, operatorOnly } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, asUpdate, toLite } from './support/values';
import { adminGrant, device, paths, routeRule } from './support/world';

describe('devices', () => {
  const world = useWorld();
  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.device)), allowed: operatorOnly },
    list: { run: (db) => getDocs(collection(db, 'devices')), allowed: operatorOnly },
    create: {
      run: (db) => setDoc(doc(db, 'devices/device-2'), asCreated(device())),
      allowed: operatorOnly,
    },
    update: {
      run: (db) => updateDoc(doc(db, paths.device), asUpdate({ status: 'maintenance' })),
      allowed: operatorOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.device)), allowed: operatorOnly },
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
    get: { run: (db) => getDoc(doc(db, paths.routeRule)), allowed: operatorOnly },
    list: { run: (db) => getDocs(collection(db, 'routeRules')), allowed: operatorOnly },
    create: {
      run: (db) => setDoc(doc(db, 'routeRules/rule-2'), asCreated(routeRule())),
      allowed: operatorOnly,
    },
    update: {
      run: (db) => updateDoc(doc(db, paths.routeRule), asUpdate({ enabled: false })),
      allowed: operatorOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.routeRule)), allowed: operatorOnly },
  });
  it('accepts exact and prefix sources, internal and https targets, every redirect status', async () => {
    const admin = world.db('admin');
    const accepted = [
      { from: '/campaign/*', to: '/sakura-storage' },
      { from: '/', to: '/sakura-storage' },
      { from: '/recruit', to: 'https://example.com/recruit?x=1#y' },
      { from: '/administrator', to: '/' },
      { to: '/' },
      ...[301, 302, 307, 308].map((status) => ({ status })),
    ];
    // A fresh id each: a second set() on one id would be an update.
    for (const [index, patch] of accepted.entries()) {
      await assertSucceeds(
        setDoc(doc(admin, `routeRules/r${index}`), asCreated({ ...routeRule(), ...patch })),
      );
    }
  });
  it.each([
    ['a javascript: target', { to: 'javascript:alert(1)' }],
    ['a protocol-relative target', { to: '//evil.example/x' }],
    ['a backslash target', { to: '/\\evil.example' }],
    ['an http target', { to: 'http://example.com' }],
    ['an https target with credentials', { to: 'https://user:pw@example.com' }],
    ['a target with spaces', { to: '/a b' }],
    ['a target equal to the source', { to: '/old-campaign' }],
    ['a source without a slash', { from: 'old-campaign' }],
    ['a source with a trailing slash', { from: '/old-campaign/' }],
    ['a source starting with //', { from: '//old' }],
    ['a * inside the source', { from: '/a/*/b' }],
    ['the catch-all source /*', { from: '/*' }],
    ['a source with a query', { from: '/a?x=1' }],
    ['a source in the admin area (never fires)', { from: '/admin/*' }],
    ['the admin area itself', { from: '/admin' }],
    ['a source under /api (never fires)', { from: '/api/route-rule' }],
    ['status 200', { status: 200 }],
    ['a string status', { status: '301' }],
    ['enabled as a string', { enabled: 'true' }],
    ['an extra field', { note: 'x' }],
  ])('refuses %s', async (_label, patch) => {
    const admin = world.db('admin');
    await assertFails(setDoc(doc(admin, 'routeRules/r'), asCreated({ ...routeRule(), ...patch })));
  });
  it('admin writes take their times from the server clock', async () => {
    const admin = world.db('admin');
    await assertFails(setDoc(doc(admin, 'routeRules/r'), toLite(routeRule(), ['updatedAt'])));
    await assertFails(
      updateDoc(
        doc(admin, paths.routeRule),
        toLite({ updatedAt: new Date('2020-01-01T00:00:00Z') }),
      ),
    );
  });
});

describe('adminGrants', () => {
  const world = useWorld();
  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.adminGrant)), allowed: operatorOnly },
    list: { run: (db) => getDocs(collection(db, 'adminGrants')), allowed: operatorOnly },
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
    for (const role of ['signedOut', 'user', 'admin', 'brandStaff'] as const) {
      await assertFails(getDoc(doc(world.db(role), 'secrets/x')));
      await assertFails(setDoc(doc(world.db(role), 'users/x'), { isAdmin: true }));
      await assertFails(setDoc(doc(world.db(role), `${paths.brand}/staffNotes/x`), { text: 'x' }));
      // grantAdmin's roster: whoever could write it could open the bootstrap again.
      await assertFails(getDoc(doc(world.db(role), 'adminRoster/current')));
      await assertFails(setDoc(doc(world.db(role), 'adminRoster/current'), { uids: [] }));
    }
  });
});
