/**
 * What the server's jobs did (brands/{b}/jobRuns, written by the functions only) and when they
 * run (brands/{b}/settings/collection, staff's): staff read the runs and nobody writes them, not
 * even staff; staff keep the settings within their bounds; customers see neither.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, nobody } from './support/matrix';
import { useWorld } from './support/use-world';
import { ids, t0 } from './support/world';

const runs = collectionPaths.jobRuns(ids.brand);
const runPath = `${runs}/run-1`;
const settingsPath = collectionPaths.collectionSettings(ids.brand);

const run = {
  job: 'month-bills',
  trigger: 'schedule',
  by: null,
  period: '2026-05',
  startedAt: t0,
  finishedAt: t0,
  outcome: 'ok',
  created: 2,
  existing: 0,
  skipped: [],
  creditApplied: 0,
  sent: 0,
  reminders: [],
  failures: [],
  summary: '2026年5月分：2件作成',
};
const settings = (over: Record<string, unknown> = {}) => ({
  billRunDay: 20,
  reminderFirstAfterDays: 1,
  reminderEveryDays: 7,
  reminderMax: 3,
  updatedAt: serverTimestamp(),
  ...over,
});

describe('jobRuns (brands/{b}/jobRuns)', () => {
  const world = useWorld();
  const seeded = () => world.seedDocs({ [runPath]: run });
  describeMatrix(world, {
    get: { before: seeded, run: (db) => getDoc(doc(db, runPath)), allowed: adminOnly },
    list: { before: seeded, run: (db) => getDocs(collection(db, runs)), allowed: adminOnly },
    create: { run: (db) => setDoc(doc(db, `${runs}/run-2`), run), allowed: nobody },
    update: {
      before: seeded,
      run: (db) => updateDoc(doc(db, runPath), { summary: '書き換え' }),
      allowed: nobody,
    },
    delete: { before: seeded, run: (db) => deleteDoc(doc(db, runPath)), allowed: nobody },
  });
});

describe('settings/collection (自動処理の設定)', () => {
  const world = useWorld();
  const seeded = () => world.seedDocs({ [settingsPath]: { ...settings(), updatedAt: t0 } });
  describeMatrix(world, {
    get: { before: seeded, run: (db) => getDoc(doc(db, settingsPath)), allowed: adminOnly },
    list: {
      before: seeded,
      run: (db) => getDocs(collection(db, `${collectionPaths.brand(ids.brand)}/settings`)),
      allowed: nobody,
    },
    create: { run: (db) => setDoc(doc(db, settingsPath), settings()), allowed: adminOnly },
    update: {
      before: seeded,
      run: (db) =>
        updateDoc(doc(db, settingsPath), { billRunDay: 25, updatedAt: serverTimestamp() }),
      allowed: adminOnly,
    },
    delete: { before: seeded, run: (db) => deleteDoc(doc(db, settingsPath)), allowed: adminOnly },
  });

  it('keeps the settings within their bounds, even for staff', async () => {
    const admin = world.db('admin');
    await assertSucceeds(
      setDoc(doc(admin, settingsPath), settings({ billRunDay: 28, reminderMax: 10 })),
    );
    for (const bad of [
      { billRunDay: 29 },
      { billRunDay: 0 },
      { reminderFirstAfterDays: 61 },
      { reminderEveryDays: 0 },
      { reminderMax: 11 },
      { billRunDay: 20.5 },
      { updatedAt: t0 },
      { extra: true },
    ])
      await assertFails(setDoc(doc(admin, settingsPath), settings(bad)));
  });
});
