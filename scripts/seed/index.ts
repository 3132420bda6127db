/**
 * Loads the Japanese demo data into the emulators: Firestore documents through firebase-admin
 * (REST, `Bearer owner`, so rules are bypassed — seeding is privileged) and the images through
 * the web Storage SDK as the demo admin (so they pass storage.rules like a real admin upload).
 * Every document is validated against its zod schema before anything is written. Idempotent:
 * fixed ids and `set`, so running it twice leaves exactly the same data.
 *
 *   npm run seed              # FIRESTORE_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST,
 *                             # default 127.0.0.1:8080 / 127.0.0.1:9199
 *   npm run seed -- --reset   # first delete every document and stored object
 *   npm run seed -- --scale   # also the generated brand scale-test (300 assets × 40 spaces)
 *   npm run seed -- --bench   # also the benchmark brand bench (20,000 members, contracts, 12 months of bills)
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GeoPoint } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { keepReports } from '../../functions/src/reports/keep-reports';
import { demoToday } from './data/demo-clock';
import { demoAccountUids } from './data/people';
import { benchBrandDocuments } from './data/bench-brand';
import { scaleBrandDocuments } from './data/scale-brand';
import { demoDocuments } from './demo-documents';
import type { DemoCollection, DemoDocument } from './demo-documents';
import { demoImages, imagesDir } from './demo-images';
import { emulatorAdminFirestore } from './emulator-admin-firestore';
import { validateDemoDocuments } from './validate-demo-documents';

export interface SeedOptions {
  projectId: string;
  /** host:port of the Firestore emulator */
  firestoreHost: string;
  /** host:port of the Storage emulator */
  storageHost: string;
  log?: (s: string) => void;
  /** Delete all documents and stored objects first (a clean demo, e.g. after manual testing). */
  reset?: boolean;
  /** Also write the generated brand `scale-test` (300 assets × 40 spaces), for load checks. */
  scale?: boolean;
  /**
   * Also write the benchmark brand `bench`: `true` for its full size (20,000 members, 12 months
   * of bills: ≈ 280,000 documents, docs/demo-data.md), or a smaller one.
   */
  bench?: boolean | { members: number; months: number };
}

export interface SeedSummary {
  documents: number;
  byCollection: Record<DemoCollection, number>;
  /** Objects uploaded to Storage. */
  images: number;
  milliseconds: number;
}

/** Firestore allows 500 writes per batch. */
const BATCH_SIZE = 500;
const PARALLEL_UPLOADS = 6;

function splitHost(hostAndPort: string, what: string): { host: string; port: number } {
  const colon = hostAndPort.lastIndexOf(':');
  const port = Number(hostAndPort.slice(colon + 1));
  if (colon <= 0 || !Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`seed: ${what} must be host:port (e.g. 127.0.0.1:8080), got "${hostAndPort}"`);
  }
  return { host: hostAndPort.slice(0, colon), port };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Model form → Firestore form: { latitude, longitude } becomes a GeoPoint (Dates the SDK maps itself). */
function toStored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toStored);
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (
      keys.length === 2 &&
      typeof value['latitude'] === 'number' &&
      typeof value['longitude'] === 'number'
    ) {
      return new GeoPoint(value['latitude'], value['longitude']);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toStored(v)]));
  }
  return value;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok)
    throw new Error(`seed: ${what} failed (${response.status}): ${await response.text()}`);
}

async function reset(options: SeedOptions): Promise<void> {
  await expectOk(
    await fetch(
      `http://${options.firestoreHost}/emulator/v1/projects/${options.projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    ),
    'clearing Firestore',
  );
  await expectOk(
    await fetch(`http://${options.storageHost}/internal/reset`, { method: 'POST' }),
    'clearing Storage',
  );
}

async function writeDocuments(options: SeedOptions, documents: DemoDocument[]): Promise<void> {
  const { db, close } = emulatorAdminFirestore(options.projectId, options.firestoreHost);
  try {
    for (let i = 0; i < documents.length; i += BATCH_SIZE) {
      const batch = db.batch();
      for (const d of documents.slice(i, i + BATCH_SIZE))
        batch.set(db.doc(d.path), toStored(d.data) as Record<string, unknown>);
      try {
        await batch.commit();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `seed: writing to the Firestore emulator at ${options.firestoreHost} failed — is it running (npm start / npm run emulators)? ${reason}`,
          { cause: error },
        );
      }
    }
  } finally {
    await close();
  }
}

/**
 * The report screens' monthly figures of the brands just written, every month from their first
 * record (docs/reports.md): by the reports job itself, as of the demo's today (DEMO_TODAY or the
 * clock in Japan, as the demo is dated), so the demo's and the
 * benchmark brand's past months are there before anyone runs the job.
 */
