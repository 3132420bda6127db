/**
 * 空き待ち end to end (issues 30 and 39, docs/waitlist.md), two journeys in Chromium against the
 * stack, each on an asset of its own in one brand of its own (so no other file's counts move):
 *
 * - two customers join the line of a full plan (1番目, 2番目), signing up in place; a contract of
 *   that plan ends (the contract-end job, called directly); the first is mailed an offer and the
 *   space is held — shown so to others, refused by the rules to anyone else; the offer's time
 *   passes (the offer task is run at its time, the machine's clock untouched) and the second is
 *   mailed the offer; they apply and get the space. The list card and the asset page say the
 *   right counts throughout.
 * - the page says how long an offer is held before anyone joins (and the join mail and my unit
 *   say it too); the first declines the offer in my unit, told beforehand what that does, and
 *   gets a mail; the second applies; the staff queue still shows the first one's offer and
 *   decline with their times, and filters the record by kind.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { endDueContract } from '../../functions/src/contracts/end-due-contract.js';
import { runOfferTask } from '../../functions/src/waitlist/after-settle.js';
import { waitlistEntryId } from '#shared/model/waitlist.js';
import { summarizePlans } from '../../src/lib/model/summarize-plans';
import { spaceSchema } from '../../src/lib/model/space';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { signUpNewUser } from '../functions/support/auth-emulator.js';
import { waitForMail } from '../functions/support/mail-inbox.js';
import { stackEnv } from '../functions/support/stack-env.js';
import { seriousAxeViolations } from './support/axe.js';
import { dayInJapan } from './support/japan-day.js';
import { screenshot } from './support/screenshots.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { uploadIdentityAndConfirm } from './support/upload-identity-and-confirm.js';
import { useBrowserSession } from './support/use-browser-session.js';

const run = Date.now().toString(36);
const brandId = `wl-${run}`;
const assetId = 'WL-01';
const assetName = '空き待ち倉庫 船橋';
const planKey = 'indoor_3000_90x90';
const heldSpace = '1A-01';
const contractId = `WlContract${run}`.slice(0, 20);
/** The second journey's asset (the decline): the same shape, its own line. */
const declineAsset = {
  id: 'WL-02',
  name: '空き待ち倉庫 津田沼',
  contractId: `WlDecline${run}`.slice(0, 20),
};
const chromium = useBrowserSession();
const db = () => adminFirestore();
const SHOTS = 'test-results/waitlist';

/** The demo brand ソラクラ's documents under a new id: brand, pages, terms versions, billing. */
async function copyBrand(): Promise<void> {
  const from = db().doc('brands/sorakura');
  const to = db().doc(`brands/${brandId}`);
  const batch = db().batch();
  batch.set(to, { ...(await from.get()).data(), name: '空き待ちテスト倉庫', sortOrder: 900 });
  for (const page of (await from.collection('pages').get()).docs) {
    batch.set(to.collection('pages').doc(page.id), page.data());
    for (const version of (await page.ref.collection('versions').get()).docs)
      batch.set(
        to.collection('pages').doc(page.id).collection('versions').doc(version.id),
        version.data(),
      );
  }
  const billing = await from.collection('settings').doc('billing').get();
  if (billing.exists) batch.set(to.collection('settings').doc('billing'), billing.data()!);
  await batch.commit();
}

