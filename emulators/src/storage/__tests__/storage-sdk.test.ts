import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RestDocument } from '../../rules/api.js';
import { startStorageEmulator, type StorageEmulator } from '../server.js';
import { fixtureRuleset } from './fixture-ruleset.js';

const BUCKET = 'demo-rental-space.appspot.com';
const brandDocs = new Map<string, RestDocument>();
let emulator: StorageEmulator;
const apps: FirebaseApp[] = [];

/** A Storage SDK instance in its own app, signed in as `uid` (mock token) or signed out. */
function storageFor(uid?: string | { rawToken: string }): FirebaseStorage {
  const app = initializeApp(
    { projectId: 'demo-rental-space', storageBucket: BUCKET, apiKey: 'demo-key' },
    `s${apps.length}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  const mockUserToken =
    uid === undefined ? undefined : typeof uid === 'string' ? { sub: uid } : uid.rawToken;
  connectStorageEmulator(
    storage,
    emulator.host,
    emulator.port,
    mockUserToken ? { mockUserToken } : {},
  );
  return storage;
}

/** The error code the SDK surfaced, or 'resolved'. */
async function codeOf(promise: PromiseLike<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const png = (size: number): Uint8Array => new Uint8Array(randomBytes(size));

beforeAll(async () => {
  emulator = await startStorageEmulator({
    quiet: true,
    ruleset: fixtureRuleset,
    firestore: { get: (path) => brandDocs.get(path) ?? null },
    // A stand-in compiler: the control endpoint's plumbing is what is under test here.
    compileRules: (source) => {
      if (source.includes('syntax error')) {
        throw Object.assign(new Error('bad rules'), {
          issues: [{ line: 3, column: 7, message: "mismatched input 'x'" }],
        });
      }
      return fixtureRuleset;
    },
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator.stop();
});

beforeEach(() => {
  emulator.clear();
  brandDocs.clear();
});

describe('uploads, metadata, downloads and deletes through firebase/storage', () => {
  it('uploadBytes stores the bytes with the given metadata, and getMetadata returns it', async () => {
    const storage = storageFor('alice');
    const data = png(1000);
    const fileRef = ref(storage, 'users/alice/photo 1.png');
    // Docs (Upload files, Web): "uploadBytes ... returns an UploadResult" whose metadata is the
    // object's; (Add file metadata) contentType and customMetadata given at upload are stored.
    const result = await uploadBytes(fileRef, data, {
      contentType: 'image/png',
      customMetadata: { room: '101' },
    });
    expect(result.metadata.fullPath).toBe('users/alice/photo 1.png');
    expect(result.metadata.size).toBe(1000);

    const metadata = await getMetadata(fileRef);
    expect(metadata).toMatchObject({
      bucket: BUCKET,
      fullPath: 'users/alice/photo 1.png',
      name: 'photo 1.png',
      size: 1000,
      contentType: 'image/png',
      customMetadata: { room: '101' },
    });
    expect(metadata.md5Hash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // Docs (Download files): getBytes "downloads the data at the object's location".
    expect(new Uint8Array(await getBytes(fileRef))).toEqual(data);
    // getBytes(ref, maxDownloadSizeBytes): "If set, the maximum allowed size in bytes to
    // retrieve" — sent as a Range request, answered 206 with that slice.
    expect(new Uint8Array(await getBytes(fileRef, 100))).toEqual(data.slice(0, 100));
  });

  it('uploadBytesResumable sends a 5 MB file in chunks and the stored bytes are identical', async () => {
    const storage = storageFor('alice');
    const data = png(5 * 1024 * 1024 + 123);
    const fileRef = ref(storage, 'users/alice/big.bin');
    const task = uploadBytesResumable(fileRef, data, { contentType: 'application/octet-stream' });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    // Docs (Upload files, Web): "uploadBytesResumable() ... to pause, resume, cancel and monitor
    // progress"; the task snapshot reports bytesTransferred out of totalBytes.
    const snapshot = await task;
    expect(snapshot.totalBytes).toBe(data.length);
    expect(snapshot.bytesTransferred).toBe(data.length);
    expect(snapshot.metadata.size).toBe(data.length);
    // More than one chunk was sent (the SDK's chunks start at 256 KiB).
    expect(new Set(progress).size).toBeGreaterThan(2);
    expect(Buffer.from(await getBytes(fileRef)).equals(Buffer.from(data))).toBe(true);
  });

  it('updateMetadata changes named fields, merges custom metadata and deletes keys set to null', async () => {
    const storage = storageFor('alice');
    const fileRef = ref(storage, 'users/alice/doc.png');
    await uploadBytes(fileRef, png(10), {
      contentType: 'image/png',
      customMetadata: { a: '1', b: '2' },
    });
    // Docs (Use file metadata, Web): "Only the properties specified in the metadata are updated,
    // all others are left unmodified" and "You can delete a metadata property by setting it to null".
    const updated = await updateMetadata(fileRef, {
      cacheControl: 'public,max-age=300',
      customMetadata: { b: null as unknown as string, c: '3' },
    });
    expect(updated.cacheControl).toBe('public,max-age=300');
    expect(updated.contentType).toBe('image/png');
    expect(updated.customMetadata).toEqual({ a: '1', c: '3' });
    expect((await getMetadata(fileRef)).metageneration).toBe('2');
  });

  it('getDownloadURL returns a token URL anyone can fetch; a wrong token is refused', async () => {
    const storage = storageFor('alice');
    const data = png(2048);
    const fileRef = ref(storage, 'users/alice/share.png');
    await uploadBytes(fileRef, data, { contentType: 'image/png' });
    // Docs (Download files): getDownloadURL gives a URL that downloads the file without the SDK;
    // the token in it is what grants access, not the caller's rules.
    const url = await getDownloadURL(fileRef);
    expect(url).toContain('alt=media');
    expect(url).toContain('token=');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(data))).toBe(true);

    const forged = new URL(url);
    forged.searchParams.set('token', 'not-the-token');
    expect((await fetch(forged)).status).toBe(403);
  });

  it('deleteObject removes the object; reading it afterwards is storage/object-not-found', async () => {
    const storage = storageFor('alice');
    const fileRef = ref(storage, 'users/alice/gone.png');
    await uploadBytes(fileRef, png(5), { contentType: 'image/png' });
    await deleteObject(fileRef);
    // Docs (Handle errors): storage/object-not-found "No object exists at the desired reference."
    expect(await codeOf(getMetadata(fileRef))).toBe('storage/object-not-found');
    expect(await codeOf(deleteObject(fileRef))).toBe('storage/object-not-found');
  });

  it('listAll and list return items and prefixes one level deep, with pagination', async () => {
    const storage = storageFor('alice');
    for (const name of [
      'c.png',
      'a.png',
      'b.png',
      'dir1/x.png',
      'dir2/y.png',
      'dir2/deeper/z.png',
    ]) {
      await uploadBytes(ref(storage, `public/${name}`), png(3), { contentType: 'image/png' });
    }
    // Docs (List files): "listAll() ... returns all items and prefixes" under the reference;
    // subdirectories appear as prefixes, not their nested items.
    const all = await listAll(ref(storage, 'public'));
    expect(all.items.map((item) => item.fullPath)).toEqual([
      'public/a.png',
      'public/b.png',
      'public/c.png',
    ]);
    expect(all.prefixes.map((prefix) => prefix.fullPath)).toEqual(['public/dir1', 'public/dir2']);

    // Docs (List files): list() "returns at most maxResults" and a nextPageToken for the rest.
    const first = await list(ref(storage, 'public'), { maxResults: 2 });
    expect(first.items.length + first.prefixes.length).toBe(2);
    expect(first.nextPageToken).toBeTruthy();
    const names: string[] = [...first.items, ...first.prefixes].map((item) => item.fullPath);
    let token = first.nextPageToken;
    while (token) {
      const page = await list(ref(storage, 'public'), { maxResults: 2, pageToken: token });
      names.push(
        ...page.items.map((item) => item.fullPath),
        ...page.prefixes.map((item) => item.fullPath),
      );
      token = page.nextPageToken;
    }
    expect(names.sort()).toEqual([
      'public/a.png',
      'public/b.png',
      'public/c.png',
      'public/dir1',
      'public/dir2',
    ]);
  });
});

describe('storage rules are enforced with the documented error codes', () => {
  it("denies writes to another user's folder and reads of it (storage/unauthorized)", async () => {
    const alice = storageFor('alice');
    const bob = storageFor('bob');
    await uploadBytes(ref(alice, 'users/alice/private.png'), png(10), { contentType: 'image/png' });
    // Docs (Handle errors): storage/unauthorized "User is not authorized to perform the desired
    // action, check your security rules to ensure they are correct."
    expect(await codeOf(uploadBytes(ref(bob, 'users/alice/evil.png'), png(10)))).toBe(
      'storage/unauthorized',
    );
    expect(await codeOf(getMetadata(ref(bob, 'users/alice/private.png')))).toBe(
      'storage/unauthorized',
    );
    expect(await codeOf(listAll(ref(bob, 'users/alice')))).toBe('storage/unauthorized');
    expect(await codeOf(deleteObject(ref(bob, 'users/alice/private.png')))).toBe(
      'storage/unauthorized',
    );
    expect(emulator.store.get(BUCKET, 'users/alice/evil.png')).toBeUndefined();
  });

  it('passes request.resource.size and contentType to the rules (limits deny the upload)', async () => {
    const alice = storageFor('alice');
    // Docs (Security rules, Storage): request.resource.size is "the size of the file in bytes"
    // and request.resource.contentType its content type; rules may limit both.
    expect(
      await codeOf(uploadBytes(ref(alice, 'users/alice/huge.bin'), png(6 * 1024 * 1024 + 1))),
    ).toBe('storage/unauthorized');
    expect(
      await codeOf(
        uploadBytes(ref(alice, 'public/notes.txt'), png(10), { contentType: 'text/plain' }),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await codeOf(uploadBytes(ref(alice, 'public/ok.png'), png(10), { contentType: 'image/png' })),
    ).toBe('resolved');
    // Resumable uploads are judged at finalize, on the complete object.
    expect(
      await codeOf(
        uploadBytesResumable(ref(alice, 'users/alice/huge2.bin'), png(7 * 1024 * 1024)).then(
          (snapshot) => snapshot,
        ),
      ),
    ).toBe('storage/unauthorized');
    expect(emulator.store.get(BUCKET, 'users/alice/huge2.bin')).toBeUndefined();
  });

  it('signed-out visitors are denied writes (storage/unauthorized) but may read public files', async () => {
    const alice = storageFor('alice');
    const visitor = storageFor();
    await uploadBytes(ref(alice, 'public/open.png'), png(4), { contentType: 'image/png' });
    expect(
      await codeOf(uploadBytes(ref(visitor, 'public/x.png'), png(4), { contentType: 'image/png' })),
    ).toBe('storage/unauthorized');
    expect((await getMetadata(ref(visitor, 'public/open.png'))).size).toBe(4);
  });

  it('an ID token that cannot be decoded is storage/unauthenticated', async () => {
    const broken = storageFor({ rawToken: 'not-a-jwt' });
    // Docs (Handle errors): storage/unauthenticated "User is unauthenticated, please
    // authenticate and try again." The SDK maps HTTP 401 to it.
    expect(await codeOf(getMetadata(ref(broken, 'public/open.png')))).toBe(
      'storage/unauthenticated',
    );
  });

  it('firestore.get() in rules sees the Firestore documents (cross-service rules)', async () => {
    brandDocs.set('brands/b1', {
      name: 'projects/demo-rental-space/databases/(default)/documents/brands/b1',
      fields: { ownerUid: { stringValue: 'carol' } },
    });
    const carol = storageFor('carol');
    const dave = storageFor('dave');
    // Docs (Storage rules, Firestore access): firestore.get() reads a Firestore document while
    // evaluating a Storage rule.
    expect(await codeOf(uploadBytes(ref(carol, 'brands/b1/hero.png'), png(10)))).toBe('resolved');
    expect(await codeOf(uploadBytes(ref(dave, 'brands/b1/hero.png'), png(10)))).toBe(
      'storage/unauthorized',
    );
    expect(await codeOf(uploadBytes(ref(carol, 'brands/b2/hero.png'), png(10)))).toBe(
      'storage/unauthorized',
    );
  });

  it("the denial message names the method, path and the rule's reason", async () => {
    const response = await fetch(
      `${emulator.url}/v0/b/${BUCKET}/o/${encodeURIComponent('users/alice/x.png')}`,
    );
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(403);
    expect(body.error.message).toContain('No READ permission');
    expect(body.error.message).toContain('users/alice/x.png');
    expect(body.error.message).toContain('request.auth.uid != alice');
  });
});

describe('bad input is answered with a clear 4xx and the server keeps working', () => {
  const objectUrl = (name: string) =>
    `${emulator.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`;
  const owner = { Authorization: 'Firebase owner' };

  async function errorOf(response: Response): Promise<{ status: number; message: string }> {
    const body = (await response.json()) as { error: { message: string } };
    return { status: response.status, message: body.error.message };
  }

  it('rejects malformed multipart bodies, bad JSON metadata and unknown fields', async () => {
    // Issue 3, "Bad input": each is "answered with the official error code and a clear message,
    // the server never crashes and keeps its data"; Cloud Storage answers malformed requests 400.
    const noBoundary = await fetch(objectUrl('public/a.png'), {
      method: 'POST',
      headers: {
        ...owner,
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': 'multipart/related',
      },
      body: 'x',
    });
    expect(await errorOf(noBoundary)).toEqual({
      status: 400,
      message: expect.stringContaining('boundary'),
    });

    const onePart = await fetch(objectUrl('public/a.png'), {
      method: 'POST',
      headers: {
        ...owner,
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': 'multipart/related; boundary=zz',
      },
      body: '--zz\r\nContent-Type: application/json\r\n\r\n{}\r\n--zz--',
    });
    expect(await errorOf(onePart)).toEqual({
      status: 400,
      message: expect.stringContaining('expected 2 parts'),
    });

    const badJson = await fetch(objectUrl('public/a.png'), {
      method: 'POST',
      headers: {
        ...owner,
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': 'multipart/related; boundary=zz',
      },
      body: '--zz\r\nContent-Type: application/json\r\n\r\n{"contentType": \r\n--zz\r\nContent-Type: image/png\r\n\r\nabc\r\n--zz--',
    });
    expect(await errorOf(badJson)).toEqual({
      status: 400,
      message: expect.stringContaining('Invalid JSON metadata'),
    });

    const unknownField = await fetch(`${emulator.url}/v0/b/${BUCKET}/o?name=x`, {
      method: 'POST',
      headers: {
        ...owner,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
      },
      body: JSON.stringify({ colour: 'red' }),
    });
    expect(await errorOf(unknownField)).toEqual({
      status: 400,
      message: 'Invalid metadata: unknown field "colour".',
    });

    const wrongType = await fetch(`${emulator.url}/v0/b/${BUCKET}/o?name=x`, {
      method: 'POST',
      headers: {
        ...owner,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
      },
      body: JSON.stringify({ metadata: { n: { nested: true } } }),
    });
    expect((await errorOf(wrongType)).message).toContain('custom metadata "n" must be a string');
  });

  it('rejects resumable-protocol mistakes: missing command, unknown upload, wrong offset, size mismatch', async () => {
    // Resumable upload protocol (X-Goog-Upload-*): each request names its command and the byte
    // offset it continues from; a session id that does not exist is 404.
    const noCommand = await fetch(objectUrl('public/r.bin'), {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Protocol': 'resumable' },
      body: '{}',
    });
    expect(await errorOf(noCommand)).toEqual({
      status: 400,
      message: expect.stringContaining('X-Goog-Upload-Command: start'),
    });

    const unknownUpload = await fetch(`${objectUrl('public/r.bin')}&upload_id=nope`, {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' },
      body: 'abc',
    });
    expect(unknownUpload.status).toBe(404);

    const start = await fetch(objectUrl('public/r.bin'), {
      method: 'POST',
      headers: {
        ...owner,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '6',
      },
      body: '{}',
    });
    expect(start.headers.get('x-goog-upload-status')).toBe('active');
    const uploadUrl = start.headers.get('x-goog-upload-url') ?? '';

    const missingCommand = await fetch(uploadUrl, { method: 'POST', headers: owner, body: 'abc' });
    expect((await errorOf(missingCommand)).message).toContain('Missing X-Goog-Upload-Command');
    const missingOffset = await fetch(uploadUrl, {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Command': 'upload' },
      body: 'abc',
    });
    expect((await errorOf(missingOffset)).message).toContain('Missing X-Goog-Upload-Offset');
    const bogusCommand = await fetch(uploadUrl, {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Command': 'explode' },
    });
    expect((await errorOf(bogusCommand)).message).toContain(
      'Unknown X-Goog-Upload-Command "explode"',
    );

    const chunk = await fetch(uploadUrl, {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' },
      body: 'abc',
    });
    expect(chunk.status).toBe(200);
    const wrongOffset = await fetch(uploadUrl, {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '1' },
      body: 'def',
    });
    expect((await errorOf(wrongOffset)).message).toContain('does not match the 3 bytes received');
    const query = await fetch(uploadUrl, {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Command': 'query' },
    });
    expect(query.headers.get('x-goog-upload-size-received')).toBe('3');

    // Two chunks raced for the same offset: one is taken, the other refused; the data stays whole.
    const raced = await Promise.all(
      ['x', 'y'].map((body) =>
        fetch(uploadUrl, {
          method: 'POST',
          headers: { ...owner, 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '3' },
          body,
        }),
      ),
    );
    // Refused before reading (offset no longer matches, 400) or after (409), depending on timing.
    const [taken, refused] = raced.map((response) => response.status).sort();
    expect(taken).toBe(200);
    expect([400, 409]).toContain(refused);
    const afterRace = await fetch(uploadUrl, {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Command': 'query' },
    });
    expect(afterRace.headers.get('x-goog-upload-size-received')).toBe('4');

    const tooShort = await fetch(uploadUrl, {
      method: 'POST',
      headers: {
        ...owner,
        'X-Goog-Upload-Command': 'upload, finalize',
        'X-Goog-Upload-Offset': '4',
      },
      body: 'd',
    });
    expect(tooShort.headers.get('x-goog-upload-status')).toBe('final');
    expect((await errorOf(tooShort)).message).toContain('does not match the declared 6 bytes');
    expect(emulator.store.get(BUCKET, 'public/r.bin')).toBeUndefined();
  });

  it('refuses objects over the size limit with 413 and keeps serving', async () => {
    // Issue 3, "Bad input": oversized input gets a clear error, never a crash.
    const small = await startStorageEmulator({
      quiet: true,
      ruleset: fixtureRuleset,
      maxUploadBytes: 1024,
    });
    try {
      const big = await fetch(`${small.url}/v0/b/${BUCKET}/o?name=public%2Fbig.png`, {
        method: 'POST',
        headers: { ...owner, 'Content-Type': 'image/png' },
        body: new Uint8Array(4096),
      });
      expect(await errorOf(big)).toEqual({
        status: 413,
        message: expect.stringContaining('limit of 1024 bytes'),
      });
      const declared = await fetch(`${small.url}/v0/b/${BUCKET}/o?name=public%2Fbig.png`, {
        method: 'POST',
        headers: {
          ...owner,
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'X-Goog-Upload-Header-Content-Length': '4096',
        },
        body: '{}',
      });
      expect(declared.status).toBe(413);
      const fine = await fetch(`${small.url}/v0/b/${BUCKET}/o?name=public%2Fsmall.png`, {
        method: 'POST',
        headers: { ...owner, 'Content-Type': 'image/png' },
        body: new Uint8Array(10),
      });
      expect(fine.status).toBe(200);
    } finally {
      await small.stop();
    }
  });

  it('rejects bad paths, bad list parameters and unsupported protocols', async () => {
    // Firebase Storage list: "maxResults ... must be between 1 and 1000"; the prefix must be empty
    // or end with "/" (official emulator); a token that cannot be decoded is 401.
    expect(
      (await fetch(`${emulator.url}/v0/b/${BUCKET}/o/%E0%A4%A`, { headers: owner })).status,
    ).toBe(400);
    expect(
      (await fetch(`${emulator.url}/v0/b/${BUCKET}/o?prefix=public`, { headers: owner })).status,
    ).toBe(400);
    expect(
      (await fetch(`${emulator.url}/v0/b/${BUCKET}/o?maxResults=0`, { headers: owner })).status,
    ).toBe(400);
    expect(
      (await fetch(`${emulator.url}/v0/b/${BUCKET}/o?maxResults=abc`, { headers: owner })).status,
    ).toBe(400);
    expect(
      (await fetch(`${emulator.url}/v0/b/${BUCKET}/o?pageToken=%21%21`, { headers: owner })).status,
    ).toBe(400);
    const weird = await fetch(objectUrl('public/a.png'), {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Protocol': 'carrier-pigeon' },
      body: 'x',
    });
    expect((await errorOf(weird)).message).toContain('Unsupported X-Goog-Upload-Protocol');
    expect(
      (
        await fetch(`${emulator.url}/v0/b/${BUCKET}/o?name=`, {
          method: 'POST',
          headers: owner,
          body: 'x',
        })
      ).status,
    ).toBe(400);
    expect((await fetch(`${emulator.url}/nowhere`)).status).toBe(404);
    const badAuth = await fetch(`${emulator.url}/v0/b/${BUCKET}/o/x`, {
      headers: { Authorization: 'Basic abc' },
    });
    expect(badAuth.status).toBe(401);

    // After all of that the server still serves a normal upload.
    const storage = storageFor('alice');
    expect(await codeOf(uploadBytes(ref(storage, 'users/alice/still-fine.png'), png(3)))).toBe(
      'resolved',
    );
  });
});

describe('request preconditions', () => {
  it('ifGenerationMatch / ifMetagenerationMatch answer 412 when they do not hold', async () => {
    const owner = { Authorization: 'Firebase owner' };
    const url = (extra: string) => `${emulator.url}/v0/b/${BUCKET}/o?name=public%2Fp.png&${extra}`;
    // Cloud Storage docs (Request preconditions): "ifGenerationMatch=0 ... the request succeeds
    // only if there are no live objects"; a failed precondition is HTTP 412 Precondition Failed.
    expect(
      (await fetch(url('ifGenerationMatch=0'), { method: 'POST', headers: owner, body: 'a' }))
        .status,
    ).toBe(200);
    expect(
      (await fetch(url('ifGenerationMatch=0'), { method: 'POST', headers: owner, body: 'b' }))
        .status,
    ).toBe(412);
    const generation = emulator.store.get(BUCKET, 'public/p.png')?.generation ?? '';
    expect(
      (
        await fetch(url(`ifGenerationMatch=${generation}`), {
          method: 'POST',
          headers: owner,
          body: 'c',
        })
      ).status,
    ).toBe(200);
    const object = `${emulator.url}/v0/b/${BUCKET}/o/public%2Fp.png`;
    expect((await fetch(`${object}?ifMetagenerationMatch=7`, { headers: owner })).status).toBe(412);
    expect((await fetch(`${object}?ifMetagenerationMatch=1`, { headers: owner })).status).toBe(200);
    expect((await fetch(`${object}?ifGenerationMatch=x`, { headers: owner })).status).toBe(400);
    expect(
      (await fetch(`${object}?ifGenerationMatch=1`, { method: 'DELETE', headers: owner })).status,
    ).toBe(412);
    expect(emulator.store.get(BUCKET, 'public/p.png')).toBeDefined();
  });
});

describe('control endpoints', () => {
  it('PUT /internal/setRules loads rules; malformed rules get 400 with line:column and the old rules stay', async () => {
    // The official Storage emulator's control endpoint, as @firebase/rules-unit-testing calls it.
    const ok = await fetch(`${emulator.url}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: 'rules' }] } }),
    });
    expect(ok.status).toBe(200);
    const bad = await fetch(`${emulator.url}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: { files: [{ name: 'storage.rules', content: 'syntax error' }] },
      }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain(
      "3:7 mismatched input 'x'",
    );
    const notJson = await fetch(`${emulator.url}/internal/setRules`, { method: 'PUT', body: '{' });
    expect(notJson.status).toBe(400);
    const noFiles = await fetch(`${emulator.url}/internal/setRules`, {
      method: 'PUT',
      body: '{"rules":{}}',
    });
    expect(noFiles.status).toBe(400);
    // The previous rules still apply.
    expect(
      await codeOf(uploadBytes(ref(storageFor('alice'), 'users/alice/after.png'), png(3))),
    ).toBe('resolved');
  });

  it('POST /internal/reset deletes every object', async () => {
    // The official Storage emulator's reset endpoint.
    await uploadBytes(ref(storageFor('alice'), 'users/alice/one.png'), png(3));
    expect(emulator.store.all()).toHaveLength(1);
    expect((await fetch(`${emulator.url}/internal/reset`, { method: 'POST' })).status).toBe(200);
    expect(emulator.store.all()).toHaveLength(0);
  });

  it('answers CORS preflights with the upload headers exposed', async () => {
    // The web SDK reads X-Goog-Upload-URL/-Status across origins, so they must be exposed (Fetch spec).
    const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-upload-protocol',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization,x-goog-upload-protocol',
    );
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Goog-Upload-URL');
  });
});
