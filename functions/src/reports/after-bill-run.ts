import type { Firestore } from 'firebase-admin/firestore';
import { warn } from 'firebase-functions/logger';
import { keepReports } from './keep-reports.js';

/**
 * The month's bill run keeps the reports current (docs/reports.md): the bills it made and the
 * 預り金 it used change this month's figures. A failure here is logged, never the bill run's:
 * the next morning's reports run catches up.
 */
export async function keepReportsAfterBillRun(
  db: Firestore,
  brandId: string,
  today: string,
): Promise<void> {
  try {
    await keepReports(db, { brandId, today, scope: 'auto', trigger: 'bill-run' });
  } catch (error) {
    warn(`reports after the bill run of ${brandId} failed`, error);
  }
}
