/**
 * Self-test of the rules-test harness (test/harness/rules-test-env.ts) with its own small rules,
 * so it checks the harness, not the project's rules. Runs against whichever emulators the
 * `rules` project's globalSetup provides (offline by default, official under emulators:exec).
 */
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  createRulesTestEnv,
  type RulesTestEnvironment,
} from '../harness/rules-test-env.js';

const FIRESTORE_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow read: if request.auth != null;
      allow create: if request.auth != null && request.resource.data.owner == request.auth.uid;
    }
    match /staff/{id} {
      allow read: if request.auth != null && request.auth.token.isAdmin == true;
    }
  }
}
`;

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{file} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
  }
}
`;

const bytes = new Uint8Array([1, 2, 3]);
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnv({ firestoreRules: FIRESTORE_RULES, storageRules: STORAGE_RULES });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await Promise.all([env.clearFirestore(), env.clearStorage()]);
});

describe('rules-test harness', () => {
  it('gives signed-out and signed-in Firestore contexts the rules tell apart', async () => {
    await env.seed(async ({ firestore }) => {
      await firestore.doc('notes/n1').set({ owner: 'alice', text: 'hi' });
    });
    await assertFails(getDoc(doc(env.unauthenticated().firestore, 'notes/n1')));
    const snapshot = await assertSucceeds(
      getDoc(doc(env.authenticated('alice').firestore, 'notes/n1')),
    );
    expect(snapshot.data()).toEqual({ owner: 'alice', text: 'hi' });
    await assertSucceeds(
      setDoc(doc(env.authenticated('bob').firestore, 'notes/n2'), { owner: 'bob' }),
    );
    await assertFails(
      setDoc(doc(env.authenticated('bob').firestore, 'notes/n3'), { owner: 'alice' }),
    );
  });

  it('puts custom claims into request.auth.token', async () => {
    await env.seed(async ({ firestore }) => {
      await firestore.doc('staff/s1').set({ name: 'x' });
    });
    await assertSucceeds(
      getDoc(doc(env.authenticated('boss', { isAdmin: true }).firestore, 'staff/s1')),
    );
    await assertFails(getDoc(doc(env.authenticated('boss').firestore, 'staff/s1')));
    await assertFails(
      getDoc(doc(env.authenticated('boss', { isAdmin: 'yes' }).firestore, 'staff/s1')),
    );
  });

  it('seeds Storage with rules disabled, then the rules apply again', async () => {
    await env.seed(async ({ storage }) => {
      // Nobody may write under /public by these rules; seeding still can.
      await uploadBytes(ref(storage, 'public/seeded.bin'), bytes);
      await uploadBytes(ref(storage, 'users/alice/a.bin'), bytes);
    });
    await assertFails(uploadBytes(ref(env.unauthenticated().storage, 'public/other.bin'), bytes));
    await assertFails(getBytes(ref(env.authenticated('bob').storage, 'users/alice/a.bin')));
    const data = await assertSucceeds(
      getBytes(ref(env.authenticated('alice').storage, 'users/alice/a.bin')),
    );
    expect(new Uint8Array(data)).toEqual(bytes);
  });

  it('clearFirestore and clearStorage remove the data', async () => {
    await env.seed(async ({ firestore, storage }) => {
      await firestore.doc('notes/n1').set({ owner: 'alice' });
      await uploadBytes(ref(storage, 'users/alice/a.bin'), bytes);
    });
    await Promise.all([env.clearFirestore(), env.clearStorage()]);
    const alice = env.authenticated('alice');
    expect((await getDoc(doc(alice.firestore, 'notes/n1'))).exists()).toBe(false);
    await expect(getBytes(ref(alice.storage, 'users/alice/a.bin'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('a new environment reloads its own rules, so rules never leak between test files', async () => {
    const open = await createRulesTestEnv({
      firestoreRules: FIRESTORE_RULES.replace(
        'allow read: if request.auth != null;',
        'allow read: if true;',
      ),
      storageRules: STORAGE_RULES,
    });
    try {
      await assertSucceeds(getDoc(doc(open.unauthenticated().firestore, 'notes/n1')));
    } finally {
      await open.cleanup();
    }
    const strict = await createRulesTestEnv({
      firestoreRules: FIRESTORE_RULES,
      storageRules: STORAGE_RULES,
    });
    try {
      await assertFails(getDoc(doc(strict.unauthenticated().firestore, 'notes/n1')));
    } finally {
      await strict.cleanup();
    }
  });
});
