/**
 * 監査ログ and the brand's mail log as the demo admin (issue 29, items 4 and 5), one journey:
 * a space's price changed on the spaces screen appears in the brand's 監査ログ with the staff
 * member's name, the field and both prices; opening a member's identity document appears there
 * too; a delivered mail is found in メール送信履歴 by its address, sent again, arrives again in
 * the local inbox, and the resend is recorded. Runs on an asset and a mail of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountUids } from '../../scripts/seed/data/people';
import { summarizePlans } from '../../src/lib/model/summarize-plans';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { messagesTo, waitForMail } from '../functions/support/mail-inbox.js';
import { seriousAxeViolations } from './support/axe.js';
import { screenshot } from './support/screenshots.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { useBrowserSession } from './support/use-browser-session.js';

const SHOTS = '/tmp/shots/audit';
const BRAND = 'sorakura';
const STAFF_NAME = '佐藤 美咲'; // the demo admin in the staff directory (scripts/seed/data/staff.ts)
const run = randomBytes(4).toString('hex');
const ASSET = `AUDIT-${run.toUpperCase()}`;
const assetPath = `brands/${BRAND}/assets/${ASSET}`;
const spacePath = `${assetPath}/spaces/Q-001`;
const mailId = `e2e-audit-${run}`;
const address = `audit-${run}@example.com`;
const timeout = 60_000;

const SPACE = {
  label: 'Q-001',
  type: 'indoor',
  floor: 1,
  size: { widthCm: 90, depthCm: 90, heightCm: 200, areaM2: 0.81 },
  monthlyFee: 4400,
  adminFee: 0,
  initialCosts: { handlingFee: 0, guaranteeFee: 0, keyFee: 0 },
  status: 'unavailable',
  reservedBy: null,
  applicationId: null,
  layout: null,
} as const;

const chromium = useBrowserSession();

async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The 監査ログ row of one kind, reloading until the server has written it (a trigger). */
async function auditRow(page: Page, query: string, text: RegExp) {
  await page.goto(`${chromium.base}/admin/brands/${BRAND}/audit?${query}`);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect
    .poll(
      async () => {
        if ((await row.count()) > 0) return true;
        await page.reload();
        await page.getByRole('heading', { level: 1, name: '監査ログ' }).waitFor();
        return (await row.count()) > 0;
      },
      { timeout, interval: 500 },
    )
    .toBe(true);
  return row.first();
}

beforeAll(async () => {
  const db = adminFirestore();
  const now = Timestamp.now();
  await db.doc(spacePath).set({ ...SPACE, createdAt: now, updatedAt: now });
  await db.doc(assetPath).set({
    assetNumber: ASSET,
    name: `ソラクラ 監査ログテスト ${ASSET}`,
    description: '監査ログのテスト用の物件です。',
    postalCode: '154-0024',
    prefecture: '東京都',
    city: '世田谷区',
    addressLine: '三軒茶屋一丁目1番1号',
    location: new GeoPoint(35.6431, 139.6687),
    stations: [{ line: '東急田園都市線', station: '三軒茶屋', walkMinutes: 5 }],
    features: [],
    imagePaths: [],
    layoutImagePath: null,
    published: false,
    plans: summarizePlans([SPACE]),
    lastSpaceMove: null,
    createdAt: now,
    updatedAt: now,
  });
  // A mail as enqueueMail writes it; sendMail delivers it to the local inbox.
  await db.doc(`mail/${mailId}`).set({
    to: address,
    message: { subject: `【ソラクラ】監査ログのテスト ${run}`, text: '再送のテストです。' },
    brandId: BRAND,
    kind: 'contact-received',
    about: { type: 'contact', id: `audit-${run}` },
    uid: null,
    createdAt: FieldValue.serverTimestamp(),
    delivery: {
      state: 'PENDING',
      attempts: 0,
      startTime: null,
      endTime: null,
      error: null,
      leaseExpireTime: null,
      info: null,
    },
  });
});

afterAll(async () => {
  const db = adminFirestore();
  await db.doc(spacePath).delete();
  await db.doc(assetPath).delete();
  await db.doc(`mail/${mailId}`).delete();
});

