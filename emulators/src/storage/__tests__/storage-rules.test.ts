import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getMetadata,
  getStorage,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RestDocument } from '../../rules/api.js';
import { compileRules } from '../../rules/index.js';
import { startStorageEmulator, type StorageEmulator } from '../server.js';

// Storage rules in the documented language, compiled by the project's rules engine.
const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /avatars/{uid}/{file} {
      allow read: if request.auth != null;
      allow list: if request.auth != null;
      allow create, update: if request.auth.uid == uid
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*')
        && request.resource.metadata.kind == 'avatar';
      allow delete: if request.auth.uid == uid;
    }
    match /brands/{brandId}/{allPaths=**} {
      allow read: if true;
      allow write: if request.auth != null
        && firestore.get(/databases/(default)/documents/brands/$(brandId)).data.ownerUid == request.auth.uid;
    }
    match /locked/{file} {
      allow update: if resource.metadata.get('locked', 'no') != 'yes';
      allow create: if request.auth != null;
      allow read: if firestore.exists(/databases/(default)/documents/open/$(file));
    }
  }
}
`;

const BUCKET = 'demo-rental-space.appspot.com';
const docs = new Map<string, RestDocument>();
let emulator: StorageEmulator;
const apps: FirebaseApp[] = [];

function storageFor(uid?: string): FirebaseStorage {
  const app = initializeApp(
    { projectId: 'demo-rental-space', storageBucket: BUCKET },
    `r${apps.length}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(
    storage,
    emulator.host,
    emulator.port,
    uid ? { mockUserToken: { sub: uid } } : {},
  );
  return storage;
}

