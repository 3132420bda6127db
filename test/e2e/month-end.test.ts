/**
 * Month-end you can trust (issue 26, "Done when"), in Chromium against the local stack, at the
 * コンテナ brand (no other end-to-end file bills it), with six customers of its own written with
 * the Admin SDK: staff import a Shift_JIS 入出金明細 built here that pays one bill exactly, one
 * short by ¥100 (一部入金, ¥100 still due — the customer's my unit says so), one customer's two
 * months in one transfer, one ¥500 over (預り金, used by that customer's next bill when the
 * month's bills are made) and one ambiguous name (candidates; staff pick one); the same file
 * imported again records nothing and shows every line as 消込済み; an overlapping statement
 * records only its new lines; a ¥440 difference is written off as 振込手数料. Each bill's history
 * names the staff member and the time.
 *
 * afterAll removes the customers, their bills, 預り金, statement lines and imports, and the
 * month bills the run made. Screenshots: test-results/month-end/<name>-<width>.png.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplications } from '../../scripts/seed/data/occupancy';
import { demoMembers } from '../../scripts/seed/data/occupancy';
import { demoIds } from '../../scripts/seed/demo-ids';
import { billDueDate } from '#shared/billing/bill-due-date.js';
import { adminAuth } from '../functions/support/admin-auth.js';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { seriousAxeViolations } from './support/axe.js';
import { dayInJapan } from './support/japan-day.js';
import { screenshot } from './support/screenshots.js';
import { shiftJisStatement, type StatementDeposit } from './support/shift-jis-statement.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { useBrowserSession } from './support/use-browser-session.js';

const SHOTS = 'test-results/month-end';
const MARK = randomUUID().slice(0, 8);
const brandId = demoIds.containerBrand;
const today = dayInJapan();
const addMonths = (period: string, n: number) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};
const P1 = today.slice(0, 7);
const P0 = addMonths(P1, -1);
const P2 = addMonths(P1, 1);
/** The month the test bills with 「請求を作成」 (no seeded bill is that far ahead). */
const P3 = addMonths(P1, 2);
const monthLabel = (p: string) => `${Number(p.slice(0, 4))}年${Number(p.slice(5))}月`;

/** A contracted demo application of the brand: its terms and space bill the test's customers. */
const template = demoApplications.find(
  (a) => a.brandId === brandId && a.data.status === 'contracted' && a.data.contract,
)!;
const memberTemplate = demoMembers.find((m) => m.brandId === brandId)!;
const firstNumber = 7000 + (parseInt(MARK.slice(0, 4), 16) % 2000);

type Customer = {
  key: string;
  name: string;
  kana: string;
  /** the 振込依頼人名's name as a bank prints it (half-width ｶﾅ) */
  payer: string;
  number: number;
  uid: string;
  applicationId: string;
};
const customer = (key: string, i: number, name: string, kana: string, payer: string): Customer => ({
  key,
  name,
  kana,
  payer,
  number: firstNumber + i,
  uid: `month-end-${MARK}-${key}`,
  applicationId: `me-${MARK}-${key}`,
});
const A = customer('a', 0, '月城 一郎', 'ツキシロ イチロウ', 'ﾂｷｼﾛ ｲﾁﾛｳ');
const B = customer('b', 1, '月城 二葉', 'ツキシロ フタバ', 'ﾂｷｼﾛ ﾌﾀﾊﾞ');
const C = customer('c', 2, '月城 三郎', 'ツキシロ サブロウ', 'ﾂｷｼﾛ ｻﾌﾞﾛｳ');
const D = customer('d', 3, '月城 四季', 'ツキシロ シキ', 'ﾂｷｼﾛ ｼｷ');
const E = customer('e', 4, '月城 美咲', 'ツキシロ ミサキ', 'ﾂｷｼﾛ ﾐｻｷ');
const F = customer('f', 5, '月城 六花', 'ツキシロ リッカ', 'ﾂｷｼﾛ ﾘｯｶ');
const customers = [A, B, C, D, E, F];
const bPassword = `Pw-${randomUUID()}`;
const bEmail = `month-end-${MARK}@example.com`;

