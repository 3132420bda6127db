import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAssets } from '../../scripts/seed/data/assets';
import { demoSpaces } from '../../scripts/seed/data/occupancy';
import { demoIds } from '../../scripts/seed/demo-ids';
import { planKeyOf } from '../../src/lib/model/plan-key-of';
import type { Space } from '../../src/lib/model/space';
import { formatReferenceNumber } from '../../src/lib/model/application-reference';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { signUpNewUser, type SignedInUser } from '../functions/support/auth-emulator.js';
import { waitForMail } from '../functions/support/mail-inbox.js';
import { formFocusedAfterSignIn } from './support/apply-form.js';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';
import { applicationIdOf } from './support/application-id-of.js';

/**
 * The apply flow end to end (Chromium against the local stack, demo data): sign up on the
 * form, apply, thanks, the space reserved, my unit, cancel; a race for one space; a double
 * click and a retry after a lost answer. Spaces of one asset no other e2e file looks at
 * (ソラクラ 大宮); every application made here is cancelled again after the file.
 */
const brandId = demoIds.publishedBrand;
const assetId = 'SK-104';
const asset = demoAssets.find((a) => a.brandId === brandId && a.id === assetId)!;
const freeSpaces = demoSpaces
  .filter((s) => s.brandId === brandId && s.assetId === assetId && s.data.status === 'available')
  .map((s) => ({ id: s.id, label: s.data.label }));
const [journeySpace, raceSpace, doubleClickSpace, retrySpace, limitSpace] = freeSpaces as [
  { id: string; label: string },
  { id: string; label: string },
  { id: string; label: string },
  { id: string; label: string },
  { id: string; label: string },
];

const SHOTS = '/tmp/shots/h8b';
const WIDTHS = [390, 1280] as const;
const chromium = useBrowserSession();

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const applicationUrl = (spaceId: string) =>
  `${chromium.base}/${brandId}/${assetId}/${spaceId}/application`;