describe('監査ログ and メール送信履歴 (demo admin, Chromium)', () => {
  it('a price change and an identity document view are in the brand’s 監査ログ; a delivered mail is resent from the mail log', async () => {
    const { page } = await chromium.open('audit-log');
    await signInAsAdmin(page, chromium.base, `/admin/brands/${BRAND}/assets/${ASSET}/spaces`);

    // Staff change the space's monthly fee on the spaces screen.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Q-001', exact: true }) });
    await row.getByRole('button', { name: '編集（区画 Q-001）' }).click();
    const editForm = page.getByRole('form', { name: '区画 Q-001 を編集' });
    await editForm.getByLabel(/^月額利用料/).fill('5500');
    await editForm.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('status').getByText('区画 Q-001 を保存しました').waitFor();

    // Open a member's page: loading it asks for no identity document, so no 閲覧 is recorded
    // (issue 36) — only when the staff member opens one (through the server, which records the
    // view). Requests of this page only: other tests may open documents meanwhile.
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/identityDocument'))
        documentRequests.push(request.url());
    });
    await page.goto(`${chromium.base}/admin/brands/${BRAND}/users/${demoAccountUids.user}`);
    const openDocument = page.getByRole('button', { name: /^本人確認書類を表示する/ }).first();
    await openDocument.waitFor();
    await page.waitForLoadState('networkidle');
    expect(documentRequests).toEqual([]);
    const openedAt = new Date();
    await openDocument.click();
    const identity = page.getByRole('img', { name: /^本人確認書類（/ }).first();
    await identity.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        identity.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);

    // The brand's 監査ログ: who, the field, the old and the new price.
    const change = await auditRow(
      page,
      `kind=space&doc=${encodeURIComponent(spacePath)}`,
      /monthlyFee/,
    );
    await expect.poll(() => change.textContent()).toContain(STAFF_NAME);
    const text = (await change.textContent()) ?? '';
    expect(text).toContain('変更');
    expect(text).toMatch(/月額利用料（monthlyFee）：4400\s*→\s*から\s*5500/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'brand-audit-space');

    // One opening, one request, one 閲覧.
    expect(documentRequests).toHaveLength(1);
    await expect
      .poll(
        async () =>
          (
            await adminFirestore()
              .collection(`auditLogs/${BRAND}/entries`)
              .where('kind', '==', 'identityDocument')
              .where('at', '>=', openedAt)
              .get()
          ).size,
        { timeout },
      )
      .toBeGreaterThanOrEqual(1);
    const view = await auditRow(page, 'kind=identityDocument', /閲覧/);
    await expect.poll(() => view.textContent()).toContain(STAFF_NAME);
    await expect
      .poll(() => view.textContent())
      .toContain(`users/${demoAccountUids.user}/identity/${BRAND}/`);

    // メール送信履歴: the delivered mail, found by its address, is sent again.
    const first = await waitForMail({ to: address, timeoutMs: timeout });
    expect(first.subject).toContain(run);
    await page.goto(
      `${chromium.base}/admin/brands/${BRAND}/mails?to=${encodeURIComponent(address)}`,
    );
    const mail = page.getByRole('row').filter({ hasText: address });
    await mail.filter({ hasText: '送信済み' }).waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'brand-mails');
    await mail.getByRole('button', { name: /^再送/ }).click();
    await page.getByRole('status').getByText(`${address} 宛ての`).waitFor();
    await expect.poll(async () => (await messagesTo(address)).length, { timeout }).toBe(2);
    await mail
      .filter({ hasText: '送信済み' })
      .filter({ hasText: `再送1回（最後：${STAFF_NAME}` })
      .waitFor({ timeout });

    // The resend is in the 監査ログ too; the operator-wide log finds it across brands.
    const resent = await auditRow(page, 'action=resend', new RegExp(mailId));
    await expect.poll(() => resent.textContent()).toContain(STAFF_NAME);
    await page.goto(`${chromium.base}/admin/audit?brand=${BRAND}&kind=space`);
    await page.getByRole('row').filter({ hasText: spacePath }).first().waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'operator-audit');
  }, 180_000);
});
