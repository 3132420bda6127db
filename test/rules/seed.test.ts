/**
 * The demo data and its seeder (scripts/seed): minimums and consistency of the data, validation
 * against the model's zod schemas, idempotency (seed twice → exactly the same documents), and
 * what a signed-out visitor, the demo user and the demo admin see through the lite SDK and the
 * real rules afterwards.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { getBytes, listAll, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { brandIdSchema } from '../../src/lib/model/brand-id';
import { brandSchema } from '../../src/lib/model/brand';
import { applicationHistoryEntries, applicationStatuses } from '../../src/lib/model/application';
import { billStatuses } from '#shared/model/bill.js';
import { requestStatuses } from '../../src/lib/model/request-status';
import { assetNumberPattern } from '../../src/lib/model/asset-number';
import type { Asset } from '../../src/lib/model/asset';
import { spaceStatuses, spaceTypes } from '../../src/lib/model/space';
import type { Space } from '../../src/lib/model/space';
import { summarizePlans } from '../../src/lib/model/summarize-plans';
import { demoAssets } from '../../scripts/seed/data/assets';
import { demoBrands } from '../../scripts/seed/data/brands';
import {
  demoApplicationCounters,
  demoApplications,
  demoBills,
  demoMembers,
  demoSpaces,
} from '../../scripts/seed/data/occupancy';
import { demoContacts, demoViewingRequests } from '../../scripts/seed/data/requests';
import { demoDocuments } from '../../scripts/seed/demo-documents';
import type { DemoDocument } from '../../scripts/seed/demo-documents';
import { demoIds } from '../../scripts/seed/demo-ids';
import {
  scaleAssetCount,
  scaleBrandDocuments,
  scaleBrandId,
  scaleSpacesPerAsset,
} from '../../scripts/seed/data/scale-brand';
import { demoImages, imagesDir } from '../../scripts/seed/demo-images';
import { emulatorAdminFirestore } from '../../scripts/seed/emulator-admin-firestore';
import { encodePng } from '../../scripts/seed/image-gen/encode-png';
import { seedDemoData } from '../../scripts/seed/index';
import { validateDemoDocuments } from '../../scripts/seed/validate-demo-documents';
import { assertFails, assertSucceeds, createRulesTestEnv } from '../harness/rules-test-env';
import type { RulesTestEnvironment } from '../harness/rules-test-env';

const projectId = 'demo-rental-space';
const documents = demoDocuments();
/** Each asset document's plans next to the summary of the space documents under it. */
function plansAgainstSpaces(docs: readonly DemoDocument[]) {
  const spacesOf = new Map<string, Space[]>();
  for (const d of docs.filter((x) => x.collection === 'spaces')) {
    const assetPath = d.path.split('/').slice(0, 4).join('/');
    spacesOf.set(assetPath, [...(spacesOf.get(assetPath) ?? []), d.data as Space]);
  }
  return docs
    .filter((d) => d.collection === 'assets')
    .map((d) => ({
      path: d.path,
      asset: d.data as Asset,
      expected: summarizePlans(spacesOf.get(d.path) ?? []),
    }));
}
const countBy = <T>(items: readonly T[], key: (t: T) => string) =>
  items.reduce<Record<string, number>>((m, t) => ({ ...m, [key(t)]: (m[key(t)] ?? 0) + 1 }), {});