/** A calendar day `days` after today in Japan, as `YYYY-MM-DD`. */
function dayInJapan(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** Full-page screenshots at 390 and 1280 px into /tmp/shots/h8b/<name>-<width>.png. */
async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** A PDF-typed file big enough to go up in several chunks (so the bar moves). */
function identityDocument(bytes = 600 * 1024) {
  const buffer = Buffer.alloc(bytes, 0x20);
  buffer.write('%PDF-1.4\n', 0, 'latin1');
  return { name: 'menkyo.pdf', mimeType: 'application/pdf', buffer };
}

/** Storage upload requests answered only after `ms`: the progress bar stays on screen. */
async function slowUploads(page: Page, ms: number): Promise<void> {
  await page.route('**/v0/b/**', async (route) => {
    // eslint-disable-next-line no-restricted-syntax -- a slow upload the page must show, not a wait
    if (route.request().method() !== 'GET') await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** Signs in (or up) with the tabs on the application page; the form appears in place. */
async function signInOnForm(
  page: Page,
  user: { email: string; password: string },
  mode: 'ログイン' | '新規登録',
) {
  const account = page.getByRole('region', { name: 'お申し込みにはアカウントが必要です' });
  if (mode === '新規登録') await account.getByRole('tab', { name: '新規登録' }).click();
  await account.getByLabel('メールアドレス').fill(user.email);
  await account.getByLabel('パスワード', { exact: true }).fill(user.password);
  await account.getByRole('button', { name: mode, exact: true }).click();
  await page.getByRole('form', { name: 'お申し込み内容の入力' }).waitFor();
  await formFocusedAfterSignIn(page);
}

/** Fills every field; the address comes from the postal-code lookup. */
async function fillForm(page: Page, name = '山田 太郎'): Promise<void> {
  const form = page.getByRole('form', { name: 'お申し込み内容の入力' });
  await form.getByLabel(/^お名前/).fill(name);
  await form.getByLabel(/^フリガナ/).fill('やまだ たろう');
  await form.getByLabel(/^メールアドレス/).fill(`taro-${randomUUID()}@example.com`);
  await form.getByLabel(/^電話番号/).fill('０９０−１２３４−５６７８');
  await form.getByLabel(/^生年月日/).fill('1990/4/1');
  await form.getByLabel(/^郵便番号/).fill('1600022');
  await expect.poll(() => form.getByLabel(/^市区町村/).inputValue()).toBe('新宿区');
  await expect.poll(() => form.getByLabel(/^都道府県/).inputValue()).toBe('東京都');
  await form.getByLabel(/^町名・番地/).fill('新宿1-2-3');
  await form.getByLabel(/^利用開始希望日/).fill(dayInJapan(7));
  // Left fields show what will be stored.
  await expect.poll(() => form.getByLabel(/^電話番号/).inputValue()).toBe('090-1234-5678');
  await expect.poll(() => form.getByLabel(/^フリガナ/).inputValue()).toBe('ヤマダ\u3000タロウ');
}

async function upload(page: Page, file = identityDocument(64 * 1024)): Promise<void> {
  await page.getByLabel(/^本人確認書類/).setInputFiles(file);
  await page.getByText(`アップロード済み：${file.name}`).waitFor();
}

async function agreeAndConfirm(page: Page): Promise<void> {
  await page.getByLabel(/^利用規約（第\d+版）に同意する/).check();
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await h1(page).filter({ hasText: 'お申し込み内容の確認' }).waitFor();
}

/** The applications on a space (read with the emulator's owner credential, past the rules). */
async function applicationsOn(spaceId: string, uids: readonly string[]) {
  const snapshot = await adminFirestore()
    .collection(`brands/${brandId}/applications`)
    .where('spaceId', '==', spaceId)
    .get();
  return snapshot.docs
    .filter((d) => d.get('assetId') === assetId && uids.includes(d.get('uid') as string))
    .map((d) => ({ id: d.id, status: d.get('status') as string, uid: d.get('uid') as string }));
}

async function spaceOf(spaceId: string): Promise<Space> {
  const snapshot = await adminFirestore()
    .doc(`brands/${brandId}/assets/${assetId}/spaces/${spaceId}`)
    .get();
  return snapshot.data() as Space;
}

/**
 * Puts a space back as the seed had it: every application made here that is still submitted
 * is cancelled by "staff", the space freed, the plan count and the user's counter moved back.
 */
async function release(spaceId: string): Promise<void> {
  const db = adminFirestore();
  const snapshot = await db
    .collection(`brands/${brandId}/applications`)
    .where('spaceId', '==', spaceId)
    .get();
  for (const application of snapshot.docs) {
    if (application.get('assetId') !== assetId || application.get('status') !== 'submitted')
      continue;
    const spaceRef = db.doc(`brands/${brandId}/assets/${assetId}/spaces/${spaceId}`);
    const space = (await spaceRef.get()).data() as Space;
    const history = application.get('history') as Record<string, unknown>;
    const uid = application.get('uid') as string;
    const batch = db.batch();
    batch.update(application.ref, {
      status: 'cancelled',
      [`history.${Object.keys(history).length}`]: {
        at: FieldValue.serverTimestamp(),
        by: 'e2e-cleanup',
        from: 'submitted',
        to: 'cancelled',
      },
      updatedAt: FieldValue.serverTimestamp(),
    });
    batch.update(db.doc(`brands/${brandId}/applicationCounters/${uid}`), {
      open: FieldValue.increment(-1),
      lastApplicationId: application.id,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (space.applicationId === application.id) {
      batch.update(spaceRef, {
        status: 'available',
        reservedBy: null,
        applicationId: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      batch.update(
        db.doc(`brands/${brandId}/assets/${assetId}`),
        new FieldPath('plans', planKeyOf(space), 'available'),
        FieldValue.increment(1),
        'lastSpaceMove',
        spaceId,
      );
    }
    await batch.commit();
  }
}

afterAll(async () => {
  for (const space of [journeySpace, raceSpace, doubleClickSpace, retrySpace])
    await release(space.id);
});

describe('applying for a space (Chromium, demo data)', () => {
  it('a new user signs up on the form, applies, cancels, and the space is free again', async () => {
    expect(freeSpaces.length).toBeGreaterThanOrEqual(5);
    const { page, consoleErrors } = await chromium.open('apply-journey');
    const user = { email: `apply-${randomUUID()}@example.com`, password: `Pw-${randomUUID()}` };
    await slowUploads(page, 700);

    // Signed out: the 注記, the space, and why an account is needed, with both ways on.
    await page.goto(applicationUrl(journeySpace.id));
    await h1(page).filter({ hasText: 'お申し込み' }).waitFor();
    const account = page.getByRole('region', { name: 'お申し込みにはアカウントが必要です' });
    await account.waitFor();
    await expect(account.getByRole('tab', { name: '新規登録' }).isVisible()).resolves.toBe(true);
    await expect
      .poll(() =>
        account.getByRole('link', { name: 'ログインページで手続きする' }).getAttribute('href'),
      )
      .toBe(
        `/${brandId}/login?redirect=${encodeURIComponent(`/${brandId}/${assetId}/${journeySpace.id}/application`)}`,
      );
    await expect
      .poll(() => page.getByRole('region', { name: 'お申し込みの区画' }).textContent())
      .toContain(`区画 ${journeySpace.label}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'signed-out');

    await signInOnForm(page, user, '新規登録');
    // The form took the place (and the focus) of the sign-up form.
    await expect
      .poll(() => page.getByLabel(/^お名前/).evaluate((e) => e === document.activeElement))
      .toBe(true);
    await expect.poll(() => page.getByLabel(/^メールアドレス/).inputValue()).toBe(user.email);

    // The empty form shows its errors next to the fields, with a summary.
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await page.getByRole('alert').filter({ hasText: '入力内容をご確認ください' }).waitFor();
    await expect(
      page.getByLabel(/^お名前/).evaluate((e) => e === document.activeElement),
    ).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'form-errors');

    await fillForm(page);
    // The document goes up at once, with a visible bar in %.
    await page.getByLabel(/^本人確認書類/).setInputFiles(identityDocument());
    const bar = page.getByRole('progressbar', { name: /アップロードしています… \d+%/ });
    await bar.waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: '確認画面へ進む' }).isDisabled())
      .toBe(true);
    await page.getByText('アップロード済み：menkyo.pdf').waitFor();
    await page.getByLabel(/^建物名・部屋番号/).fill('スペースビル101');

    // A reload keeps everything typed and the upload (sessionStorage draft).
    await page.reload();
    await page.getByRole('form', { name: 'お申し込み内容の入力' }).waitFor();
    await expect.poll(() => page.getByLabel(/^お名前/).inputValue()).toBe('山田 太郎');
    await expect
      .poll(() => page.getByLabel(/^建物名・部屋番号/).inputValue())
      .toBe('スペースビル101');
    await expect.poll(() => page.getByLabel(/^市区町村/).inputValue()).toBe('新宿区');
    await page.getByText('アップロード済み：menkyo.pdf').waitFor();

    await agreeAndConfirm(page);
    expect(new URL(page.url()).searchParams.get('step')).toBe('confirm');
    const values = page.getByRole('region', { name: 'お申し込み内容' });
    await expect.poll(() => values.textContent()).toContain('090-1234-5678');
    await expect.poll(() => values.textContent()).toContain('〒160-0022東京都新宿区新宿1-2-3');
    const fees = page.getByRole('region', { name: '料金（税込）' });
    await expect.poll(() => fees.textContent()).toMatch(/初回お支払い目安¥[\d,]+/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'confirm');
    // A reload on the confirm step stays there, from the draft.
    await page.reload();
    await h1(page).filter({ hasText: 'お申し込み内容の確認' }).waitFor();
    await expect.poll(() => values.textContent()).toContain('スペースビル101');

    // The browser's Back returns to the form with everything kept, and on again.
    await page.goBack();
    await page.getByRole('form', { name: 'お申し込み内容の入力' }).waitFor();
    await expect.poll(() => page.getByLabel(/^お名前/).inputValue()).toBe('山田 太郎');
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await h1(page).filter({ hasText: 'お申し込み内容の確認' }).waitFor();

    await page.getByRole('button', { name: '申し込む', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/application/thanks'));
    await h1(page).filter({ hasText: 'お申し込みを受け付けました' }).waitFor();
    const reference = await page.locator('.application-reference__number').textContent();
    // The 8-character 受付番号 (issue 31, item 6), its claim naming the application.
    expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const applicationId = await applicationIdOf(brandId, reference!);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'thanks');

    const uid = (await spaceOf(journeySpace.id)).reservedBy!;
    const made = await applicationsOn(journeySpace.id, [uid]);
    expect(made).toEqual([{ id: applicationId, status: 'submitted', uid }]);
    const member = await adminFirestore().doc(`brands/${brandId}/members/${uid}`).get();
    expect(member.get('phone')).toBe('090-1234-5678');
    // 申込受付 reaches the applicant, at the address given on the form, with the same 受付番号
    // (docs/mail.md).
    const applied = await adminFirestore()
      .doc(`brands/${brandId}/applications/${applicationId}`)
      .get();
    const received = await waitForMail({
      to: String(applied.get('email')),
      subject: `お申し込みを受け付けました（受付番号 ${reference}）`,
      timeoutMs: 90_000,
    });
    expect(received.text).toContain(`受付番号：${reference}`);

    // The asset page tells the applicant the space is their own application (issue 19, item 4).
    await page.goto(`${chromium.base}/${brandId}/${assetId}?space=${journeySpace.id}`);
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`^区画 ${journeySpace.label}`) })
      .filter({ hasText: 'お客さまのお申し込み（審査中）' })
      .waitFor();

    // My unit lists it as 審査中.
    await page.goto(`${chromium.base}/${brandId}/myunit`);
    const card = page
      .locator('.my-unit-card')
      .filter({ hasText: `区画 ${journeySpace.label}` })
      .filter({ hasText: asset.data.name });
    await card.filter({ hasText: '審査中' }).waitFor();

    // Cancel it: a confirmation, then the space is 空き again.
    await page.goto(`${applicationUrl(journeySpace.id)}/cancel`);
    await page.getByRole('button', { name: 'お申し込みを取り消す' }).click();
    const dialog = page.getByRole('dialog', { name: 'お申し込みを取り消しますか？' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: '取り消す', exact: true }).click();
    await page.getByText('お申し込みを取り消しました。').waitFor();
    await page
      .getByRole('region', { name: 'お申し込みの区画' })
      .locator('.space-summary__status', { hasText: '空き' })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'cancelled');
    expect(await applicationsOn(journeySpace.id, [uid])).toEqual([
      { id: applicationId, status: 'cancelled', uid },
    ]);
    await page.goto(`${chromium.base}/${brandId}/${assetId}?space=${journeySpace.id}`);
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`^区画 ${journeySpace.label}`) })
      .filter({ hasText: '空き' })
      .waitFor();
    await page.getByRole('link', { name: 'この区画を申し込む' }).waitFor();

    // Cancel again: nothing left to cancel, said plainly.
    await page.goto(`${applicationUrl(journeySpace.id)}/cancel`);
    await page.getByText('取り消せるお申し込み（審査中のもの）はありません').waitFor();
    expect(cspViolations(consoleErrors)).toEqual([]);
  }, 240_000);

  it('two people apply for one space at the same moment: one application, the other is told plainly', async () => {
    const people = await Promise.all([signUpNewUser(), signUpNewUser()]);
    const pages = await Promise.all(
      people.map(async (person: SignedInUser, index) => {
        const { page } = await chromium.open(`apply-race-${index}`);
        await page.goto(applicationUrl(raceSpace.id));
        await signInOnForm(page, person, 'ログイン');
        await fillForm(page, index === 0 ? '山田 太郎' : '佐藤 花子');
        await upload(page);
        await agreeAndConfirm(page);
        return page;
      }),
    );
    await Promise.all(
      pages.map((page) => page.getByRole('button', { name: '申し込む', exact: true }).click()),
    );
    const outcomes = await Promise.all(
      pages.map((page) =>
        Promise.race([
          page
            .waitForURL((url) => url.pathname.endsWith('/application/thanks'))
            .then(() => 'thanks' as const),
          page
            .getByRole('alert')
            .filter({ hasText: 'この区画は他の方のお申し込みが完了したため' })
            .waitFor()
            .then(() => 'taken' as const),
        ]),
      ),
    );
    expect([...outcomes].sort()).toEqual(['taken', 'thanks']);
    const loser = pages[outcomes.indexOf('taken')]!;
    await expect
      .poll(() =>
        loser.getByRole('link', { name: '同じ物件のほかの区画を見る' }).getAttribute('href'),
      )
      .toBe(`/${brandId}/${assetId}#spaces`);
    await expect
      .poll(() => loser.getByRole('button', { name: '申し込む', exact: true }).isDisabled())
      .toBe(true);
    await screenshots(loser, 'race-taken');

    const uids = people.map((person) => person.uid);
    const made = await applicationsOn(raceSpace.id, uids);
    expect(made).toHaveLength(1);
    expect(made[0]!.uid).toBe(uids[outcomes.indexOf('thanks')]);
    expect((await spaceOf(raceSpace.id)).applicationId).toBe(made[0]!.id);
  }, 180_000);

  it('a double click and a retry after a lost answer each leave exactly one application', async () => {
    const person = await signUpNewUser();
    const { page } = await chromium.open('apply-twice');

    // A double click on 申し込む sends once.
    await page.goto(applicationUrl(doubleClickSpace.id));
    await signInOnForm(page, person, 'ログイン');
    await fillForm(page);
    await upload(page);
    await agreeAndConfirm(page);
    await page.getByRole('button', { name: '申し込む', exact: true }).dblclick();
    await page.waitForURL((url) => url.pathname.endsWith('/application/thanks'));
    expect(await applicationsOn(doubleClickSpace.id, [person.uid])).toHaveLength(1);

    // The first commit reaches the server but its answer is lost: the page says so, keeps
    // everything, and 申し込む again (same application id) ends on thanks with one application.
    let dropped = 0;
    await page.route('**/documents:commit*', async (route) => {
      // Only the apply batch (the profile is saved with a commit of its own).
      const apply = route.request().postData()?.includes('/applications/') ?? false;
      if (dropped > 0 || !apply) return route.continue();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(applicationUrl(retrySpace.id));
    await page.getByRole('form', { name: 'お申し込み内容の入力' }).waitFor();
    await fillForm(page);
    await upload(page);
    await agreeAndConfirm(page);
    await page.getByRole('button', { name: '申し込む', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '通信状況をご確認のうえ' }).waitFor();
    expect(dropped).toBe(1);
    expect(await applicationsOn(retrySpace.id, [person.uid])).toHaveLength(1);
    // Everything is still there: 申し込む again sends the same application id, and the
    // existing application counts as the success it was.
    await page.getByRole('button', { name: '申し込む', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/application/thanks'));
    await page.locator('.application-reference__number').waitFor();
    const made = await applicationsOn(retrySpace.id, [person.uid]);
    expect(made).toHaveLength(1);
    const stored = await adminFirestore()
      .doc(`brands/${brandId}/applications/${made[0]!.id}`)
      .get();
    const reference = formatReferenceNumber(String(stored.get('reference')));
    await expect
      .poll(() => page.locator('.application-reference__number').textContent())
      .toBe(reference);

    // Back on the form's address, the space is the person's: said so with the same number.
    await page.goto(applicationUrl(retrySpace.id));
    await page.getByText(`この区画はお申し込み済みです（受付番号 ${reference}）`).waitFor();
    await expect
      .poll(() => page.getByRole('form', { name: 'お申し込み内容の入力' }).count())
      .toBe(0);
  }, 180_000);

  it('a person with three applications in review is told so before anything is sent', async () => {
    const person = await signUpNewUser();
    // Three open applications elsewhere in the brand, as the apply batches would have counted.
    await adminFirestore()
      .doc(`brands/${brandId}/applicationCounters/${person.uid}`)
      .set({ open: 3, lastApplicationId: null, updatedAt: FieldValue.serverTimestamp() });
    const { page } = await chromium.open('apply-limit');
    await page.goto(applicationUrl(limitSpace.id));
    await signInOnForm(page, person, 'ログイン');
    const limit =
      'お申し込み中（審査中）の区画は1ブランドにつき3件までです。マイユニットで状況をご確認ください。';
    await page.getByRole('status').filter({ hasText: limit }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fillForm(page);
    await upload(page);
    await agreeAndConfirm(page);
    let commits = 0;
    page.on('request', (request) => {
      if (
        request.url().includes('documents:commit') &&
        request.postData()?.includes('/applications/')
      )
        commits += 1;
    });
    await page.getByRole('button', { name: '申し込む', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: limit });
    await alert.waitFor();
    await expect
      .poll(() => alert.getByRole('link', { name: /マイユニット/ }).getAttribute('href'))
      .toBe(`/${brandId}/myunit`);
    expect(commits).toBe(0);
    expect(await applicationsOn(limitSpace.id, [person.uid])).toEqual([]);
    expect((await spaceOf(limitSpace.id)).status).toBe('available');
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 120_000);

  it('the thanks page opened on its own still says where to look', async () => {
    const { page } = await chromium.open('apply-thanks-direct');
    await page.goto(`${applicationUrl(journeySpace.id)}/thanks`);
    await h1(page).filter({ hasText: 'お申し込み完了' }).waitFor();
    await page.getByRole('link', { name: 'マイユニットへ' }).waitFor();
    await expect.poll(() => page.locator('.application-reference__number').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