async function codeOf(promise: PromiseLike<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const bytes = (size: number): Uint8Array => new Uint8Array(size).fill(7);
const brandDoc = (id: string, ownerUid: string): RestDocument => ({
  name: `projects/demo-rental-space/databases/(default)/documents/brands/${id}`,
  fields: { ownerUid: { stringValue: ownerUid } },
});

beforeAll(async () => {
  emulator = await startStorageEmulator({
    quiet: true,
    compileRules,
    firestore: { get: (path) => docs.get(path) ?? null },
  });
  emulator.setRules(RULES);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator.stop();
});
beforeEach(() => {
  emulator.clear();
  docs.clear();
});

describe('storage.rules evaluated by the rules engine', () => {
  it('request.resource.size, contentType and metadata decide creates', async () => {
    const ann = storageFor('ann');
    const avatar = ref(ann, 'avatars/ann/me.png');
    // Docs (Storage security rules, request.resource): size, contentType and metadata of the
    // object being written are available for validation.
    expect(
      await codeOf(
        uploadBytes(avatar, bytes(10), {
          contentType: 'image/png',
          customMetadata: { kind: 'avatar' },
        }),
      ),
    ).toBe('resolved');
    expect(
      await codeOf(
        uploadBytes(avatar, bytes(10), {
          contentType: 'text/plain',
          customMetadata: { kind: 'avatar' },
        }),
      ),
    ).toBe('storage/unauthorized');
    expect(await codeOf(uploadBytes(avatar, bytes(10), { contentType: 'image/png' }))).toBe(
      'storage/unauthorized',
    );
    expect(
      await codeOf(
        uploadBytesResumable(avatar, bytes(1024 * 1024 + 1), {
          contentType: 'image/png',
          customMetadata: { kind: 'avatar' },
        }).then((snapshot) => snapshot),
      ),
    ).toBe('storage/unauthorized');
    // The 10-byte avatar is still the one stored.
    expect((await getMetadata(avatar)).size).toBe(10);
  });

  it('request.auth.uid must match the path variable for writes; signed-in users read', async () => {
    const ann = storageFor('ann');
    const ben = storageFor('ben');
    await uploadBytes(ref(ann, 'avatars/ann/me.png'), bytes(5), {
      contentType: 'image/png',
      customMetadata: { kind: 'avatar' },
    });
    expect(
      await codeOf(
        uploadBytes(ref(ben, 'avatars/ann/x.png'), bytes(5), {
          contentType: 'image/png',
          customMetadata: { kind: 'avatar' },
        }),
      ),
    ).toBe('storage/unauthorized');
    expect(await codeOf(deleteObject(ref(ben, 'avatars/ann/me.png')))).toBe('storage/unauthorized');
    expect(Buffer.from(await getBytes(ref(ben, 'avatars/ann/me.png'))).length).toBe(5);
    expect(await codeOf(getBytes(ref(storageFor(), 'avatars/ann/me.png')))).toBe(
      'storage/unauthorized',
    );
    // Docs: "list" is a separate read method; listing is judged on the listed prefix.
    expect((await listAll(ref(ben, 'avatars/ann'))).items.map((item) => item.name)).toEqual([
      'me.png',
    ]);
    expect(await codeOf(listAll(ref(storageFor(), 'avatars/ann')))).toBe('storage/unauthorized');
  });

  it('firestore.get() and firestore.exists() read the Firestore documents', async () => {
    docs.set('brands/b1', brandDoc('b1', 'owner-1'));
    // Docs (Storage rules, "Firestore access"): firestore.get() returns the document, and rules
    // can compare its fields with request.auth.
    expect(
      await codeOf(uploadBytes(ref(storageFor('owner-1'), 'brands/b1/logo.png'), bytes(3))),
    ).toBe('resolved');
    expect(
      await codeOf(uploadBytes(ref(storageFor('someone'), 'brands/b1/logo.png'), bytes(3))),
    ).toBe('storage/unauthorized');
    // A missing document: the field access errors and the rule denies.
    expect(
      await codeOf(uploadBytes(ref(storageFor('owner-1'), 'brands/b2/logo.png'), bytes(3))),
    ).toBe('storage/unauthorized');

    await uploadBytes(ref(storageFor('x'), 'locked/f.txt'), bytes(3));
    expect(await codeOf(getBytes(ref(storageFor('x'), 'locked/f.txt')))).toBe(
      'storage/unauthorized',
    );
    docs.set('open/f.txt', {
      name: 'projects/demo-rental-space/databases/(default)/documents/open/f.txt',
      fields: {},
    });
    expect(await codeOf(getBytes(ref(storageFor('x'), 'locked/f.txt')))).toBe('resolved');
  });

  it('updates see the stored object as resource', async () => {
    const x = storageFor('x');
    const file = ref(x, 'locked/g.txt');
    await uploadBytes(file, bytes(3));
    // Docs: resource is the existing object's metadata; an update is judged against it.
    expect(await codeOf(updateMetadata(file, { customMetadata: { locked: 'yes' } }))).toBe(
      'resolved',
    );
    expect(await codeOf(updateMetadata(file, { customMetadata: { note: 'hi' } }))).toBe(
      'storage/unauthorized',
    );
    // Overwriting an existing object is an update too.
    expect(await codeOf(uploadBytes(file, bytes(4)))).toBe('storage/unauthorized');
  });

  it('a list without the / delimiter reaches every depth, so only a recursive match grants it', async () => {
    // Rules are not filters (https://firebase.google.com/docs/rules/rules-and-auth, and the
    // Firestore "queries are all or nothing"): without delimiter=/ the listing returns
    // avatars/ann/old/x.png too, which no allow of /avatars/{uid}/{file} covers.
    const owner = { Authorization: 'Firebase owner' };
    for (const name of ['avatars/ann/me.png', 'avatars/ann/old/x.png', 'brands/b1/a/b.png']) {
      const upload = await fetch(
        `${emulator.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`,
        { method: 'POST', headers: { ...owner, 'Content-Type': 'image/png' }, body: 'x' },
      );
      expect(upload.status).toBe(200);
    }
    const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${encode({ alg: 'none' })}.${encode({ sub: 'ben', user_id: 'ben' })}.`;
    const list = (prefix: string, delimiter?: string) =>
      fetch(
        `${emulator.url}/v0/b/${BUCKET}/o?prefix=${encodeURIComponent(prefix)}` +
          (delimiter ? `&delimiter=${encodeURIComponent(delimiter)}` : ''),
        { headers: { Authorization: `Firebase ${token}` } },
      );
    expect((await list('avatars/ann/', '/')).status).toBe(200);
    const deep = await list('avatars/ann/');
    expect(deep.status).toBe(403);
    expect(((await deep.json()) as { error: { message: string } }).error.message).toContain(
      'No LIST permission',
    );
    // /brands/{brandId}/{allPaths=**} covers every depth below brands/b1/.
    const brands = await list('brands/b1/');
    expect(brands.status).toBe(200);
    expect(((await brands.json()) as { items: { name: string }[] }).items).toHaveLength(1);
  });

  it("the denial message carries the engine's reason with the rule's line", async () => {
    const response = await fetch(
      `${emulator.url}/v0/b/${BUCKET}/o/${encodeURIComponent('avatars/ann/me.png')}`,
    );
    expect(response.status).toBe(403);
    const message = ((await response.json()) as { error: { message: string } }).error.message;
    expect(message).toContain('No READ permission');
    expect(message).toMatch(/line \d+|:\d+/);
  });
});
