/** Cloud Storage: brand images public-read and admin-write; a user's uploads private to them and staff. */
import { identityDocumentContentMessage } from '@/lib/model/identity-document';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  IdentityDocumentError,
  identityDocumentPathFor,
  uploadIdentityDocument,
} from '@/features/applications/api/upload-identity-document';
import type { RulesTestContext } from '../harness/types';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, everyone, ownerAndOperator } from './support/matrix';
import { useWorld } from './support/use-world';
import { ids, uids } from './support/world';

const MiB = 1024 * 1024;
const brandHero = `brands/${ids.brand}/hero.png`;
const aliceDocument = `users/${uids.alice}/identity.pdf`;
const png = (size = 64) => new Uint8Array(size).fill(0x89);
const storageOf = (ctx: RulesTestContext): FirebaseStorage => ctx.storage;

const upload = (storage: FirebaseStorage, path: string, contentType: string, size = 64) =>
  uploadBytes(ref(storage, path), png(size), { contentType });

describe('storage', () => {
  const world = useWorld({ withBaseline: false });
  beforeEach(async () => {
    await world.env().clearStorage();
    await world.env().seed(async ({ storage }) => {
      await upload(storage, brandHero, 'image/png');
      await upload(storage, aliceDocument, 'application/pdf');
    });
  });

  describe('brand images (brands/{brandId}/**)', () => {
    describeMatrix(
      world,
      {
        get: { run: (s) => getBytes(ref(s, brandHero)), allowed: everyone },
        // Listing would reveal the ids of unpublished brands: staff only.
        list: { run: (s) => listAll(ref(s, `brands/${ids.brand}`)), allowed: adminOnly },
        create: {
          run: (s) => upload(s, `brands/${ids.brand}/assets/A-001/1.webp`, 'image/webp'),
          allowed: adminOnly,
        },
        update: { run: (s) => upload(s, brandHero, 'image/png', 128), allowed: adminOnly },
        delete: { run: (s) => deleteObject(ref(s, brandHero)), allowed: adminOnly },
      },
      storageOf,
    );

    it('accepts jpeg, png, webp and avif only', async () => {
      const admin = world.as('admin').storage;
      for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
        await assertSucceeds(upload(admin, `brands/${ids.brand}/x.${type.split('/')[1]}`, type));
      }
      for (const type of [
        'image/svg+xml',
        'image/gif',
        'text/html',
        'application/pdf',
        'application/octet-stream',
      ]) {
        await assertFails(upload(admin, `brands/${ids.brand}/x.bin`, type));
      }
    });
    it('caps the size at 5 MiB', async () => {
      const admin = world.as('admin').storage;
      await assertSucceeds(upload(admin, `brands/${ids.brand}/big.jpg`, 'image/jpeg', 5 * MiB));
      await assertFails(
        upload(admin, `brands/${ids.brand}/too-big.jpg`, 'image/jpeg', 5 * MiB + 1),
      );
    });
    it('metadata of brand images is public', async () => {
      await assertSucceeds(getMetadata(ref(world.as('signedOut').storage, brandHero)));
    });
    it('nobody but staff lists brands/ or a brand folder', async () => {
      for (const role of ['signedOut', 'user'] as const) {
        const storage = world.as(role).storage;
        await assertFails(listAll(ref(storage, 'brands')));
        await assertFails(listAll(ref(storage, `brands/${ids.brand}/assets`)));
        await assertSucceeds(getBytes(ref(storage, brandHero)));
      }
      await assertSucceeds(listAll(ref(world.as('admin').storage, `brands/${ids.brand}`)));
    });
  });

  describe("a user's uploads (users/{uid}/**)", () => {
    // Outside identity/{brandId}/ a user's files belong to no brand: the operator's staff only.
    describeMatrix(
      world,
      {
        get: { run: (s) => getBytes(ref(s, aliceDocument)), allowed: ownerAndOperator },
        list: { run: (s) => listAll(ref(s, `users/${uids.alice}`)), allowed: ownerAndOperator },
        create: {
          run: (s) => upload(s, `users/${uids.alice}/license.jpg`, 'image/jpeg'),
          allowed: ownerAndOperator,
        },
        update: {
          run: (s) => upload(s, aliceDocument, 'application/pdf', 256),
          allowed: ownerAndOperator,
        },
        delete: { run: (s) => deleteObject(ref(s, aliceDocument)), allowed: ownerAndOperator },
      },
      storageOf,
    );

    it('accepts images and PDF only', async () => {
      const own = world.as('user').storage;
      await assertSucceeds(upload(own, `users/${uids.alice}/a.png`, 'image/png'));
      await assertSucceeds(upload(own, `users/${uids.alice}/a.pdf`, 'application/pdf'));
      await assertFails(upload(own, `users/${uids.alice}/a.html`, 'text/html'));
      await assertFails(upload(own, `users/${uids.alice}/a.zip`, 'application/zip'));
    });
    it("the name's extension must agree with the content type, and be one the site writes", async () => {
      const own = world.as('user').storage;
      const folder = `users/${uids.alice}/identity/${ids.brand}`;
      for (const [ext, type] of [
        ['jpg', 'image/jpeg'],
        ['jpeg', 'image/jpeg'],
        ['png', 'image/png'],
        ['webp', 'image/webp'],
        ['avif', 'image/avif'],
        ['pdf', 'application/pdf'],
      ] as const) {
        await assertSucceeds(upload(own, `${folder}/ok.${ext}`, type));
      }
      for (const [name, type] of [
        ['evil.html', 'image/png'],
        ['evil.svg', 'image/png'],
        ['evil.png.html', 'image/png'],
        ['evil', 'image/png'],
        ['a.png', 'application/pdf'],
        ['a.pdf', 'image/png'],
        ['a.jpg', 'image/png'],
        ['a.webp', 'image/avif'],
        ['a.PNG', 'image/png'],
        ['a.gif', 'image/gif'],
        ['a.svg', 'image/svg+xml'],
      ] as const) {
        await assertFails(upload(own, `${folder}/${name}`, type));
      }
      // Staff are held to the same pairs in a user's folder.
      await assertFails(upload(world.as('admin').storage, `${folder}/evil.html`, 'image/png'));
    });
    it("uploadIdentityDocument (the app's upload) names the object after the application, with progress", async () => {
      const own = world.as('user').storage;
      const applicationId = 'AbCdEfGhIjKlMnOpQrSt';
      const bytes = png(300 * 1024);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const file = new Blob([bytes], { type: 'image/png' });
      const progress: number[] = [];
      const path = await assertSucceeds(
        uploadIdentityDocument(own, {
          uid: uids.alice,
          brandId: ids.brand,
          applicationId,
          file,
          onProgress: (p) => progress.push(p.bytesTransferred / p.totalBytes),
        }),
      );
      expect(path).toBe(`users/${uids.alice}/identity/${ids.brand}/${applicationId}.png`);
      expect(progress.at(-1)).toBe(1);
      expect((await getMetadata(ref(own, path))).contentType).toBe('image/png');
      // Another user cannot put one in alice's folder with it.
      await assertFails(
        uploadIdentityDocument(world.as('otherUser').storage, {
          uid: uids.alice,
          brandId: ids.brand,
          applicationId,
          file,
        }),
      );
    });
    it('uploadIdentityDocument refuses other types and files over 10 MB before sending anything', async () => {
      const own = world.as('user').storage;
      const applicationId = 'AbCdEfGhIjKlMnOpQrSt';
      const html = new Blob(['<script>'], { type: 'text/html' });
      await expect(
        uploadIdentityDocument(own, {
          uid: uids.alice,
          brandId: ids.brand,
          applicationId,
          file: html,
        }),
      ).rejects.toThrow(new IdentityDocumentError(identityDocumentContentMessage));
      // A text file named and typed as a PNG: its first bytes say otherwise.
      const fake = new Blob(['just text, not an image'], { type: 'image/png' });
      await expect(
        uploadIdentityDocument(own, {
          uid: uids.alice,
          brandId: ids.brand,
          applicationId,
          file: fake,
        }),
      ).rejects.toThrow(new IdentityDocumentError(identityDocumentContentMessage));
      const big = new Blob([new Uint8Array(10 * MiB + 1)], { type: 'application/pdf' });
      await expect(
        uploadIdentityDocument(own, {
          uid: uids.alice,
          brandId: ids.brand,
          applicationId,
          file: big,
        }),
      ).rejects.toThrow('本人確認書類のファイルサイズは10MB以下にしてください');
      await expect(
        getMetadata(ref(own, `users/${uids.alice}/identity/${ids.brand}/${applicationId}.pdf`)),
      ).rejects.toMatchObject({ code: 'storage/object-not-found' });
      expect(
        identityDocumentPathFor(uids.alice, ids.brand, applicationId, { type: 'image/jpeg' }),
      ).toBe(`users/${uids.alice}/identity/${ids.brand}/${applicationId}.jpg`);
      expect(() =>
        identityDocumentPathFor(uids.alice, ids.brand, applicationId, { type: 'image/gif' }),
      ).toThrow(IdentityDocumentError);
    });
    it('caps the size at 10 MiB', async () => {
      const own = world.as('user').storage;
      await assertSucceeds(
        upload(own, `users/${uids.alice}/scan.pdf`, 'application/pdf', 10 * MiB),
      );
      await assertFails(
        upload(own, `users/${uids.alice}/scan2.pdf`, 'application/pdf', 10 * MiB + 1),
      );
    });
    it("another user's folder is closed, also for writing", async () => {
      await assertFails(
        upload(world.as('otherUser').storage, `users/${uids.alice}/planted.png`, 'image/png'),
      );
      await assertFails(getMetadata(ref(world.as('otherUser').storage, aliceDocument)));
    });
    it('a stored file cannot be turned into another type through its metadata', async () => {
      const own = world.as('user').storage;
      await assertFails(updateMetadata(ref(own, aliceDocument), { contentType: 'text/html' }));
      await assertFails(
        updateMetadata(ref(world.as('admin').storage, brandHero), { contentType: 'image/svg+xml' }),
      );
      await assertSucceeds(
        updateMetadata(ref(own, aliceDocument), { customMetadata: { label: '本人確認書類' } }),
      );
    });
  });

  describe('everything else', () => {
    it('is denied to everyone, admins included', async () => {
      for (const role of ['signedOut', 'user', 'admin'] as const) {
        const storage = world.as(role).storage;
        await assertFails(upload(storage, 'public/x.png', 'image/png'));
        await assertFails(upload(storage, 'x.png', 'image/png'));
      }
    });
    it('nobody but staff lists every user folder', async () => {
      await assertFails(listAll(ref(world.as('signedOut').storage, 'users')));
      await assertFails(listAll(ref(world.as('user').storage, 'users')));
    });
  });
});
