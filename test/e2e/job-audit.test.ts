/**
 * Job runs in the 監査ログ (issue 36, item 4): on a brand of its own (one contract starting next
 * month, one bill long overdue), the demo admin presses 今すぐ実行 and 今すぐ送る on the billing
 * screen's 自動処理 panel; the brand's 監査ログ then shows each run as 実行 by 佐藤 美咲 — not
 * システム — with its counts (作成：1, 送信：1), and the new bill's history names her too.
 * Screenshots of the two entries at 390 and 1280 px.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAssets } from '../../scripts/seed/data/assets';
import { demoBrands } from '../../scripts/seed/data/brands';
import { demoApplications, demoSpaces } from '../../scripts/seed/data/occupancy';
import { demoIds } from '../../scripts/seed/demo-ids';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { seriousAxeViolations } from './support/axe.js';
import { dayInJapan } from './support/japan-day.js';
import { screenshot } from './support/screenshots.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { useBrowserSession } from './support/use-browser-session.js';

const SHOTS = '/tmp/shots/job-audit';
const MARK = randomUUID().slice(0, 8);
const BRAND = `e2e-jobs-${MARK}`;
const STAFF_NAME = '佐藤 美咲';
const today = dayInJapan();
const addMonths = (period: string, n: number) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
};
const NEXT = addMonths(today.slice(0, 7), 1);
const OVERDUE = addMonths(today.slice(0, 7), -2);
const monthLabel = (p: string) => `${Number(p.slice(0, 4))}年${Number(p.slice(5))}月`;
const applicationId = `jobs-${MARK}`;

/** A contracted demo application, its space, asset and brand: copied under BRAND. */
const template = demoApplications.find(
  (a) => a.brandId === demoIds.containerBrand && a.data.status === 'contracted' && a.data.contract,
)!;
const space = demoSpaces.find(
  (s) =>
    s.brandId === template.brandId &&
    s.assetId === template.data.assetId &&
    s.id === template.data.spaceId,
)!;
const asset = demoAssets.find(
  (a) => a.brandId === template.brandId && a.id === template.data.assetId,
)!;
const brand = demoBrands.find((b) => b.id === template.brandId)!;

const chromium = useBrowserSession();

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  const db = adminFirestore();
  const now = new Date();
  const start = `${NEXT}-01`;
  const base = `brands/${BRAND}`;
  const batch = db.batch();
  batch.set(db.doc(base), { ...brand.data, name: `ジョブ監査テスト ${MARK}`, published: false });
  batch.set(db.doc(`${base}/assets/${asset.id}`), asset.data);
  batch.set(db.doc(`${base}/assets/${asset.id}/spaces/${space.id}`), space.data);
  // A contract from next month: 今すぐ実行 (next month) makes its first bill, no month is missing.
  batch.set(db.doc(`${base}/applications/${applicationId}`), {
    ...template.data,
    email: `job-audit-${MARK}@example.com`,
    startDate: start,
    contract: { ...template.data.contract, startDate: start },
  });
  // A bill long past its due date: 今すぐ送る sends its 督促.
  batch.set(db.doc(`${base}/bills/${applicationId}_${OVERDUE}`), {
    uid: template.data.uid,
    applicationId,
    period: OVERDUE,
    description: `${monthLabel(OVERDUE)}分 利用料（監査ログのテスト）`,
    lines: [{ kind: 'rent', label: '利用料', amount: 5_000 }],
    amount: 5_000,
    status: 'unpaid',
    dueDate: `${OVERDUE}-10`,
    payments: {},
    paidAmount: 0,
    writeOff: null,
    cancelReason: null,
    history: { '0': { action: 'created', by: 'demo-admin', at: now, amount: 5_000, note: '' } },
    createdAt: now,
    updatedAt: now,
  });
  await batch.commit();
});

afterAll(async () => {
  const db = adminFirestore();
  await db.recursiveDelete(db.doc(`brands/${BRAND}`));
  await db.recursiveDelete(db.doc(`auditLogs/${BRAND}`));
});

describe('job runs in the 監査ログ', () => {
  it("a staff member's 今すぐ実行 and 今すぐ送る are entries naming her, with their counts", async () => {
    const { page } = await chromium.open('job-audit');
    await signInAsAdmin(page, chromium.base, `/admin/brands/${BRAND}/billing`);
    const panel = page.getByRole('region', { name: '自動処理' });
    await panel.getByRole('button', { name: `今すぐ実行（${monthLabel(NEXT)}分）` }).click();
    const dialog = page.getByRole('dialog', {
      name: `${monthLabel(NEXT)}分の請求を作成しますか？`,
    });
    await dialog.getByRole('button', { name: '請求を作成する', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1件作成' }).first().waitFor();
    await panel.getByRole('button', { name: '今すぐ送る' }).click();
    // It says first who gets a mail (issue 37, item 8), and sends on confirming.
    const confirm = page.getByRole('dialog', { name: '督促メールを送りますか？' });
    await confirm.getByRole('button', { name: '1通を送る' }).click();
    await panel.getByRole('status').filter({ hasText: '1通の督促メールを送信しました' }).waitFor();

    // The bill the run made names her in its history.
    const bill = await adminFirestore().doc(`brands/${BRAND}/bills/${applicationId}_${NEXT}`).get();
    expect(bill.get('history')['0']).toMatchObject({ action: 'created', by: 'demo-admin' });

    const entry = async (kind: string, counts: string) => {
      await page.goto(`${chromium.base}/admin/brands/${BRAND}/audit?kind=${kind}`);
      await page.getByRole('heading', { level: 1, name: '監査ログ' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: counts });
      await row.first().waitFor();
      return (await row.first().textContent()) ?? '';
    };
    const run = await entry('monthBills', '作成：1');
    expect(run).toContain(STAFF_NAME);
    expect(run).not.toContain('システム');
    expect(run).toContain('実行');
    expect(run).toContain('月次請求');
    expect(run).toContain(`${monthLabel(NEXT)}分：1件作成`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'audit-month-run');
    const sweep = await entry('reminders', '送信：1');
    expect(sweep).toContain(STAFF_NAME);
    expect(sweep).toContain('督促メール');
    await shoot(page, 'audit-reminders');
  });
});