const billIdOf = (c: Customer, period: string) => `${c.applicationId}_${period}`;
/** The bills written before the import: customer, month, yen. */
const seededBills: [Customer, string, number][] = [
  [A, P1, 6_950],
  [B, P2, 10_300],
  [C, P0, 5_000],
  [C, P1, 5_000],
  [D, P1, 7_000],
  [E, P0, 5_950],
  [E, P1, 5_950],
  [F, P1, 8_440],
];

/** One statement row: 振込依頼人名 (number and name, or the name alone), yen, 差引残高. */
const row = (
  c: Customer,
  amount: number,
  balance: number,
  withNumber = true,
): StatementDeposit => ({
  date: today,
  payer: withNumber ? `${c.number} ${c.payer}` : c.payer,
  amount,
  balance,
});
const lineA = row(A, 6_950, 1_006_950);
const lineB = row(B, 10_200, 1_017_150);
const lineC = row(C, 10_000, 1_027_150);
const lineD = row(D, 7_500, 1_034_650);
const lineE = row(E, 5_950, 1_040_600, false);
const withdrawal: StatementDeposit = {
  date: today,
  payer: 'ﾃｽｳﾘｮｳ',
  amount: 0,
  withdrawal: 440,
  balance: 1_040_160,
};
const lineE2 = row(E, 5_950, 1_046_110);
const lineF = row(F, 8_000, 1_054_110);
const statement1 = shiftJisStatement([lineA, lineB, lineC, lineD, lineE, withdrawal]);
const statement2 = shiftJisStatement([lineA, lineD, lineE2, lineF]);

const chromium = useBrowserSession();
const importPath = `/admin/brands/${brandId}/billing/import`;

