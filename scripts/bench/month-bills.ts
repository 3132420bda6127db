/**
 * `npm run bench:month-bills [-- --contracts 5000 --brands 3]`: the month's job (functions/src/
 * jobs/month-bills.ts) for N contracts across B brands against the offline Firestore emulator
 * it starts on a free port. Prints, per run, the time and the documents written; a second run
 * shows that nothing is written twice, and a half-size run shows the cost growing linearly. A
 * benchmark, not a test: the figures go in docs/billing.md.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { startOfflineEmulators } from '../../emulators/src/start-offline-emulators.js';
import { runMonthBills } from '../../functions/src/jobs/month-bills.js';

const { values } = parseArgs({
  options: {
    contracts: { type: 'string', default: '5000' },
    brands: { type: 'string', default: '3' },
  },
});
const contracts = Number(values.contracts);
const brands = Number(values.brands);

const emulators = await startOfflineEmulators({
  firestorePort: 0,
  storagePort: 0,
  watchRules: false,
  quiet: true,
});
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-bench' });
const db: Firestore = getFirestore(app);
db.settings({
  host: `${emulators.firestore.host}:${emulators.firestore.port}`,
  ssl: false,
  preferRest: true,
  auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
});

/** Writes `count` contracted applications (one space each, 40 spaces an asset) into brand `b`. */
async function seed(brandId: string, count: number) {
  const brand = db.doc(`brands/${brandId}`);
  let batch = db.batch();
  let n = 0;
  const flush = async () => {
    await batch.commit();
    batch = db.batch();
    n = 0;
  };
  for (let i = 0; i < count; i += 1) {
    const assetId = `A${Math.floor(i / 40)}`;
    const spaceId = `S${i % 40}`;
    if (i % 40 === 0)
      batch.set(brand.collection('assets').doc(assetId), { name: `物件${assetId}` });
    batch.set(brand.collection('assets').doc(assetId).collection('spaces').doc(spaceId), {
      label: spaceId,
      monthlyFee: 5000 + (i % 7) * 1000,
      adminFee: 500,
    });
    batch.set(brand.collection('applications').doc(`App${i}`), {
      uid: `u${i}`,
      assetId,
      spaceId,
      status: 'contracted',
      startDate: '2026-01-01',
      contract: {
        startDate: '2026-01-01',
        monthlyFee: 5000 + (i % 7) * 1000,
        adminFee: 500,
        dueDay: 27,
      },
    });
    n += 3;
    if (n >= 450) await flush();
  }
  if (n > 0) await flush();
}

async function runAll(label: string, brandIds: string[], period: string) {
  const started = performance.now();
  let created = 0;
  let existing = 0;
  for (const brandId of brandIds) {
    const run = await runMonthBills(db, {
      brandId,
      period,
      today: '2026-11-20',
      trigger: 'cli',
      by: null,
    });
    created += run.created;
    existing += run.existing;
    if (run.failures.length > 0)
      console.log(`  ${brandId} failures: ${JSON.stringify(run.failures.slice(0, 3))}`);
  }
  const seconds = (performance.now() - started) / 1000;
  // Writes: the bills made, one jobRuns record per brand.
  const written = created + brandIds.length;
  console.log(
    `${label}: ${brandIds.length} brands, ${created} bills made, ${existing} already there, ${written} documents written, ${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(created + existing, 1)).toFixed(2)} ms a contract)`,
  );
}

const brandIds = Array.from({ length: brands }, (_, i) => `bench-${i + 1}`);
const per = Math.ceil(contracts / brands);
const seedStart = performance.now();
for (const brandId of brandIds) await seed(brandId, per);
console.log(
  `seeded ${per * brands} contracts in ${brands} brands in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);
await runAll('first run (2026-12)', brandIds, '2026-12');
await runAll('second run (2026-12, nothing to make)', brandIds, '2026-12');
const half = Array.from({ length: brands }, (_, i) => `bench-half-${i + 1}`);
for (const brandId of half) await seed(brandId, Math.ceil(per / 2));
await runAll(`half the contracts (${Math.ceil(per / 2) * brands})`, half, '2026-12');
await emulators.stop();
process.exit(0);
