import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAssets } from '../../scripts/seed/data/assets';
import { demoApplications, demoBills, demoSpaces } from '../../scripts/seed/data/occupancy';
import { demoAccountUids, demoUser } from '../../scripts/seed/data/people';
import { demoIds } from '../../scripts/seed/demo-ids';
import { planKeyOf } from '../../src/lib/model/plan-key-of';
import { monthEndAfter } from '../../src/lib/model/termination-rule';
import { formatYearMonth } from '../../src/utils/format-year-month';
import { adminAuth } from '../functions/support/admin-auth.js';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { awayFromMidnightInJapan, dayInJapan } from './support/japan-day.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

/** What the seed gives the demo user (user@example.com) at ソラクラ (docs/demo-data.md). */
const brandId = 'sorakura';
const uid = demoAccountUids.user;
const own = <T extends { brandId: string; data: { uid: string } }>(items: T[]) =>
  items.filter((item) => item.brandId === brandId && item.data.uid === uid);
const applications = own(demoApplications);
const bills = own(demoBills);
const contract = applications.find((a) => a.data.status === 'contracted');
const submitted = applications.find((a) => a.data.status === 'submitted');
if (!contract || !submitted || bills.length === 0) {
  throw new Error('the demo data has no contract, open application or bills for user@example.com');
}
const assetName = (assetId: string) => demoAssets.find((a) => a.id === assetId)!.data.name;
const spaceOf = (assetId: string, spaceId: string) =>
  demoSpaces.find((s) => s.brandId === brandId && s.assetId === assetId && s.id === spaceId)!.data;

const SHOTS = '/tmp/shots/h8c';
const chromium = useBrowserSession();

/** Opens my unit signed out: the guard sends the visitor to log in, and back after. */
/** '090-0000-1001' as a phone keyboard in full-width mode types it: '０９０−００００−１００１'. */
const fullWidth = (text: string): string =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)).replaceAll('-', '−');