async function keepSeededReports(options: SeedOptions, brandIds: readonly string[]) {
  const { db, close } = emulatorAdminFirestore(options.projectId, options.firestoreHost);
  try {
    // The brands side by side: each one's reads mostly wait on the emulator.
    await Promise.all(
      brandIds.map((brandId) =>
        keepReports(db, { brandId, today: demoToday, scope: 'all', trigger: 'seed' }),
      ),
    );
  } finally {
    await close();
  }
}

async function uploadImages(options: SeedOptions): Promise<number> {
  const images = demoImages();
  const files = new Map<string, Uint8Array>();
  for (const file of new Set(images.map((i) => i.file))) {
    try {
      files.set(file, new Uint8Array(await readFile(join(imagesDir, file))));
    } catch (error) {
      throw new Error(
        `seed: image ${join(imagesDir, file)} is missing; run \`npx tsx scripts/seed/generate-images.ts\``,
        {
          cause: error,
        },
      );
    }
  }
  const { host, port } = splitHost(options.storageHost, 'storageHost');
  const app = initializeApp(
    {
      projectId: options.projectId,
      storageBucket: `${options.projectId}.appspot.com`,
      apiKey: 'demo-api-key',
    },
    `demo-seed-storage-${process.pid}-${Date.now()}`,
  );
  try {
    const storage = getStorage(app);
    // Fail within seconds when the emulator is down, instead of the SDK's 10-minute upload retries.
    storage.maxUploadRetryTime = 5_000;
    storage.maxOperationRetryTime = 5_000;
    // Uploads as the demo admin, so storage.rules judge them like a real admin upload.
    connectStorageEmulator(storage, host, port, {
      mockUserToken: { sub: demoAccountUids.admin, user_id: demoAccountUids.admin, isAdmin: true },
    });
    const queue = [...images];
    const worker = async () => {
      for (let image = queue.shift(); image; image = queue.shift()) {
        const bytes = files.get(image.file)!;
        try {
          await uploadBytes(ref(storage, image.storagePath), bytes, {
            contentType: 'image/png',
            cacheControl: 'public, max-age=3600',
          });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(
            `seed: uploading ${image.storagePath} to the Storage emulator at ${options.storageHost} failed: ${reason}`,
            {
              cause: error,
            },
          );
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
    return images.length;
  } finally {
    await deleteApp(app);
  }
}

export async function seedDemoData(options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  if (!options.projectId) throw new Error('seed: projectId is required');
  splitHost(options.firestoreHost, 'firestoreHost');
  splitHost(options.storageHost, 'storageHost');

  const documents = validateDemoDocuments([
    ...demoDocuments(),
    ...(options.scale ? scaleBrandDocuments() : []),
    ...(options.bench === true
      ? benchBrandDocuments()
      : options.bench
        ? benchBrandDocuments(options.bench.members, options.bench.months)
        : []),
  ]);
  const byCollection = {} as Record<DemoCollection, number>;
  for (const d of documents) byCollection[d.collection] = (byCollection[d.collection] ?? 0) + 1;
  log(`デモデータ: ${documents.length} 件のドキュメントを検証しました`);

  if (options.reset) {
    await reset(options);
    log('既存のドキュメントとファイルを削除しました');
  }
  const writeStarted = Date.now();
  await writeDocuments(options, documents);
  log(
    `Firestore (${options.firestoreHost}) に ${documents.length} 件を書き込みました（${Date.now() - writeStarted} ms）`,
  );
  const reportsStarted = Date.now();
  const brandIds = documents
    .filter((d) => d.collection === 'brands')
    .map((d) => d.path.split('/')[1]!);
  // The kept figures (Firestore) and the images (Storage) at once: neither reads the other.
  const [, images] = await Promise.all([
    keepSeededReports(options, brandIds).then(() =>
      log(
        `月次の数字を ${brandIds.length} ブランド分集計しました（${Date.now() - reportsStarted} ms）`,
      ),
    ),
    uploadImages(options),
  ]);
  log(`Storage (${options.storageHost}) に画像 ${images} 件をアップロードしました`);
  return { documents: documents.length, byCollection, images, milliseconds: Date.now() - started };
}

const runDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset' && a !== '--scale' && a !== '--bench');
  if (unknown.length > 0) {
    console.error(
      `使い方: npm run seed [-- --reset] [--scale] [--bench]（不明な引数: ${unknown.join(' ')}）`,
    );
    process.exit(2);
  }
  seedDemoData({
    projectId: process.env.GCLOUD_PROJECT || 'demo-rental-space',
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
    storageHost: process.env.FIREBASE_STORAGE_EMULATOR_HOST || '127.0.0.1:9199',
    reset: args.includes('--reset'),
    scale: args.includes('--scale'),
    bench: args.includes('--bench'),
    log: (s) => console.log(s),
  }).then(
    (summary) => {
      const parts = Object.entries(summary.byCollection).map(([k, v]) => `${k} ${v}`);
      console.log(`完了（${summary.milliseconds} ms）: ${parts.join(', ')}`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