/** The asset: a full 0.5帖 plan (its one space under contract, 解約 confirmed) and a free 2帖. */
async function seedAsset(assetId: string, assetName: string, contractId: string): Promise<void> {
  const source = (await db().doc('brands/sorakura/assets/SK-101').get()).data()!;
  const template = (
    await db().collection('brands/sorakura/assets/SK-101/spaces').limit(1).get()
  ).docs[0]!.data();
  const space = (label: string, widthCm: number, monthlyFee: number, occupied: boolean) => ({
    ...template,
    label,
    type: 'indoor',
    floor: 1,
    size: { widthCm, depthCm: widthCm, heightCm: 200, areaM2: (widthCm * widthCm) / 10_000 },
    monthlyFee,
    status: occupied ? 'occupied' : 'available',
    reservedBy: occupied ? 'wl-contractor' : null,
    applicationId: occupied ? contractId : null,
    layout: null,
  });
  const spaces = {
    [heldSpace]: space(heldSpace, 90, 3000, true),
    '2B-01': space('2B-01', 180, 9900, false),
  };
  const plans = summarizePlans(
    Object.values(spaces).map((s) =>
      spaceSchema.parse({ ...s, createdAt: new Date(), updatedAt: new Date() }),
    ),
  );
  const batch = db().batch();
  const assetRef = db().doc(`brands/${brandId}/assets/${assetId}`);
  batch.set(assetRef, {
    ...source,
    assetNumber: assetId,
    name: assetName,
    layoutImagePath: null,
    plans,
    lastSpaceMove: null,
  });
  for (const [id, data] of Object.entries(spaces))
    batch.set(assetRef.collection('spaces').doc(id), data);
  // A 解約 asked for five weeks ago, for a day a week ago: past its end, whatever today is.
  const at = new Date(Date.now() - 35 * 86_400_000);
  batch.set(db().doc(`brands/${brandId}/applications/${contractId}`), {
    uid: 'wl-contractor',
    assetId,
    spaceId: heldSpace,
    name: '解約 太郎',
    email: `wl-contractor-${run}@example.com`,
    status: 'contracted',
    history: {
      '0': { at, by: 'wl-contractor', from: null, to: 'submitted' },
      '1': { at, by: 'staff', from: 'submitted', to: 'approved' },
      '2': { at, by: 'staff', from: 'approved', to: 'contracted' },
    },
    terminationRequest: {
      endDate: dayInJapan(-7),
      requestedAt: at,
      confirmedAt: at,
      confirmedBy: 'staff',
    },
  });
  await batch.commit();
}

const plan = (page: Page) => page.getByRole('listitem', { name: /^屋内トランクルーム 0\.5帖/ });

/** The asset page afresh, with its 空き待ち drawn. */
async function openAsset(page: Page, asset = assetId): Promise<void> {
  await page.goto(`${chromium.base}/${brandId}/${asset}`);
  // Its counts are read when it comes into view.
  await plan(page).scrollIntoViewIfNeeded();
}

async function expectCount(page: Page, waiting: number, asset = assetId): Promise<void> {
  await openAsset(page, asset);
  await plan(page).getByText(`満室・空き待ち ${waiting}人`).waitFor();
}

/** 空き待ちに登録する, signing in or up in place, then the form; answers what it says. */
async function join(
  page: Page,
  user: { email: string; password: string },
  mode: 'ログイン' | '新規登録',
  name: string,
  asset = assetId,
): Promise<string> {
  await openAsset(page, asset);
  await plan(page).getByRole('button', { name: '空き待ちに登録する' }).click();
  const account = page.getByRole('region', { name: '空き待ちの登録にはアカウントが必要です' });
  if (mode === '新規登録') await account.getByRole('tab', { name: '新規登録' }).click();
  await account.getByLabel('メールアドレス').fill(user.email);
  await account.getByLabel('パスワード', { exact: true }).fill(user.password);
  await account.getByRole('button', { name: mode, exact: true }).click();
  const form = page.getByRole('form', { name: '空き待ちの登録' });
  await form.getByLabel(/^お名前/).fill(name);
  await form.getByLabel(/^ご要望/).fill('平日の夜に荷物を出し入れします。');
  await form.getByRole('button', { name: '空き待ちに登録する' }).click();
  const done = plan(page).getByRole('status');
  await done.getByText('空き待ちに登録しました').waitFor();
  return done.innerText();
}

/** What the list card of this asset says, with the list's filters in `search`. */
async function cardText(page: Page, search = ''): Promise<string> {
  await page.goto(`${chromium.base}/${brandId}/list${search}`);
  const card = page
    .getByRole('region', { name: '検索結果' })
    .getByRole('article')
    .filter({ hasText: assetName });
  await card.waitFor();
  return card.innerText();
}

