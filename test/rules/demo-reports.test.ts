/**
 * The demo data's kept figures (docs/reports.md) equal the lists they summarise: the seed keeps
 * every month of every demo brand by the reports job itself, and here each month's billed total is
 * the sum of that month's bills (the billing screen's month), each asset's occupancy today is its
 * unit map (契約中 of the spaces not 募集停止), and the brand's figures are its assets' added up.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoBrands } from '../../scripts/seed/data/brands';
import { demoBills, demoSpaces } from '../../scripts/seed/data/occupancy';
import { emulatorAdminFirestore } from '../../scripts/seed/emulator-admin-firestore';
import { seedDemoData } from '../../scripts/seed/index';
import {
  reportIds,
  reportSchema,
  type AssetsReport,
  type BrandReport,
} from '#shared/reports/report-figures.js';

const projectId = 'demo-reports-check';
const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const thisMonth = today.slice(0, 7);

describe('the demo data’s kept figures', { timeout: 120_000 }, () => {
  const admin = () => emulatorAdminFirestore(projectId, inject('firestoreEmulatorHost'));
  const reports = new Map<string, unknown>();
  beforeAll(async () => {
    await seedDemoData({
      projectId,
      firestoreHost: inject('firestoreEmulatorHost'),
      storageHost: inject('storageEmulatorHost'),
    });
    const { db, close } = admin();
    try {
      for (const brand of demoBrands)
        for (const d of (await db.collection(`brands/${brand.id}/reports`).get()).docs)
          reports.set(`${brand.id}/${d.id}`, d.data());
    } finally {
      await close();
    }
  }, 120_000);
  afterAll(async () => {
    const { db, close } = admin();
    await db.recursiveDelete(db.collection('brands'));
    await close();
  }, 120_000);
  const kept = (brandId: string, id: string) => {
    const data = reports.get(`${brandId}/${id}`) as Record<string, { toDate(): Date }> | undefined;
    if (!data) throw new Error(`no kept document ${brandId}/${id}`);
    return reportSchema.parse({ ...data, updatedAt: data['updatedAt']!.toDate() });
  };

  it.each(demoBrands.map((b) => b.id))('%s: each month’s billed total is its bills’', (brandId) => {
    const periods = [
      ...new Set(demoBills.filter((b) => b.brandId === brandId).map((b) => b.data.period)),
    ];
    for (const period of periods) {
      const bills = demoBills.filter(
        (b) => b.brandId === brandId && b.data.period === period && b.data.status !== 'cancelled',
      );
      const month = kept(brandId, reportIds.brand(period)) as BrandReport;
      expect([period, month.figures.money.billedCount, month.figures.money.billed]).toEqual([
        period,
        bills.length,
        bills.reduce((s, b) => s + b.data.amount, 0),
      ]);
    }
  });

  it.each(demoBrands.map((b) => b.id))(
    '%s: each asset’s occupancy today is its unit map',
    (brandId) => {
      const assets = kept(brandId, reportIds.assets(thisMonth)) as AssetsReport;
      const spaces = demoSpaces.filter((s) => s.brandId === brandId);
      const assetIds = [...new Set(spaces.map((s) => s.assetId))];
      expect(Object.keys(assets.assets).sort()).toEqual(assetIds.sort());
      for (const assetId of assetIds) {
        const map = spaces.filter((s) => s.assetId === assetId);
        const line = assets.assets[assetId]!;
        expect([assetId, line.units, line.unitsLet]).toEqual([
          assetId,
          map.filter((s) => s.data.status !== 'unavailable').length,
          map.filter((s) => s.data.status === 'occupied').length,
        ]);
      }
      const month = kept(brandId, reportIds.brand(thisMonth)) as BrandReport;
      const lines = Object.values(assets.assets);
      expect(month.figures.units).toBe(lines.reduce((s, l) => s + l.units, 0));
      expect(month.figures.unitsLet).toBe(lines.reduce((s, l) => s + l.unitsLet, 0));
      expect(month.figures.money.billed).toBe(lines.reduce((s, l) => s + l.billed, 0));
    },
  );
});
