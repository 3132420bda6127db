/**
 * The report screens' monthly figures (brands/{b}/reports, docs/reports.md): kept by the reports
 * job only (Admin SDK). The brand's staff read them (one by id, or a list by ids); staff of
 * another brand and customers never; nobody writes them from a client, staff included.
 */
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assertFails } from './support/harness';
import { adminOnly, describeMatrix, nobody } from './support/matrix';
import { useWorld } from './support/use-world';
import { ids, t0 } from './support/world';

const reports = collectionPaths.reports(ids.brand);
const monthPath = `${reports}/2026-11`;
const month = {
  kind: 'brand',
  period: '2026-11',
  asOf: '2026-11-30',
  updatedAt: t0,
  figures: { units: 12, unitsLet: 6 },
};

describe('reports (brands/{b}/reports)', () => {
  const world = useWorld();
  const seeded = () =>
    world.seedDocs({ [monthPath]: month, [`${reports}/2026-10`]: { ...month, period: '2026-10' } });
  describeMatrix(world, {
    get: { before: seeded, run: (db) => getDoc(doc(db, monthPath)), allowed: adminOnly },
    list: {
      before: seeded,
      // What the report screen asks: the months of the period by their ids.
      run: (db) =>
        getDocs(query(collection(db, reports), where(documentId(), 'in', ['2026-10', '2026-11']))),
      allowed: adminOnly,
    },
    create: { run: (db) => setDoc(doc(db, `${reports}/2026-12`), month), allowed: nobody },
    update: {
      before: seeded,
      run: (db) => updateDoc(doc(db, monthPath), { 'figures.unitsLet': 12 }),
      allowed: nobody,
    },
    delete: { before: seeded, run: (db) => deleteDoc(doc(db, monthPath)), allowed: nobody },
  });

  it("refuses another brand's figures to brand staff", async () => {
    await world.seedDocs({ [`${collectionPaths.reports(ids.hiddenBrand)}/2026-11`]: month });
    const staff = world.db('brandStaff');
    await assertFails(getDoc(doc(staff, `${collectionPaths.reports(ids.hiddenBrand)}/2026-11`)));
    await assertFails(getDocs(collection(staff, collectionPaths.reports(ids.hiddenBrand))));
  });
});