/** The application form of a held space, filled in and sent by the person it is held for. */
async function applyFor(
  page: Page,
  user: { email: string },
  name: string,
  kana: string,
  asset = assetId,
) {
  await page.goto(`${chromium.base}/${brandId}/${asset}/${heldSpace}/application`);
  const form = page.getByRole('form', { name: 'お申し込み内容の入力' });
  await form.getByLabel(/^お名前/).fill(name);
  await form.getByLabel(/^メールアドレス/).fill(user.email);
  await form.getByLabel(/^フリガナ/).fill(kana);
  await form.getByLabel(/^電話番号/).fill('090-1234-5678');
  await form.getByLabel(/^生年月日/).fill('1990/4/1');
  await form.getByLabel(/^郵便番号/).fill('1600022');
  await expect.poll(() => form.getByLabel(/^市区町村/).inputValue()).toBe('新宿区');
  await form.getByLabel(/^町名・番地/).fill('新宿1-2-3');
  await form.getByLabel(/^利用開始希望日/).fill(dayInJapan(7));
  await uploadIdentityAndConfirm(page);
  await page.getByRole('button', { name: '申し込む', exact: true }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/application/thanks'));
}

/** The status of a customer's entry in the plan's line, once it is `status`. */
async function entryBecomes(asset: string, uid: string, status: string): Promise<void> {
  await expect
    .poll(async () =>
      (
        await db()
          .doc(`brands/${brandId}/waitlist/${waitlistEntryId(asset, planKey, uid)}`)
          .get()
      ).get('status'),
    )
    .toBe(status);
}

/** Pages that must show the spaces as they are now (public pages' HTML is cached a minute). */
async function withoutCache(...opened: Array<{ page: Page; context: BrowserContext }>) {
  for (const { page, context } of opened) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

beforeAll(async () => {
  // The offer task below runs in this process and queues its mails like the functions do.
  process.env.MAIL_FROM ??= '"スペースナビ" <no-reply@spacenavi.example>';
  await copyBrand();
  await seedAsset(assetId, assetName, contractId);
  await seedAsset(declineAsset.id, declineAsset.name, declineAsset.contractId);
}, 60_000);

describe('空き待ち', () => {
  it('two join in order; a freed space is offered, held, lapses to the next, who applies', async () => {
    const a = await chromium.open('waitlist-a');
    const b = await chromium.open('waitlist-b');
    // The public pages' HTML may be cached for a minute (docs/routing.md); each visit here must
    // show the spaces as they are now.
    await withoutCache(a, b);
    const userA = { email: `wl-a-${randomUUID()}@example.com`, password: `Pw-${randomUUID()}` };
    const userB = await signUpNewUser();

    // The list: 空き counts the plans the filters choose (≤ 0.5帖: none is free).
    await expect.poll(() => cardText(a.page)).toContain('空き 1区画');
    await expect.poll(() => cardText(a.page, '?areaMax=0.81')).toContain('満室');

    // A joins (signing up in place): 1番目; B (signing in in place): 2番目.
    await expectCount(a.page, 0);
    await expect
      .poll(() => join(a.page, userA, '新規登録', '山田 花子'))
      .toContain('現在1番目です');
    await shoot(a.page, 'asset-joined');
    await expect.poll(() => seriousAxeViolations(a.page)).toEqual([]);
    await expect
      .poll(() => join(b.page, userB, 'ログイン', '佐藤 次郎'))
      .toContain('現在2番目です');
    await expectCount(b.page, 2);
    const joined = await waitForMail({ to: userA.email, subject: '空き待ちに登録しました' });
    expect(joined.text).toContain('現在の順番：1番目');

    // My unit: A's place in line.
    await a.page.goto(`${chromium.base}/${brandId}/myunit`);
    const mine = a.page.getByRole('region', { name: '空き待ち' });
    await mine.getByText('空き待ちの順番：1番目').waitFor();
    await shoot(a.page, 'myunit-waiting');

    // The contract of the plan's space ends (the job the task runs): A is offered it.
    await expect
      .poll(() => endDueContract(db(), { brandId, applicationId: contractId }, dayInJapan(-6)))
      .toBe('ended');
    const offer = await waitForMail({
      to: userA.email,
      subject: '空きが出ました',
      timeoutMs: 60_000,
    });
    expect(offer.subject).toContain(`${assetName} 区画 ${heldSpace}`);
    expect(offer.text).toContain('お申し込みの期限：');

    // Held: shown so to B, the form closed to B, and the rules refuse B's own write.
    await expectCount(b.page, 1);
    await b.page.getByRole('table').getByText('ご案内中').waitFor();
    await shoot(b.page, 'asset-held');
    await b.page.goto(`${chromium.base}/${brandId}/${assetId}/${heldSpace}/application`);
    await b.page.getByText('空き待ちにご登録の方にご案内しています').waitFor();
    const space = `brands/${brandId}/assets/${assetId}/spaces/${heldSpace}`;
    const refused = await fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${stackEnv().projectId}/databases/(default)/documents/${space}?updateMask.fieldPaths=status&updateMask.fieldPaths=reservedBy`,
      {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${userB.idToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fields: { status: { stringValue: 'reserved' }, reservedBy: { stringValue: userB.uid } },
        }),
      },
    );
    expect(refused.status).toBe(403);
    await expect.poll(() => cardText(b.page, '?areaMax=0.81')).toContain('満室');

    // Staff: the queue of the plan (A offered, B 1番目) on the asset's page; the dashboard counts.
    const staff = await chromium.open('waitlist-staff');
    await staff.page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(staff.page, chromium.base, `/admin/brands/${brandId}/assets/${assetId}`);
    const queue = staff.page.getByRole('region', { name: '空き待ち' });
    await queue.getByRole('cell', { name: '1番目' }).waitFor();
    await queue.getByText(`区画 ${heldSpace}（`).waitFor();
    await expect.poll(() => seriousAxeViolations(staff.page)).toEqual([]);
    await shoot(staff.page, 'staff-queue');
    // On a phone (shoot leaves it at 390 px) the queue scrolls inside its box, not the page.
    await staff.page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => staff.page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await staff.page.setViewportSize({ width: 1280, height: 900 });
    await staff.page.goto(`${chromium.base}/admin`);
    await staff.page.getByRole('row', { name: /空き待ちテスト倉庫 1人 1件/ }).waitFor();
    await shoot(staff.page, 'staff-dashboard');

    // A sees the offer in my unit.
    await a.page.reload();
    await mine.getByText(`区画 ${heldSpace} をご案内中です`).waitFor();
    await shoot(a.page, 'myunit-offered');
    await expect.poll(() => seriousAxeViolations(a.page)).toEqual([]);

    // The offer's time passes: its task runs at its time (not the machine's clock).
    const held = (await db().doc(space).get()).data()!;
    expect(held['status']).toBe('held');
    const entryId = String(held['hold'].entryId);
    const until = (held['hold'].until as { toDate(): Date }).toDate();
    const task = { brandId, assetId, planKey, entryId, seq: 1, kind: 'expire' as const };
    const schedule = async () => undefined;
    expect(await runOfferTask(db(), task, schedule, new Date(until.getTime() - 60_000))).toBe(
      'not-due',
    );
    expect(await runOfferTask(db(), task, schedule, new Date(until.getTime() + 1000))).toBe(
      'ended',
    );
    await waitForMail({ to: userA.email, subject: 'お申し込み期限が過ぎました' });
    await waitForMail({ to: userB.email, subject: '空きが出ました' });
    await expectCount(b.page, 0);

    // B applies for the held space and gets it.
    await applyFor(b.page, userB, '佐藤 次郎', 'さとう じろう');
    const taken = (await db().doc(space).get()).data()!;
    expect(taken).toMatchObject({ status: 'reserved', reservedBy: userB.uid });
    expect(taken['hold']).toBeUndefined();
    await entryBecomes(assetId, userB.uid, 'done');
    await expectCount(b.page, 0);
    await expect.poll(() => cardText(b.page, '?areaMax=0.81')).toContain('満室');
    await expect.poll(() => cardText(b.page)).toContain('空き 1区画');
  }, 180_000);

  it('says the hold time before joining; A declines (told what it does, then mailed), B applies; the queue keeps both', async () => {
    const asset = declineAsset.id;
    const a = await chromium.open('waitlist-decline-a');
    const b = await chromium.open('waitlist-decline-b');
    await withoutCache(a, b);
    const [userA, userB] = await Promise.all([signUpNewUser(), signUpNewUser()]);

    // Before joining, the page says how long an offered space is held (the brand's setting).
    await openAsset(a.page, asset);
    const section = a.page.getByRole('region', { name: '満室のプランと空き待ち' });
    await expect
      .poll(() => section.innerText())
      .toContain('ご案内した区画はご案内から48時間（2日間）お客さまのためにお取りします');
    await expect
      .poll(() => join(a.page, userA, 'ログイン', '高橋 一郎', asset))
      .toContain('現在1番目です');
    await expect
      .poll(() => join(b.page, userB, 'ログイン', '伊藤 二郎', asset))
      .toContain('現在2番目です');
    const joined = await waitForMail({ to: userA.email, subject: '空き待ちに登録しました' });
    expect(joined.text).toContain('ご案内から48時間（2日間）お客さまのためにお取りし');

    // My unit says it too, while A waits.
    const myunit = `${chromium.base}/${brandId}/myunit`;
    await a.page.goto(myunit);
    const mine = a.page.getByRole('region', { name: '空き待ち' });
    const entry = mine.getByRole('article', { name: new RegExp(declineAsset.name) });
    await entry.getByText('空き待ちの順番：1番目').waitFor();
    await expect
      .poll(() => entry.innerText())
      .toContain('ご案内から48時間（2日間）お客さまのためにお取りします');

    // The plan's space comes free: A is offered it.
    // The contract ended a week ago (seeded relative to today): the day after its end is due.
    expect(
      await endDueContract(
        db(),
        { brandId, applicationId: declineAsset.contractId },
        dayInJapan(-6),
      ),
    ).toBe('ended');
    await waitForMail({
      to: userA.email,
      subject: `空きが出ました：${declineAsset.name}`,
      timeoutMs: 60_000,
    });
    await entryBecomes(asset, userA.uid, 'offered');

    // A declines in my unit: the step says what it does before it is taken.
    await a.page.reload();
    await entry.getByText(`区画 ${heldSpace} をご案内中です`).waitFor();
    await entry.getByRole('button', { name: 'このご案内を辞退する' }).click();
    const confirm = entry.getByRole('group');
    await expect
      .poll(() => confirm.innerText())
      .toContain(
        `辞退すると、区画 ${heldSpace} は次にお待ちの方へご案内され、このプランの空き待ちの登録も終わります`,
      );
    await shoot(a.page, 'myunit-decline-confirm');
    await expect.poll(() => seriousAxeViolations(a.page)).toEqual([]);
    await confirm.getByRole('button', { name: '辞退する', exact: true }).click();
    await mine
      .getByRole('status')
      .getByText(`${declineAsset.name} 区画 ${heldSpace} のご案内を辞退しました`)
      .waitFor();
    await shoot(a.page, 'myunit-declined');
    const declined = await waitForMail({
      to: userA.email,
      subject: 'ご案内した区画の辞退を承りました',
      timeoutMs: 60_000,
    });
    expect(declined.text).toContain(`区画 ${heldSpace}`);
    expect(declined.text).toContain('次にお待ちの方へご案内します');

    // The space goes to B, who applies for it.
    await waitForMail({
      to: userB.email,
      subject: `空きが出ました：${declineAsset.name}`,
      timeoutMs: 60_000,
    });
    await applyFor(b.page, userB, '伊藤 二郎', 'いとう じろう', asset);
    await entryBecomes(asset, userB.uid, 'done');

    // Staff: the line is empty now, and its record still shows A's offer and decline with their
    // times, and B's application; filtered to 辞退, only A's decline.
    const staff = await chromium.open('waitlist-decline-staff');
    await staff.page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(staff.page, chromium.base, `/admin/brands/${brandId}/assets/${asset}`);
    const queue = staff.page.getByRole('region', { name: '空き待ち' });
    const record = queue.getByRole('table', { name: /のご案内と終了の記録$/ });
    const row = (who: string, what: string) =>
      record.getByRole('row').filter({ hasText: who }).filter({ hasText: what });
    const time = /\d{4}年\d{1,2}月\d{1,2}日（.）\d{1,2}:\d{2}/;
    await row('高橋 一郎', '区画をご案内').waitFor();
    await expect.poll(() => row('高橋 一郎', '区画をご案内').innerText()).toMatch(time);
    await expect.poll(() => row('高橋 一郎', '区画をご案内').innerText()).toContain(heldSpace);
    await expect.poll(() => row('高橋 一郎', 'ご案内を辞退').innerText()).toMatch(time);
    await expect.poll(() => row('伊藤 二郎', 'お申し込み').innerText()).toMatch(time);
    await queue.getByText('このプランの空き待ちは、いまはいません。').waitFor();
    await shoot(staff.page, 'staff-queue-record');
    await expect.poll(() => seriousAxeViolations(staff.page)).toEqual([]);
    await queue.getByLabel('記録の種類').selectOption({ label: 'ご案内を辞退' });
    await expect.poll(() => record.locator('tbody tr').count()).toBe(1);
    await expect.poll(() => record.locator('tbody tr').innerText()).toContain('高橋 一郎');
    await shoot(staff.page, 'staff-queue-record-declined');
  }, 240_000);
});