describe('demo data (before seeding)', () => {
  it('records nothing as made, changed, paid or decided after now, on any day it is seeded', () => {
    // The demo is dated against today (demo-clock.ts): a record stamped later today would sort
    // before one a test makes now (a newer enquiry listed second). Checked as of several days
    // by `node scripts/as-of.mjs --days=… npx vitest run --project rules test/rules/seed.test.ts`.
    const now = Date.now();
    const late: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (value instanceof Date) {
        if (value.getTime() > now) late.push(`${where} ${value.toISOString()}`);
      } else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          // 公開日 of a scheduled notice is the one instant meant to lie ahead.
          if (key !== 'publishedAt') visit(inner, `${where}.${key}`);
        }
      }
    };
    for (const document of documents) visit(document.data, document.path);
    expect(late).toEqual([]);
  });

  it('meets the minimums: 3+ brands of different kinds, 15+ assets in several prefectures, 150+ spaces', () => {
    const published = demoBrands.filter((b) => b.data.published);
    expect(published.length).toBeGreaterThanOrEqual(3);
    expect(new Set(published.map((b) => b.data.kind)).size).toBeGreaterThanOrEqual(3);
    expect(demoAssets.length).toBeGreaterThanOrEqual(15);
    expect(new Set(demoAssets.map((a) => a.data.prefecture)).size).toBeGreaterThanOrEqual(6);
    expect(demoSpaces.length).toBeGreaterThanOrEqual(150);
  });

  it('has every state of spaces, applications, bills, contacts and viewing requests', () => {
    // `held` is 空き待ち's offer, which only the server makes for a waiting customer
    // (docs/waitlist.md); the demo has no line waiting, so no space is held.
    expect(Object.keys(countBy(demoSpaces, (s) => s.data.status)).sort()).toEqual(
      spaceStatuses.filter((status) => status !== 'held').sort(),
    );
    expect(Object.keys(countBy(demoApplications, (a) => a.data.status)).sort()).toEqual(
      [...applicationStatuses].sort(),
    );
    expect(Object.keys(countBy(demoBills, (b) => b.data.status)).sort()).toEqual(
      [...billStatuses].sort(),
    );
    expect(Object.keys(countBy(demoContacts, (c) => c.data.status)).sort()).toEqual(
      [...requestStatuses].sort(),
    );
    expect(Object.keys(countBy(demoViewingRequests, (c) => c.data.status)).sort()).toEqual(
      [...requestStatuses].sort(),
    );
  });

  it('has unpublished content next to the published: a brand, assets, FAQs and お知らせ', () => {
    expect(demoBrands.some((b) => !b.data.published)).toBe(true);
    expect(
      demoAssets.some(
        (a) => !a.data.published && demoBrands.find((b) => b.id === a.brandId)?.data.published,
      ),
    ).toBe(true);
    const unpublished = documents.filter(
      (d) => 'published' in d.data && d.data.published === false,
    );
    expect(new Set(unpublished.map((d) => d.collection))).toEqual(
      new Set(['brands', 'assets', 'faqs', 'notices', 'brandNotices', 'assetSearch']),
    );
  });

  it('passes the model schemas, and brand ids are valid and not reserved', () => {
    for (const d of documents) {
      const result = d.schema.safeParse(d.data);
      expect(result.success, `${d.path}: ${result.error?.message ?? ''}`).toBe(true);
    }
    for (const b of demoBrands) expect(brandIdSchema.safeParse(b.id).success, b.id).toBe(true);
  });

  it('gives every asset the plan summary of its spaces and no last move', () => {
    const assets = plansAgainstSpaces(documents);
    expect(assets).toHaveLength(demoAssets.length);
    for (const { path, asset, expected } of assets) {
      expect(asset.plans, path).toEqual(expected);
      expect(Object.keys(asset.plans).length, path).toBeGreaterThan(0);
      expect(asset.lastSpaceMove, path).toBeNull();
    }
    // The counts add up to the spaces: every space is in exactly one plan.
    const plans = assets.flatMap((a) => Object.values(a.asset.plans));
    expect(plans.reduce((n, p) => n + p.total, 0)).toBe(demoSpaces.length);
    expect(plans.reduce((n, p) => n + p.available, 0)).toBe(
      demoSpaces.filter((s) => s.data.status === 'available').length,
    );
  });

  // Two 40 MB JSON strings (the determinism check) take seconds on a loaded machine.
  it(
    'generates the scale brand: 300 valid assets × 40 spaces, varied, summarised, deterministic and not in the demo',
    { timeout: 120_000 },
    () => {
      const scale = scaleBrandDocuments();
      // the brand; per asset: the asset, its spaces and its search document
      expect(validateDemoDocuments(scale)).toHaveLength(
        1 + scaleAssetCount * (2 + scaleSpacesPerAsset),
      );
      expect(JSON.stringify(scaleBrandDocuments())).toBe(JSON.stringify(scale));
      expect(documents.some((d) => d.path.startsWith(`brands/${scaleBrandId}`))).toBe(false);
      expect(brandIdSchema.safeParse(scaleBrandId).success).toBe(true);

      const assets = plansAgainstSpaces(scale);
      expect(assets).toHaveLength(scaleAssetCount);
      expect(assets[0]?.path).toBe(`brands/${scaleBrandId}/assets/ST-0001`);
      for (const { path, asset, expected } of assets) {
        expect(asset.assetNumber, path).toMatch(assetNumberPattern);
        expect(path.endsWith(`/${asset.assetNumber}`), path).toBe(true);
        expect(asset.published, path).toBe(true);
        expect(asset.plans, path).toEqual(expected);
        expect(
          Object.values(asset.plans).reduce((n, p) => n + p.total, 0),
          path,
        ).toBe(scaleSpacesPerAsset);
      }
      const spaces = scale.filter((d) => d.collection === 'spaces').map((d) => d.data as Space);
      expect(new Set(assets.map((a) => a.asset.prefecture)).size).toBeGreaterThanOrEqual(8);
      expect(new Set(assets.map((a) => a.asset.city)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(spaces.map((s) => s.type))).toEqual(new Set(spaceTypes));
      expect(new Set(spaces.map((s) => s.monthlyFee)).size).toBeGreaterThanOrEqual(20);
      expect(new Set(spaces.map((s) => s.size.areaM2)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(spaces.map((s) => s.status))).toEqual(
        new Set(['available', 'occupied', 'unavailable']),
      );
      const free = assets.map((a) =>
        Object.values(a.asset.plans).reduce((n, p) => n + p.available, 0),
      );
      expect(free.filter((n) => n === 0).length).toBeGreaterThan(0);
      expect(new Set(free).size).toBeGreaterThanOrEqual(5);
    },
  );

  it('places assets in Japan, near where their prefecture is', () => {
    const lat: Record<string, [number, number]> = {
      東京都: [35.5, 35.9],
      神奈川県: [35.1, 35.7],
      埼玉県: [35.7, 36.3],
      千葉県: [34.9, 36.1],
      大阪府: [34.2, 35.1],
      愛知県: [34.6, 35.5],
      福岡県: [33.0, 34.0],
    };
    for (const a of demoAssets) {
      const range = lat[a.data.prefecture];
      expect(range, `${a.id} ${a.data.prefecture}`).toBeDefined();
      expect(a.data.location.latitude).toBeGreaterThanOrEqual(range![0]);
      expect(a.data.location.latitude).toBeLessThanOrEqual(range![1]);
      expect(a.data.location.longitude).toBeGreaterThan(129);
      expect(a.data.location.longitude).toBeLessThan(141);
      expect(a.data.stations.length).toBeGreaterThan(0);
    }
  });

  it('prices spaces within the ranges of each kind', () => {
    for (const s of demoSpaces) {
      const fee = s.data.monthlyFee;
      if (s.data.type === 'indoor') expect(fee, s.id).toBeGreaterThanOrEqual(3000);
      if (s.data.type === 'indoor') expect(fee, s.id).toBeLessThanOrEqual(25000);
      if (s.data.type === 'bike') expect([fee >= 8000, fee <= 20000]).toEqual([true, true]);
      if (s.data.type === 'container') expect([fee >= 15000, fee <= 40000]).toEqual([true, true]);
    }
  });

  it('is consistent: holders, applications, bills and members point at each other', () => {
    const applications = new Map(demoApplications.map((a) => [`${a.brandId}/${a.id}`, a]));
    const spaces = new Set(demoSpaces.map((s) => `${s.brandId}/${s.assetId}/${s.id}`));
    for (const a of demoApplications)
      expect(spaces.has(`${a.brandId}/${a.data.assetId}/${a.data.spaceId}`), a.id).toBe(true);
    for (const s of demoSpaces.filter(
      (x) => x.data.status === 'reserved' || x.data.status === 'occupied',
    )) {
      const a = applications.get(`${s.brandId}/${s.data.applicationId ?? ''}`);
      expect(a, `${s.brandId}/${s.assetId}/${s.id}`).toBeDefined();
      expect([a!.data.uid, a!.data.spaceId, a!.data.assetId]).toEqual([
        s.data.reservedBy,
        s.id,
        s.assetId,
      ]);
      expect(a!.data.status).toBe(
        s.data.status === 'occupied'
          ? 'contracted'
          : a!.data.status === 'approved'
            ? 'approved'
            : 'submitted',
      );
    }
    for (const b of demoBills) {
      const a = applications.get(`${b.brandId}/${b.data.applicationId}`);
      expect(a?.data.uid, b.id).toBe(b.data.uid);
      expect(b.id).toBe(`${b.data.applicationId}_${b.data.period}`);
    }
    const members = new Set(demoMembers.map((m) => `${m.brandId}/${m.id}`));
    for (const a of demoApplications)
      expect(members.has(`${a.brandId}/${a.data.uid}`), a.id).toBe(true);
  });

  it("records every application's history, counts open applications per user and brand, and has a 解約 request and a staff note", () => {
    const submitted = countBy(
      demoApplications.filter((a) => a.data.status === 'submitted'),
      (a) => `${a.brandId}/${a.data.uid}`,
    );
    expect(
      Object.fromEntries(demoApplicationCounters.map((c) => [`${c.brandId}/${c.id}`, c.data.open])),
    ).toEqual(submitted);
    for (const c of demoApplicationCounters) {
      expect(c.data.open).toBeLessThanOrEqual(3);
      const last = demoApplications.find(
        (a) => a.brandId === c.brandId && a.id === c.data.lastApplicationId,
      );
      expect(last?.data.uid, c.id).toBe(c.id);
    }
    for (const a of demoApplications) {
      const entries = applicationHistoryEntries(a.data.history);
      expect(entries[0], a.id).toMatchObject({ by: a.data.uid, at: a.data.createdAt, from: null });
      expect(entries.at(-1)!.to, a.id).toBe(a.data.status);
      expect(+entries.at(-1)!.at, a.id).toBeLessThanOrEqual(+a.data.updatedAt);
      expect(
        entries.map((e) => +e.at),
        a.id,
      ).toEqual(entries.map((e) => +e.at).sort((x, y) => x - y));
    }
    const terminations = demoApplications.filter((a) => a.data.terminationRequest !== null);
    expect(terminations.map((a) => a.data.status)).toEqual(['contracted']);
    expect(demoContacts.filter((c) => c.data.staffNote !== undefined)).toHaveLength(1);
    const withDocument = demoApplications.filter((a) => a.data.identityDocumentPath !== null);
    expect(new Set(withDocument.map((a) => a.data.uid))).toEqual(
      new Set([demoIds.accounts.user, demoIds.accounts.user2]),
    );
    const uploaded = new Set(demoImages().map((i) => i.storagePath));
    for (const a of withDocument) expect(uploaded.has(a.data.identityDocumentPath!)).toBe(true);
  });

  it('draws the spaces of each floor of an asset on its plan without overlaps, clear of the central lane', () => {
    // A building's floors share the plan (the unit map shows one floor at a time).
    const byAsset = new Map<string, typeof demoSpaces>();
    for (const s of demoSpaces) {
      const key = `${s.brandId}/${s.assetId} floor ${s.data.floor}`;
      byAsset.set(key, [...(byAsset.get(key) ?? []), s]);
    }
    expect(
      new Set(
        demoSpaces
          .filter((s) => s.brandId === 'sorakura' && s.assetId === 'SK-101')
          .map((s) => s.data.floor),
      ),
    ).toEqual(new Set([1, 2, 3]));
    for (const [asset, spaces] of byAsset) {
      const boxes = spaces.map((s) => s.data.layout!);
      for (const b of boxes) {
        expect(b.x + b.w, asset).toBeLessThanOrEqual(100);
        expect(b.y + b.h <= 42 || b.y >= 58, `${asset} lane`).toBe(true);
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          expect(overlap, `${asset}: ${JSON.stringify(a)} × ${JSON.stringify(b)}`).toBe(false);
        }
      }
    }
  });

  it('gives the demo user units, a pending application and bills', () => {
    const mine = demoApplications.filter((a) => a.data.uid === demoIds.accounts.user);
    expect(new Set(mine.map((a) => a.data.status))).toEqual(
      new Set(['contracted', 'submitted', 'cancelled']),
    );
    expect(
      demoBills.filter(
        (b) => b.data.uid === demoIds.accounts.user && b.brandId === demoIds.publishedBrand,
      ).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      demoMembers.some(
        (m) => m.brandId === demoIds.publishedBrand && m.id === demoIds.accounts.user,
      ),
    ).toBe(true);
  });

  it('ships every image as a small PNG', () => {
    for (const file of new Set(demoImages().map((i) => i.file))) {
      const bytes = readFileSync(join(imagesDir, file));
      expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
      expect(bytes.length, file).toBeLessThan(40 * 1024);
    }
  });

  it('regenerates byte-identical images (the committed files are what the generator draws)', () => {
    const logos = demoImages().filter((i) => i.file.startsWith('logo-'));
    expect(logos.length).toBe(demoBrands.length);
    for (const image of logos)
      expect(
        image
          .draw()
          .toPng()
          .equals(readFileSync(join(imagesDir, image.file))),
        image.file,
      ).toBe(true);
  });

  it('encodes a valid PNG: header, chunk CRCs and pixel data round-trip', () => {
    const rgb = new Uint8Array(3 * 2 * 2).map((_, i) => (i * 37) % 256);
    const png = encodePng(2, 2, rgb);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([2, 2, 8, 2]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe(2 * (1 + 6));
    // Undo the per-row filters (0 None, 1 Sub, 2 Up) and compare with the input.
    const out = new Uint8Array(12);
    for (let y = 0; y < 2; y++) {
      const filter = raw[y * 7]!;
      for (let x = 0; x < 6; x++) {
        const v = raw[y * 7 + 1 + x]!;
        const left = x >= 3 ? out[y * 6 + x - 3]! : 0;
        const up = y > 0 ? out[(y - 1) * 6 + x]! : 0;
        out[y * 6 + x] = (v + (filter === 1 ? left : filter === 2 ? up : 0)) & 0xff;
      }
    }
    expect(out).toEqual(rgb);
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow('encodePng: expected 12 bytes, got 5');
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow('encodePng: invalid size 0×2');
  });

  it('refuses a bad document with its path and the zod issue, before writing', () => {
    const brand = documents.find((d) => d.collection === 'brands')!;
    const bad: DemoDocument = { ...brand, data: { ...brand.data, themeColor: 'blue' } };
    expect(() => validateDemoDocuments([bad])).toThrow(
      `${brand.path}: themeColor: テーマカラーは「#1a2b3c」の形式で入力してください`,
    );
    expect(() => validateDemoDocuments([brand, brand])).toThrow(
      `${brand.path}: the demo data writes this document twice`,
    );
    expect(brandSchema.safeParse(bad.data).success).toBe(false);
  });
});

