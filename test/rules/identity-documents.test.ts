/**
 * 本人確認書類 once submitted (issue 19, item 14): storage.rules look the application up in
 * Firestore (firestore.exists) and keep its document read-only to the customer; staff keep it.
 */
import {
  deleteObject,
  getBytes,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploadIdentityDocument } from '@/features/applications/api/upload-identity-document';
import type { RulesTestContext } from '../harness/types';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, ownerAndAdmin } from './support/matrix';
import { useWorld } from './support/use-world';
import { application, ids, paths, uids } from './support/world';

const applicationId = 'IdDocApplication0001';
const documentPath = `users/${uids.alice}/identity/${ids.brand}/${applicationId}.png`;
// A PNG's signature, then filler: the upload checks the first bytes (issue 19, item 3).
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number) => {
  const bytes = new Uint8Array(Math.max(size, pngSignature.length));
  bytes.set(pngSignature);
  return new Blob([bytes], { type: 'image/png' });
};
const send = (storage: FirebaseStorage, size = 64) =>
  uploadIdentityDocument(storage, {
    uid: uids.alice,
    brandId: ids.brand,
    applicationId,
    file: png(size),
  });

describe('identity documents (users/{uid}/identity/{brandId}/{applicationId}.{ext})', () => {
  const world = useWorld();
  beforeEach(async () => {
    await world.env().clearStorage();
  });
  const submit = (status = 'submitted') =>
    world.seedDocs({
      [`${paths.brand}/applications/${applicationId}`]: application(
        uids.alice,
        ids.reservedSpace,
        status,
        applicationId,
      ),
    });

  it('the customer may replace and delete the document until the application exists', async () => {
    const own = world.as('user').storage;
    expect(await assertSucceeds(send(own))).toBe(documentPath);
    await assertSucceeds(send(own, 128));
    await assertSucceeds(deleteObject(ref(own, documentPath)));
    await assertSucceeds(send(own));
  });

  for (const status of ['submitted', 'contracted', 'cancelled']) {
    it(`once the application is ${status}, the customer can read it but not overwrite, delete or add another`, async () => {
      const own = world.as('user').storage;
      await assertSucceeds(send(own));
      await submit(status);
      await assertFails(send(own, 128));
      await assertFails(deleteObject(ref(own, documentPath)));
      await assertFails(
        uploadBytes(ref(own, documentPath.replace(/png$/, 'pdf')), new Uint8Array(8), {
          contentType: 'application/pdf',
        }),
      );
      expect((await assertSucceeds(getBytes(ref(own, documentPath)))).byteLength).toBe(64);
    });
  }

  it('staff keep managing a submitted document, but open it only through the server (the view is recorded)', async () => {
    await assertSucceeds(send(world.as('user').storage));
    await submit();
    const admin = world.as('admin').storage;
    await assertFails(getBytes(ref(admin, documentPath)));
    await assertFails(getBytes(ref(world.as('brandStaff').storage, documentPath)));
    await assertSucceeds(send(admin, 256));
    await assertSucceeds(deleteObject(ref(admin, documentPath)));
  });

  it("another user cannot write in the customer's identity folder; other shapes are refused", async () => {
    await assertFails(send(world.as('otherUser').storage));
    const own = world.as('user').storage;
    for (const name of [
      `users/${uids.alice}/identity/${applicationId}.png`,
      `users/${uids.alice}/identity/${ids.brand}/x/${applicationId}.png`,
    ]) {
      await assertFails(
        uploadBytes(ref(own, name), new Uint8Array(8), { contentType: 'image/png' }),
      );
    }
    // Other uploads in the customer's own folder are unaffected.
    await assertSucceeds(
      uploadBytes(ref(own, `users/${uids.alice}/a.png`), new Uint8Array(8), {
        contentType: 'image/png',
      }),
    );
  });

  // Brand staff (issue 29): the brand's staff like operator-wide staff; another brand's staff
  // like any other signed-in user. The application is submitted, so the customer only reads.
  describe('role × operation on a submitted document', () => {
    beforeEach(async () => {
      await world.env().seed(async ({ storage }) => {
        await uploadBytes(ref(storage, documentPath), png(64), { contentType: 'image/png' });
      });
      await submit();
    });
    const storageOf = (ctx: RulesTestContext): FirebaseStorage => ctx.storage;
    const otherDocument = `users/${uids.alice}/identity/${ids.brand}/IdDocApplication0002.png`;
    describeMatrix(
      world,
      {
        // Staff open it through GET /api/admin/identityDocument, which records the view.
        get: { run: (s) => getBytes(ref(s, documentPath)), allowed: ['user'] },
        list: {
          run: (s) => listAll(ref(s, `users/${uids.alice}/identity/${ids.brand}`)),
          allowed: ownerAndAdmin,
        },
        // A document for an application not made yet: still open to its customer.
        create: {
          run: (s) => uploadBytes(ref(s, otherDocument), png(64), { contentType: 'image/png' }),
          allowed: ownerAndAdmin,
        },
        update: {
          run: (s) => uploadBytes(ref(s, documentPath), png(128), { contentType: 'image/png' }),
          allowed: adminOnly,
        },
        delete: { run: (s) => deleteObject(ref(s, documentPath)), allowed: adminOnly },
      },
      storageOf,
    );
  });
});
