/**
 * Storage rules read the Cloud Firestore of their bucket's project (firestore.get/exists,
 * https://firebase.google.com/docs/storage/security/rules-conditions): a bucket named after a
 * project (`{project}.appspot.com`, `{project}.firebasestorage.app`) reads that project's
 * documents — in process and over HTTP alike — and any other bucket the emulator's own project's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../firestore/server.js';
import { compileRules } from '../../rules/index.js';
import { projectOfBucket } from '../bucket-project.js';
import { startStorageEmulator } from '../server.js';
import { buildUploadedObject } from '../stored-object.js';

const denyAll = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if false; } } }`;
// Readable when the bucket's project has open/{name} (the object's name).
const storageRules = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{name} {
      allow get: if firestore.exists(/databases/(default)/documents/open/$(name))
        && firestore.get(/databases/(default)/documents/open/$(name)).data.ok == true;
    }
  }
}`;

describe('projectOfBucket', () => {
  it("names a default bucket's project, and falls back for any other bucket", () => {
    expect(projectOfBucket('demo-a.appspot.com', 'home')).toBe('demo-a');
    expect(projectOfBucket('demo-b.firebasestorage.app', 'home')).toBe('demo-b');
    expect(projectOfBucket('my-archive', 'home')).toBe('home');
    expect(projectOfBucket('appspot.com', 'home')).toBe('home');
  });
});

describe("firestore.get() reads the bucket's project", () => {
  let firestore: FirestoreEmulator;
  beforeAll(async () => {
    firestore = await startFirestoreEmulator({ rulesSource: denyAll, log: () => undefined });
    // open/a only in demo-a, open/b only in demo-home (the emulator's own project).
    for (const [project, name] of [
      ['demo-a', 'a'],
      ['demo-home', 'b'],
    ] as const) {
      const response = await fetch(
        `${firestore.url}/v1/projects/${project}/databases/(default)/documents:commit`,
        {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            writes: [
              {
                update: {
                  name: `projects/${project}/databases/(default)/documents/open/${name}`,
                  fields: { ok: { booleanValue: true } },
                },
              },
            ],
          }),
        },
      );
      expect(response.status).toBe(200);
    }
  });
  afterAll(() => firestore.stop());

  const cases = async (url: string, upload: (bucket: string, name: string) => Promise<void>) => {
    for (const bucket of ['demo-a.appspot.com', 'demo-home.appspot.com', 'other-bucket'])
      for (const name of ['a', 'b']) await upload(bucket, name);
    const status = async (bucket: string, name: string) =>
      (await fetch(`${url}/v0/b/${bucket}/o/${name}`)).status;
    expect(await status('demo-a.appspot.com', 'a')).toBe(200);
    expect(await status('demo-a.appspot.com', 'b')).toBe(403);
    expect(await status('demo-home.appspot.com', 'b')).toBe(200);
    expect(await status('demo-home.appspot.com', 'a')).toBe(403);
    // Not a project's default bucket: the emulator's own project.
    expect(await status('other-bucket', 'b')).toBe(200);
    expect(await status('other-bucket', 'a')).toBe(403);
  };

  for (const via of ['in process', 'over HTTP'] as const) {
    it(via, async () => {
      const storage = await startStorageEmulator({
        quiet: true,
        compileRules,
        projectId: 'demo-home',
        ruleset: compileRules(storageRules),
        ...(via === 'in process'
          ? { firestore: firestore.lookupFor }
          : { firestoreHost: `${firestore.host}:${firestore.port}` }),
      });
      try {
        await cases(storage.url, async (bucket, name) => {
          storage.store.put(
            buildUploadedObject({
              bucket,
              name,
              data: Buffer.from('x'),
              metadata: {},
              fallbackContentType: 'text/plain',
              previous: undefined,
              now: new Date(),
            }),
          );
        });
      } finally {
        await storage.stop();
      }
    });
  }
});