// Seeding writes ~900 documents and ~70 objects twice; generous on a 2-core machine shared by many.
describe('seedDemoData against the emulators', { timeout: 300_000 }, () => {
  let env: RulesTestEnvironment;
  const options = () => ({
    projectId,
    firestoreHost: inject('firestoreEmulatorHost'),
    storageHost: inject('storageEmulatorHost'),
  });

  /** Every document in the database, path → JSON of its data. */
  async function snapshot(): Promise<Map<string, string>> {
    const { db, close } = emulatorAdminFirestore(projectId, options().firestoreHost);
    try {
      const groups = new Set(documents.map((d) => d.path.split('/').at(-2)!));
      const all = new Map<string, string>();
      for (const group of groups) {
        for (const d of (await db.collectionGroup(group).get()).docs)
          all.set(d.ref.path, JSON.stringify(d.data()));
      }
      return all;
    } finally {
      await close();
    }
  }

  beforeAll(async () => {
    env = await createRulesTestEnv({ projectId });
    await env.clearFirestore();
    await env.clearStorage();
  });
  afterAll(async () => {
    await env.clearFirestore();
    await env.clearStorage();
    await env.cleanup();
  });

  it('rejects a malformed emulator address with a clear error', async () => {
    await expect(seedDemoData({ ...options(), firestoreHost: 'localhost' })).rejects.toThrow(
      'seed: firestoreHost must be host:port (e.g. 127.0.0.1:8080), got "localhost"',
    );
  });

  it('is idempotent: a second run leaves exactly the same documents, and restores edited ones', async () => {
    const first = await seedDemoData(options());
    expect(first.documents).toBe(documents.length);
    expect(first.images).toBe(demoImages().length);
    const afterFirst = await snapshot();
    expect(afterFirst.size).toBe(documents.length);

    // Someone played with the demo: reseeding puts the document back exactly (set, not merge).
    const { db, close } = emulatorAdminFirestore(projectId, options().firestoreHost);
    const s = demoIds.availableSpace;
    await db
      .doc(`brands/${s.brandId}/assets/${s.assetId}/spaces/${s.spaceId}`)
      .update({ status: 'unavailable', note: 'テスト' });
    await close();

    const second = await seedDemoData(options());
    expect(second.documents).toBe(first.documents);
    const afterSecond = await snapshot();
    expect(afterSecond.size).toBe(afterFirst.size);
    expect([...afterSecond.entries()].sort()).toEqual([...afterFirst.entries()].sort());
  });

  it('satisfies firestore.rules too: an admin can save a document of every collection back', async () => {
    const admin = env.authenticated(demoIds.accounts.admin, { isAdmin: true }).firestore;
    const byCollection = new Map<string, DemoDocument[]>();
    for (const d of documents)
      byCollection.set(d.collection, [...(byCollection.get(d.collection) ?? []), d]);
    for (const [name, list] of byCollection) {
      // A kept 版 of the terms is never changed, by anyone (test/rules/terms-versions.test.ts).
      if (name === 'termsVersions') continue;
      // A 受付番号's claim is never changed either (test/rules/application-references.test.ts).
      if (name === 'applicationReferences') continue;
      for (const d of new Set([list[0]!, list.at(-1)!])) {
        // The staff directory and names are written by grantAdmin only: nobody saves them.
        if (name === 'staff' || name === 'staffNames') {
          await assertSucceeds(getDoc(doc(admin, d.path)));
          await assertFails(updateDoc(doc(admin, d.path), { updatedAt: serverTimestamp() }));
          continue;
        }
        await assertSucceeds(updateDoc(doc(admin, d.path), { updatedAt: serverTimestamp() }));
      }
    }
    expect(byCollection.size).toBe(24);
    await seedDemoData(options());
  });

  it('shows a signed-out visitor only the published brands and assets', async () => {
    const visitor = env.unauthenticated().firestore;
    const brands = await getDocs(
      query(collection(visitor, 'brands'), where('published', '==', true)),
    );
    expect(brands.docs.map((d) => d.id).sort()).toEqual(
      demoBrands
        .filter((b) => b.data.published)
        .map((b) => b.id)
        .sort(),
    );
    expect(brands.docs.map((d) => d.id)).not.toContain(demoIds.unpublishedBrand);
    await assertFails(getDoc(doc(visitor, 'brands', demoIds.unpublishedBrand)));

    const b = demoIds.publishedBrand;
    const assets = await getDocs(
      query(collection(visitor, 'brands', b, 'assets'), where('published', '==', true)),
    );
    const expected = demoAssets.filter((a) => a.brandId === b && a.data.published).map((a) => a.id);
    expect(assets.docs.map((d) => d.id).sort()).toEqual(expected.sort());
    expect(assets.docs[0]?.get('location').latitude).toBeTypeOf('number');
    await assertFails(
      getDoc(doc(visitor, 'brands', b, 'assets', demoIds.unpublishedAsset.assetId)),
    );

    const a = demoIds.publishedAsset;
    const spaces = await getDocs(
      collection(visitor, 'brands', a.brandId, 'assets', a.assetId, 'spaces'),
    );
    expect(spaces.size).toBe(
      demoSpaces.filter((x) => x.brandId === a.brandId && x.assetId === a.assetId).length,
    );
    const terms = await getDoc(doc(visitor, 'brands', b, 'pages', 'terms'));
    expect(terms.get('body')).toContain('利用規約');
  });

  it('serves the uploaded photos to a visitor', async () => {
    const asset = demoAssets.find(
      (x) =>
        x.brandId === demoIds.publishedAsset.brandId && x.id === demoIds.publishedAsset.assetId,
    )!;
    const path = asset.data.imagePaths[0]!;
    const bytes = await getBytes(ref(env.unauthenticated().storage, path));
    const file = demoImages().find((i) => i.storagePath === path)!.file;
    expect(new Uint8Array(bytes)).toEqual(new Uint8Array(readFileSync(join(imagesDir, file))));
  });

  it('shows the demo user their own applications and bills, and the admin everything', async () => {
    const b = demoIds.publishedBrand;
    const user = env.authenticated(demoIds.accounts.user).firestore;
    const apps = await getDocs(
      query(
        collection(user, 'brands', b, 'applications'),
        where('uid', '==', demoIds.accounts.user),
      ),
    );
    expect(apps.size).toBe(
      demoApplications.filter((x) => x.brandId === b && x.data.uid === demoIds.accounts.user)
        .length,
    );
    expect(apps.docs.map((d) => d.id)).toContain(demoIds.demoUserPendingApplication.applicationId);
    const bills = await getDocs(
      query(collection(user, 'brands', b, 'bills'), where('uid', '==', demoIds.accounts.user)),
    );
    expect(bills.size).toBe(
      demoBills.filter((x) => x.brandId === b && x.data.uid === demoIds.accounts.user).length,
    );

    const admin = env.authenticated(demoIds.accounts.admin, { isAdmin: true }).firestore;
    expect((await getDocs(collection(admin, 'brands'))).size).toBe(demoBrands.length);
    expect((await getDoc(doc(admin, 'brands', demoIds.unpublishedBrand))).get('published')).toBe(
      false,
    );
    expect((await getDocs(collection(admin, 'devices'))).size).toBe(
      documents.filter((d) => d.collection === 'devices').length,
    );
  });

  it("serves a demo user's identity document to them only (staff see it listed and open it through the server), and their open count", async () => {
    const pending = demoIds.demoUserPendingApplication;
    const path = demoApplications.find((a) => a.id === pending.applicationId)!.data
      .identityDocumentPath!;
    await assertSucceeds(getBytes(ref(env.authenticated(demoIds.accounts.user).storage, path)));
    const staff = env.authenticated(demoIds.accounts.admin, { isAdmin: true }).storage;
    await assertFails(getBytes(ref(staff, path)));
    const listed = await assertSucceeds(listAll(ref(staff, path.slice(0, path.lastIndexOf('/')))));
    expect(listed.items.map((item) => item.fullPath)).toContain(path);
    await assertFails(getBytes(ref(env.authenticated(demoIds.accounts.user2).storage, path)));
    await assertFails(getBytes(ref(env.unauthenticated().storage, path)));
    const counter = await getDoc(
      doc(
        env.authenticated(demoIds.accounts.user).firestore,
        'brands',
        pending.brandId,
        'applicationCounters',
        demoIds.accounts.user,
      ),
    );
    expect(counter.get('open')).toBe(1);
  });

  it(
    'with scale: true also writes the scale brand, listed by a visitor in one query with its plans',
    { timeout: 240_000 },
    async () => {
      const scale = scaleBrandDocuments();
      const summary = await seedDemoData({ ...options(), scale: true });
      expect(summary.documents).toBe(documents.length + scale.length);
      expect(summary.byCollection.spaces).toBe(
        documents.filter((d) => d.collection === 'spaces').length +
          scaleAssetCount * scaleSpacesPerAsset,
      );
      const visitor = env.unauthenticated().firestore;
      const assets = await getDocs(
        query(
          collection(visitor, 'brands', scaleBrandId, 'assets'),
          where('published', '==', true),
        ),
      );
      expect(assets.size).toBe(scaleAssetCount);
      const last = scale.find((d) => d.path === `brands/${scaleBrandId}/assets/ST-0300`)!;
      expect(assets.docs.find((d) => d.id === 'ST-0300')?.get('plans')).toEqual(
        (last.data as Asset).plans,
      );
    },
  );
});