async function signInToMyUnit(page: Page): Promise<void> {
  await page.goto(`${chromium.base}/${brandId}/myunit`);
  await page.waitForURL((url) => url.pathname === `/${brandId}/login`);
  await page.getByLabel('メールアドレス').fill('user@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('user-pass-1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${brandId}/myunit`);
  await page.getByRole('heading', { level: 1, name: 'マイユニット' }).waitFor();
}

/** Signs a new user up on the brand's login page; they land on my unit. Returns their e-mail. */
async function signUpToMyUnit(page: Page): Promise<string> {
  const email = `myunit-${randomUUID()}@example.com`;
  await page.goto(`${chromium.base}/${brandId}/login`);
  await page.getByRole('tab', { name: '新規登録' }).click();
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(`Pw-${randomUUID()}`);
  await page.getByRole('button', { name: '新規登録', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${brandId}/myunit`);
  return email;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** A full-page screenshot at 390 and 1280 px, back at 390 after. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

describe(`my unit (/${brandId}/myunit)`, () => {
  // The 解約 date picker starts tomorrow as the page counts it: the day in Japan must not change
  // between the page's "today" and the test's.
  beforeEach(() => awayFromMidnightInJapan());

  // The profile edit and the 解約 request change the demo user's seeded documents, which other
  // end-to-end files (the admin's member search, the prefilled contact form) read as seeded:
  // put them back as they were, whatever the order the files run in.
  const touched = [
    `brands/${brandId}/members/${uid}`,
    `brands/${brandId}/applications/${contract.id}`,
  ];
  const before = new Map<string, FirebaseFirestore.DocumentData>();
  beforeAll(async () => {
    for (const path of touched) {
      const snapshot = await adminFirestore().doc(path).get();
      if (snapshot.exists) before.set(path, snapshot.data()!);
    }
  });
  afterAll(async () => {
    for (const [path, data] of before) await adminFirestore().doc(path).set(data);
  });

  it('shows the demo user their contract, bills and applications, readable at 390 and 1280 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, consoleErrors } = await chromium.open('my-unit-overview');
    await signInToMyUnit(page);

    const contracts = section(page, 'ご契約');
    const space = spaceOf(contract.data.assetId, contract.data.spaceId);
    const contractCard = contracts.getByRole('listitem');
    await expect.poll(() => contractCard.count()).toBe(1);
    await expect.poll(() => contractCard.innerText()).toContain(assetName(contract.data.assetId));
    const contractText = await contractCard.innerText();
    expect(contractText).toContain(`区画 ${space.label}`);
    expect(contractText).toContain(`¥${space.monthlyFee.toLocaleString('en-US')}（税込）`);
    expect(contractText).toContain(
      `¥${(space.monthlyFee + space.adminFee).toLocaleString('en-US')}（税込）`,
    );
    await expect
      .poll(() =>
        contractCard
          .getByRole('link', { name: assetName(contract.data.assetId) })
          .getAttribute('href'),
      )
      .toBe(`/${brandId}/${contract.data.assetId}`);

    // Bills: one card each, those still to pay first, each state in words.
    // (the cards themselves: a card may hold lists of its own, e.g. the payment methods)
    // The seed's bills only: admin-billing.test.ts, running beside this file, makes next month's
    // bills (佐藤 花子's among them) and removes them when it ends.
    const seedMonths = new Set(bills.map((bill) => `${formatYearMonth(bill.data.period)}分`));
    const billCards = section(page, 'ご請求')
      .locator('li.my-unit-bill')
      .filter({
        has: page.getByRole('heading', { level: 3 }).filter({
          hasText: new RegExp(`^(${[...seedMonths].join('|')})$`),
        }),
      });
    await expect.poll(() => billCards.count()).toBe(bills.length);
    const firstBill = await billCards.first().innerText();
    expect(firstBill).toMatch(/未払い|支払期限超過/);
    const paid = bills.filter((b) => b.data.status === 'paid').length;
    await expect.poll(() => billCards.filter({ hasText: '支払済み' }).count()).toBe(paid);

    // Applications: every one, newest first, with its state and what happens next.
    const applicationCards = section(page, 'お申し込み').getByRole('listitem');
    await expect.poll(() => applicationCards.count()).toBe(applications.length);
    const open = applicationCards.filter({ hasText: assetName(submitted.data.assetId) });
    await expect.poll(() => open.innerText()).toContain('審査中');
    await expect.poll(() => open.innerText()).toContain('審査結果をメールでお知らせします');
    await expect
      .poll(() => open.getByRole('button', { name: '申し込みを取り消す' }).count())
      .toBe(1);
    await expect
      .poll(() => applicationCards.getByRole('button', { name: '申し込みを取り消す' }).count())
      .toBe(1);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, { path: `${SHOTS}/my-unit-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    // No sideways scrolling at either width.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(1280);
    await screenshot(page, { path: `${SHOTS}/my-unit-1280.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(cspViolations(consoleErrors)).toEqual([]);
    // Signed in (not signed up), the page itself logs nothing.
    expect(consoleErrors).toEqual([]);
  });

  it('edits the profile in place: errors next to the fields, a full-width phone stored normalised', async () => {
    const { page } = await chromium.open('my-unit-profile');
    await signInToMyUnit(page);
    const profile = section(page, 'プロフィール');
    await profile.getByRole('button', { name: 'プロフィールを編集する' }).click();
    const name = profile.getByLabel(/お名前/);
    await name.fill('');
    const phone = profile.getByLabel(/電話番号/);
    // The member's own number typed full-width, so the stored value other files search for
    // (admin-billing, customer-requests) stays the same while this file runs beside them.
    await phone.fill(fullWidth(demoUser.phone));
    await profile.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await name.getAttribute('id'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, { path: `${SHOTS}/my-unit-profile-error-390.png`, fullPage: true });

    await name.fill('佐藤 花子');
    await profile.getByRole('button', { name: '保存する' }).click();
    await profile.getByText('プロフィールを保存しました。').waitFor();
    await profile.getByText(demoUser.phone).waitFor();
    const stored = await adminFirestore().doc(`brands/${brandId}/members/${uid}`).get();
    expect(stored.get('phone')).toBe(demoUser.phone);
    expect(stored.get('name')).toBe('佐藤 花子');

    await page.reload();
    await section(page, 'プロフィール').getByText(demoUser.phone).waitFor();
  });

  it('解約: only the month ends the brand allows; withdrawn; confirmed by staff, the space stays 契約中 until then', async () => {
    const { page, consoleErrors } = await chromium.open('my-unit-termination');
    await signInToMyUnit(page);
    const card = section(page, 'ご契約').getByRole('listitem').first();
    // The demo brand's rule (its terms, 第7条): notice by the end of the month before, month ends.
    await card.getByText('解約を希望する月の前月末日までにお申し出ください。').waitFor();
    await card.getByRole('button', { name: '解約を申し出る' }).click();
    const choice = card.getByLabel(/解約希望日/);
    const offered = (await choice
      .locator('option')
      .evaluateAll((options) =>
        options.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
      )) as string[];
    const today = dayInJapan();
    const endDate = monthEndAfter(today, 1);
    expect(offered[0]).toBe(endDate);
    expect(offered.every((d) => d === monthEndAfter(d, 0))).toBe(true);
    expect(offered).not.toContain(monthEndAfter(today, 0));
    await shoot(page, 'termination-form');
    const ask = async () => {
      await card.getByLabel(/解約希望日/).selectOption(endDate);
      await card.getByRole('button', { name: 'この日で解約を申し出る' }).click();
      const dialog = page.getByRole('dialog', { name: '解約を申し出ますか？' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '解約を申し出る' }).click();
      await card.getByText(/解約のお申し出を受け付けました（解約希望日：/).waitFor();
    };
    await ask();
    const [y, m, d] = endDate.split('-').map(Number) as [number, number, number];
    await expect.poll(() => card.innerText()).toContain(`${y}年${m}月${d}日`);
    const appPath = `brands/${brandId}/applications/${contract.id}`;
    expect((await adminFirestore().doc(appPath).get()).get('terminationRequest.endDate')).toBe(
      endDate,
    );

    // Withdrawn before staff confirm it: the contract goes on, the form is back.
    await card.getByRole('button', { name: 'お申し出を取り下げる' }).click();
    const withdraw = page.getByRole('dialog', { name: '解約のお申し出を取り下げますか？' });
    await withdraw.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await withdraw.getByRole('button', { name: '取り下げる' }).click();
    await card.getByRole('button', { name: '解約を申し出る' }).waitFor();
    expect((await adminFirestore().doc(appPath).get()).get('terminationRequest')).toBeNull();

    // Asked again; staff confirm it in admin.
    await card.getByRole('button', { name: '解約を申し出る' }).click();
    await ask();
    const staff = await chromium.open('my-unit-termination-staff');
    await staff.page.goto(
      `${chromium.base}/admin/login?redirect=${encodeURIComponent(`/admin/brands/${brandId}`)}`,
    );
    await staff.page.getByLabel('メールアドレス').fill('admin@example.com');
    await staff.page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
    await staff.page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await staff.page.waitForURL((url) => url.pathname === `/admin/brands/${brandId}`);
    await staff.page.goto(`${chromium.base}/admin/brands/${brandId}?application=${contract.id}`);
    const detail = staff.page.getByRole('dialog');
    await detail.getByRole('button', { name: '解約を確定する' }).click();
    await detail.getByRole('button', { name: /で解約を確定する$/ }).click();
    await detail.getByText(/^解約手続き済み：解約日/).waitFor();
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await staff.page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(staff.page, { path: `${SHOTS}/termination-admin-confirmed-1280.png` });

    // Until the end date the contract is 契約中 and the space stays taken.
    const stored = (await adminFirestore().doc(appPath).get()).data()!;
    expect(stored['status']).toBe('contracted');
    expect(stored['terminationRequest']['confirmedBy']).toBeTruthy();
    await page.reload();
    await section(page, 'ご契約')
      .getByText(/（手続き済み）/)
      .waitFor();
    await expect.poll(() => section(page, 'ご契約').innerText()).toContain('契約中');
    await shoot(page, 'termination-confirmed');
    const { assetId, spaceId } = contract.data;
    const label = spaceOf(assetId, spaceId).label;
    await page.goto(`${chromium.base}/${brandId}/${assetId}?space=${spaceId}`);
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`^区画 ${label}`) })
      .filter({ hasText: '契約中' })
      .waitFor();
    expect(
      (
        await adminFirestore().doc(`brands/${brandId}/assets/${assetId}/spaces/${spaceId}`).get()
      ).get('status'),
    ).toBe('occupied');
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('a new user sees what to do next and creates their profile (postal code fills the address)', async () => {
    const { page } = await chromium.open('my-unit-new-user');
    const email = await signUpToMyUnit(page);

    const applicationsSection = section(page, 'お申し込み');
    await applicationsSection.getByText('まだお申し込みはありません。').waitFor();
    await expect
      .poll(() =>
        applicationsSection
          .getByRole('link', { name: '物件一覧から区画を探す' })
          .getAttribute('href'),
      )
      .toBe(`/${brandId}/list`);
    await section(page, 'ご請求').getByText('ご契約後、毎月の請求がここに表示されます。').waitFor();
    const profile = section(page, 'プロフィール');
    await profile.getByText(/プロフィールがまだ登録されていません/).waitFor();
    await expect.poll(() => profile.getByLabel(/メールアドレス/).inputValue()).toBe(email);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, { path: `${SHOTS}/my-unit-new-user-390.png`, fullPage: true });

    await profile.getByLabel(/お名前/).fill('高橋 健');
    await profile.getByLabel(/フリガナ/).fill('たかはし けん');
    await profile.getByLabel(/電話番号/).fill('０９０１２３４５６７８');
    await profile.getByLabel(/郵便番号/).fill('１６０００２２');
    await expect.poll(() => profile.getByLabel(/市区町村/).inputValue()).toBe('新宿区');
    await expect.poll(() => profile.getByLabel(/都道府県/).inputValue()).toBe('東京都');
    await profile.getByLabel(/町名・番地/).fill('新宿1-2-3');
    await profile.getByLabel(/生年月日/).fill('1990/4/1');
    await profile.getByRole('button', { name: '保存する' }).click();
    await profile.getByText('プロフィールを保存しました。').waitFor();
    await profile.getByText('〒160-0022 東京都新宿区新宿1-2-3').waitFor();

    const members = await adminFirestore()
      .collection(`brands/${brandId}/members`)
      .where('email', '==', email)
      .get();
    expect(members.size).toBe(1);
    const member = members.docs[0]!;
    expect(member.get('uid')).toBe(member.id);
    expect(member.get('kana')).toBe('タカハシ\u3000ケン');
    expect(member.get('phone')).toBe('09012345678');
    expect(member.get('building')).toBeUndefined();
    expect(member.get('birthDate')).toBe('1990-04-01');
    expect(member.get('createdAt')).toBeDefined();
  });

  it('cancels an application in review after a confirmation, and its space is free again', async () => {
    const { page } = await chromium.open('my-unit-cancel');
    const email = await signUpToMyUnit(page);
    const { uid: applicant } = await adminAuth().getUserByEmail(email);
    // A free space away from the one other journeys apply for, reserved for this user the way
    // the apply batch leaves it (application, space, the plan's free count, the user's counter).
    const target = demoSpaces.find(
      (s) =>
        s.brandId === brandId &&
        s.assetId !== demoIds.publishedAsset.assetId &&
        demoAssets.some((a) => a.id === s.assetId && a.data.published) &&
        s.data.status === 'available',
    )!;
    const db = adminFirestore();
    const application = db.collection(`brands/${brandId}/applications`).doc();
    const spaceRef = db.doc(`brands/${brandId}/assets/${target.assetId}/spaces/${target.id}`);
    const assetRef = db.doc(`brands/${brandId}/assets/${target.assetId}`);
    const counterRef = db.doc(`brands/${brandId}/applicationCounters/${applicant}`);
    const now = FieldValue.serverTimestamp();
    const planKey = planKeyOf(target.data);
    const freeBefore = (await assetRef.get()).get(`plans.${planKey}.available`) as number;
    const batch = db.batch();
    batch.set(application, {
      uid: applicant,
      assetId: target.assetId,
      spaceId: target.id,
      name: '高橋 健',
      kana: 'タカハシ ケン',
      email,
      phone: '090-1234-5678',
      postalCode: '160-0022',
      prefecture: '東京都',
      city: '新宿区',
      addressLine: '新宿1-2-3',
      birthDate: '1990-04-01',
      startDate: dayInJapan(10),
      termsVersion: 2,
      status: 'submitted',
      identityDocumentPath: null,
      history: { '0': { at: now, by: applicant, from: null, to: 'submitted' } },
      terminationRequest: null,
      createdAt: now,
      updatedAt: now,
    });
    batch.update(spaceRef, {
      status: 'reserved',
      reservedBy: applicant,
      applicationId: application.id,
      updatedAt: now,
    });
    batch.update(assetRef, { [`plans.${planKey}.available`]: FieldValue.increment(-1) });
    batch.set(counterRef, { open: 1, lastApplicationId: application.id, updatedAt: now });
    await batch.commit();

    await page.reload();
    const card = section(page, 'お申し込み').getByRole('listitem');
    await card.getByText('審査中').waitFor();
    await expect.poll(() => card.innerText()).toContain(assetName(target.assetId));
    await card.getByRole('button', { name: '申し込みを取り消す' }).click();
    const dialog = page.getByRole('dialog', { name: 'お申し込みを取り消しますか？' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '取り消す', exact: true }).click();
    await section(page, 'お申し込み')
      .getByText(/のお申し込みを取り消しました。/)
      .waitFor();
    await card.getByText(/このお申し込みは取り消されました/).waitFor();
    await expect.poll(() => card.innerText()).toContain('取消');
    await expect
      .poll(() => card.getByRole('button', { name: '申し込みを取り消す' }).count())
      .toBe(0);

    const space = (await spaceRef.get()).data()!;
    expect([space['status'], space['reservedBy'], space['applicationId']]).toEqual([
      'available',
      null,
      null,
    ]);
    expect((await assetRef.get()).get(`plans.${planKey}.available`)).toBe(freeBefore);
    const stored = await application.get();
    expect(stored.get('status')).toBe('cancelled');
    expect(stored.get('history.1.to')).toBe('cancelled');
    expect((await counterRef.get()).get('open')).toBe(0);
  });
});