async function readBill(c: Customer, period: string) {
  const snapshot = await adminFirestore()
    .doc(`brands/${brandId}/bills/${billIdOf(c, period)}`)
    .get();
  return snapshot.data() as {
    status: string;
    amount: number;
    paidAmount: number;
    payments: Record<
      string,
      { amount: number; excess: number; method: string; line: string | null }
    >;
    writeOff: { amount: number; reason: string } | null;
    history: Record<string, { action: string; by: string }>;
  };
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function chooseFile(page: Page, file: Buffer, name: string): Promise<void> {
  await page
    .getByLabel(/入出金明細/)
    .setInputFiles({ name: `${name}-${MARK}.csv`, mimeType: 'text/csv', buffer: file });
  await page.getByRole('heading', { name: new RegExp(`${name}-${MARK}\\.csv の入金`) }).waitFor();
}

const rowOf = (page: Page, d: StatementDeposit) =>
  page
    .locator('tr')
    .filter({ hasText: d.payer })
    .filter({
      hasText: `¥${d.amount.toLocaleString('en-US')}`,
    });
const boxOf = (page: Page, d: StatementDeposit) => rowOf(page, d).getByRole('checkbox');

beforeAll(async () => {
  const db = adminFirestore();
  const { uid } = await adminAuth().createUser({ email: bEmail, password: bPassword });
  B.uid = uid;
  const now = new Date();
  const batch = db.batch();
  for (const c of customers) {
    batch.set(db.doc(`brands/${brandId}/members/${c.uid}`), {
      ...memberTemplate.data,
      name: c.name,
      kana: c.kana,
      email: c === B ? bEmail : `${c.uid}@example.com`,
      customerNumber: c.number,
      createdAt: now,
      updatedAt: now,
    });
    batch.set(db.doc(`brands/${brandId}/applications/${c.applicationId}`), {
      ...template.data,
      uid: c.uid,
      name: c.name,
      kana: c.kana,
      email: c === B ? bEmail : `${c.uid}@example.com`,
    });
  }
  for (const [c, period, amount] of seededBills) {
    batch.set(db.doc(`brands/${brandId}/bills/${billIdOf(c, period)}`), {
      uid: c.uid,
      applicationId: c.applicationId,
      period,
      description: `${monthLabel(period)}分 利用料・管理費（月末テスト ${c.key.toUpperCase()}）`,
      lines: [{ kind: 'rent', label: `利用料（${Number(period.slice(5))}月分）`, amount }],
      amount,
      status: 'unpaid',
      dueDate: billDueDate(period, period < P1 ? `${period}-01` : today),
      payments: {},
      paidAmount: 0,
      writeOff: null,
      cancelReason: null,
      history: { '0': { action: 'created', by: 'demo-admin', at: now, amount, note: '' } },
      createdAt: now,
      updatedAt: now,
    });
  }
  await batch.commit();
});

afterAll(async () => {
  const db = adminFirestore();
  const uids = customers.map((c) => c.uid);
  const bills = await db.collection(`brands/${brandId}/bills`).where('uid', 'in', uids).get();
  const made = await db.collection(`brands/${brandId}/bills`).where('period', '==', P3).get();
  const lines = await db
    .collection(`brands/${brandId}/statementLines`)
    .where('uid', 'in', uids)
    .get();
  const imports = await db.collection(`brands/${brandId}/statementImports`).get();
  const batch = db.batch();
  for (const d of [...bills.docs, ...made.docs, ...lines.docs]) batch.delete(d.ref);
  for (const d of imports.docs) if (String(d.get('fileName')).includes(MARK)) batch.delete(d.ref);
  for (const c of customers) {
    batch.delete(db.doc(`brands/${brandId}/members/${c.uid}`));
    batch.delete(db.doc(`brands/${brandId}/applications/${c.applicationId}`));
    batch.delete(db.doc(`brands/${brandId}/credits/${c.uid}`));
  }
  await batch.commit();
  await adminAuth()
    .deleteUser(B.uid)
    .catch(() => undefined);
});

describe('month-end: a statement recorded once and for what it was', () => {
  it('imports a statement: exact, short, two months, over and an ambiguous name', async () => {
    const { page } = await chromium.open('month-end-import');
    await signInAsAdmin(page, chromium.base, importPath);
    await chooseFile(page, statement1, 'meisai-1');

    // The sure ones are ticked; a short and an over-payment wait for staff; the name that fits
    // two open bills offers both (oldest first) and ticks neither.
    await expect.poll(() => boxOf(page, lineA).isChecked()).toBe(true);
    await expect.poll(() => boxOf(page, lineC).isChecked()).toBe(true);
    await expect.poll(() => rowOf(page, lineC).textContent()).toMatch(/2件を全額入金/);
    await expect.poll(() => boxOf(page, lineB).isChecked()).toBe(false);
    await expect.poll(() => rowOf(page, lineB).textContent()).toMatch(/一部入金（残り ¥100）/);
    await expect.poll(() => boxOf(page, lineD).isChecked()).toBe(false);
    await expect.poll(() => rowOf(page, lineD).textContent()).toMatch(/超過 ¥500 は預り金/);
    await expect.poll(() => boxOf(page, lineE).isChecked()).toBe(false);
    await expect.poll(() => rowOf(page, lineE).textContent()).toMatch(/候補が複数あります/);
    // 出金 rows are counted, not lost.
    await expect
      .poll(() => page.locator('.statement-import__summary').textContent())
      .toMatch(/出金 1件/);

    await boxOf(page, lineB).check();
    await boxOf(page, lineD).check();
    const pick = rowOf(page, lineE).getByRole('combobox');
    const options = await pick.locator('option').allTextContents();
    const november = options.find((o) => o.includes(`${monthLabel(P0)}分`))!;
    expect(options.filter((o) => o.includes('¥5,950')).length).toBeGreaterThanOrEqual(2);
    await pick.selectOption({ label: november });
    await expect.poll(() => boxOf(page, lineE).isChecked()).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'statement-matched');
    await page.getByRole('button', { name: '選択した5件の入金を記録する' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /5件の入金を記録しました/ })
      .waitFor();

    expect(await readBill(A, P1)).toMatchObject({ status: 'paid', paidAmount: 6_950 });
    const b = await readBill(B, P2);
    expect(b).toMatchObject({ status: 'unpaid', paidAmount: 10_200, amount: 10_300 });
    expect(b.payments['0']).toMatchObject({ amount: 10_200, excess: 0, method: 'transfer' });
    expect(await readBill(C, P0)).toMatchObject({ status: 'paid', paidAmount: 5_000 });
    expect(await readBill(C, P1)).toMatchObject({ status: 'paid', paidAmount: 5_000 });
    const d = await readBill(D, P1);
    expect(d).toMatchObject({ status: 'paid', paidAmount: 7_000 });
    expect(d.payments['0']).toMatchObject({ amount: 7_000, excess: 500 });
    const credit = await adminFirestore().doc(`brands/${brandId}/credits/${D.uid}`).get();
    expect(credit.get('balance')).toBe(500);
    expect(await readBill(E, P0)).toMatchObject({ status: 'paid' });
    expect(await readBill(E, P1)).toMatchObject({ status: 'unpaid', paidAmount: 0 });
  });

  it('records nothing when the same file is imported again, and shows every line as 消込済み', async () => {
    const { page } = await chromium.open('month-end-again');
    await signInAsAdmin(page, chromium.base, importPath);
    await chooseFile(page, statement1, 'meisai-1');
    for (const line of [lineA, lineB, lineC, lineD, lineE]) {
      await expect.poll(() => rowOf(page, line).textContent()).toMatch(/消込済み/);
      await expect.poll(() => boxOf(page, line).count()).toBe(0);
    }
    await expect
      .poll(() => rowOf(page, lineC).textContent())
      .toMatch(new RegExp(`消込済み：${monthLabel(P0)}分・${monthLabel(P1)}分`));
    await expect.poll(() => rowOf(page, lineD).textContent()).toMatch(/預り金 ¥500/);
    await expect
      .poll(() => page.locator('.statement-import__summary').textContent())
      .toMatch(/うち消込済み 5件・記録する 0件/);
    await shoot(page, 'statement-again');
    await page.getByRole('button', { name: '記録せずに取込結果を保存する' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /0件の入金を記録しました.*記録済みだった行 5件/ })
      .waitFor();
    // Nothing moved: E's second bill is still open, D's 預り金 is still ¥500, A paid once.
    expect(await readBill(E, P1)).toMatchObject({ status: 'unpaid', paidAmount: 0 });
    expect(Object.keys((await readBill(A, P1)).payments)).toHaveLength(1);
    const credit = await adminFirestore().doc(`brands/${brandId}/credits/${D.uid}`).get();
    expect(credit.get('balance')).toBe(500);
    // The import's summary is kept with who imported it.
    await page
      .getByText(/佐藤 美咲：meisai-1-.*記録済み 5件/)
      .first()
      .waitFor();
  });

  it('records only the new lines of an overlapping statement, then writes off ¥440 as 振込手数料', async () => {
    const { page } = await chromium.open('month-end-overlap');
    await signInAsAdmin(page, chromium.base, importPath);
    await chooseFile(page, statement2, 'meisai-2');
    await expect.poll(() => rowOf(page, lineA).textContent()).toMatch(/消込済み/);
    await expect.poll(() => rowOf(page, lineD).textContent()).toMatch(/消込済み/);
    await expect.poll(() => boxOf(page, lineE2).isChecked()).toBe(true);
    await boxOf(page, lineF).check();
    await page.getByRole('button', { name: '選択した2件の入金を記録する' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /2件の入金を記録しました.*記録済みだった行 2件/ })
      .waitFor();
    expect(await readBill(E, P1)).toMatchObject({ status: 'paid', paidAmount: 5_950 });
    expect(await readBill(F, P1)).toMatchObject({ status: 'unpaid', paidAmount: 8_000 });
    expect(Object.keys((await readBill(A, P1)).payments)).toHaveLength(1);

    // 差額を処理: the ¥440 the customer kept as the 振込手数料.
    await page.goto(`${chromium.base}/admin/brands/${brandId}/billing?month=${P1}`);
    const fRow = page.getByRole('row').filter({ hasText: F.name });
    await fRow.getByText('残り ¥440').waitFor();
    await fRow.getByRole('button', { name: /差額を処理/ }).click();
    const dialog = page.getByRole('dialog', { name: '残りの金額を差額として処理しますか？' });
    await expect.poll(() => dialog.getByLabel(/理由/).inputValue()).toBe('振込手数料');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'write-off-dialog');
    await dialog.getByRole('button', { name: '差額として処理する', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /差額を処理しました/ })
      .waitFor();
    const f = await readBill(F, P1);
    expect(f).toMatchObject({ status: 'paid', writeOff: { amount: 440, reason: '振込手数料' } });
    expect(Object.values(f.history).map((e) => [e.action, e.by])).toEqual([
      ['created', 'demo-admin'],
      ['paid', 'demo-admin'],
      ['written-off', 'demo-admin'],
    ]);

    // The bill's history names the staff member and the time.
    await fRow.getByRole('button', { name: /入金を取消/ }).click();
    const reverse = page.getByRole('dialog', { name: '入金の記録を取り消しますか？' });
    await reverse.getByText('履歴').click();
    await expect
      .poll(() => reverse.locator('.bill-action__history').first().textContent())
      .toMatch(/\d{1,2}:\d{2}.*差額を処理.*佐藤 美咲（スタッフ）/);
    await shoot(page, 'bill-history');
    await reverse.getByRole('button', { name: 'キャンセル' }).click();
  });

  it("uses D's 預り金 for D's next bill when the month's bills are made", async () => {
    const { page } = await chromium.open('month-end-credit');
    await signInAsAdmin(page, chromium.base, `/admin/brands/${brandId}/billing?month=${P3}`);
    await page.getByRole('button', { name: `${monthLabel(P3)}の請求を作成` }).click();
    const dialog = page.getByRole('dialog', { name: `${monthLabel(P3)}分の請求を作成しますか？` });
    await dialog.getByRole('button', { name: '請求を作成する', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /件に預り金を充当/ })
      .waitFor();
    const next = await readBill(D, P3);
    expect(next.payments['0']).toMatchObject({ amount: 500, method: 'balance' });
    expect(next.paidAmount).toBe(500);
    const credit = await adminFirestore().doc(`brands/${brandId}/credits/${D.uid}`).get();
    expect(credit.get('balance')).toBe(0);
    const dRow = page.getByRole('row').filter({ hasText: D.name });
    await dRow.getByText(`残り ¥${(next.amount - 500).toLocaleString('en-US')}`).waitFor();
    // The run is on the billing screen: made by hand (手動) by the person named, what it did.
    const panel = page.getByRole('region', { name: '自動処理' });
    await panel
      .getByText(/前回：.*（手動・[^）]+）/)
      .first()
      .waitFor();
    await panel
      .getByText(new RegExp(`${monthLabel(P3)}分：\\d+件作成.*1件に預り金を充当`))
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, 'job-runs');
  });

  it('tells the customer who paid ¥100 short what was paid and what is still due', async () => {
    const { page } = await chromium.open('month-end-my-unit');
    await page.goto(`${chromium.base}/${brandId}/login`);
    await page.getByLabel('メールアドレス').fill(bEmail);
    await page.getByLabel('パスワード', { exact: true }).fill(bPassword);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/myunit`);
    const card = page.locator('.my-unit-bill').filter({ hasText: `${monthLabel(P2)}分` });
    await card.getByText('一部入金').first().waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toMatch(/10,200/);
    expect(text).toMatch(/¥100/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'my-unit-partial');
  });
});
