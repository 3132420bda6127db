/**
 * passwordResetRequests/{id} and passwordResetLimits/{addressKey} (docs/mail.md, "Password
 * reset"): written by the passwordReset API and its trigger with the admin SDK only. No client
 * reads them — they name addresses that may or may not have an account — and no client writes
 * them, admins included: a written request would make the trigger mail a reset link.
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
import { beforeEach, describe } from 'vitest';
import { describeMatrix, nobody } from './support/matrix';
import { useWorld } from './support/use-world';

const requestPath = 'passwordResetRequests/req1';
const limitPath = `passwordResetLimits/${'a'.repeat(64)}`;
const at = new Date('2026-11-01T00:00:00Z');

describe('passwordResetRequests', () => {
  const world = useWorld();
  beforeEach(async () => {
    await world.seedDocs({
      [requestPath]: {
        email: 'alice@example.com',
        brandId: 'sorakura',
        createdAt: at,
        expireAt: at,
      },
    });
  });

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, requestPath)), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, 'passwordResetRequests')), allowed: nobody },
    create: {
      run: (db) =>
        setDoc(doc(db, 'passwordResetRequests/req2'), {
          email: 'victim@example.com',
          brandId: 'sorakura',
          createdAt: at,
        }),
      allowed: nobody,
    },
    update: {
      run: (db) => updateDoc(doc(db, requestPath), { email: 'other@example.com' }),
      allowed: nobody,
    },
    delete: { run: (db) => deleteDoc(doc(db, requestPath)), allowed: nobody },
  });
});

describe('passwordResetLimits', () => {
  const world = useWorld();
  beforeEach(async () => {
    await world.seedDocs({ [limitPath]: { recent: [at], expireAt: at } });
  });

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, limitPath)), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, 'passwordResetLimits')), allowed: nobody },
    create: {
      run: (db) => setDoc(doc(db, `passwordResetLimits/${'b'.repeat(64)}`), { recent: [] }),
      allowed: nobody,
    },
    // Clearing one's own limit would lift it.
    update: { run: (db) => updateDoc(doc(db, limitPath), { recent: [] }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, limitPath)), allowed: nobody },
  });
});
