import { describe, expect, it } from 'vitest';
import { isAdultOn } from '../adult';
import { applicationFormSchema, applicationSchema, applicationTransitions } from '../application';
import { assetSchema } from '../asset';
import { billId, billSchema, billStateOn, daysOverdue } from '#shared/model/bill.js';
import { brandIdSchema } from '../brand-id';
import { calendarDateSchema } from '#shared/model/calendar-date.js';
import { contactFormSchema } from '../contact';
import { kanaSchema } from '../kana';
import { phoneSchema } from '../phone';
import { postalCodeSchema } from '../postal-code';
import { prefectures } from '../prefecture';
import { routeRuleSchema } from '../route-rule';
import { spaceSchema } from '../space';
import { viewingRequestFormSchema } from '../viewing-request';
import { yenSchema } from '#shared/model/yen.js';

const at = new Date('2026-04-01T00:00:00Z');
const stamps = { createdAt: at, updatedAt: at };

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('shared formats', () => {
  it('postal codes are NNN-NNNN', () => {
    expect(postalCodeSchema.safeParse('164-0011').success).toBe(true);
    expect(firstMessage(postalCodeSchema.safeParse('1640011'))).toBe(
      '郵便番号は「123-4567」の形式で入力してください',
    );
  });
  it('phone numbers: hyphenated or digits, 10–11 digits', () => {
    for (const ok of [
      '03-1234-5678',
      '090-1234-5678',
      '0312345678',
      '09012345678',
      '0120-123-456',
    ]) {
      expect(phoneSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      '+81-90-1234-5678',
      '12-3456-7890',
      '090-12-345',
      '0901234567890',
      '03-1234-567',
    ]) {
      expect(phoneSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
  it('kana is full-width katakana', () => {
    expect(kanaSchema.safeParse('ヤマダ　ハナコ').success).toBe(true);
    expect(firstMessage(kanaSchema.safeParse('やまだ'))).toBe(
      'フリガナは全角カタカナで入力してください',
    );
    expect(kanaSchema.safeParse('ﾔﾏﾀﾞ').success).toBe(false);
  });
  it('calendar dates must exist', () => {
    expect(calendarDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(firstMessage(calendarDateSchema.safeParse('2026-02-30'))).toBe('存在しない日付です');
    expect(calendarDateSchema.safeParse('2026/02/01').success).toBe(false);
  });
  it('yen are whole, non-negative and capped', () => {
    expect(yenSchema.safeParse(8800).success).toBe(true);
    expect(yenSchema.safeParse(8800.5).success).toBe(false);
    expect(yenSchema.safeParse(-1).success).toBe(false);
    expect(yenSchema.safeParse(10_000_001).success).toBe(false);
  });
  it('there are 47 prefectures', () => {
    expect(new Set(prefectures).size).toBe(47);
  });
  it('brand ids avoid the router’s reserved words', () => {
    expect(brandIdSchema.safeParse('sakura-storage').success).toBe(true);
    for (const reserved of ['admin', 'brand', 'news', 'faq', 'builds', 'api', 'assets']) {
      expect(firstMessage(brandIdSchema.safeParse(reserved))).toBe(
        'このブランドIDは予約されているため使用できません',
      );
    }
    expect(brandIdSchema.safeParse('Sakura').success).toBe(false);
  });
});

describe('age of majority', () => {
  it('is 18 on the birthday itself', () => {
    expect(isAdultOn('2008-04-01', '2026-04-01')).toBe(true);
    expect(isAdultOn('2008-04-02', '2026-04-01')).toBe(false);
    expect(isAdultOn('garbage', '2026-04-01')).toBe(false);
  });
});

const applicant = {
  name: '山田 花子',
  kana: 'ヤマダ ハナコ',
  email: 'hanako@example.jp',
  phone: '090-1234-5678',
  postalCode: '150-0001',
  prefecture: '東京都',
  city: '渋谷区',
  addressLine: '神宮前1-1-1',
  birthDate: '1990-05-05',
  startDate: '2026-05-01',
};

describe('application', () => {
  it('the form requires agreement, an adult and a start date from today', () => {
    const form = applicationFormSchema('2026-04-01');
    const identityDocumentPath = 'users/u1/identity/AbCdEfGhIjKlMnOpQrSt.pdf';
    expect(
      form.safeParse({ ...applicant, identityDocumentPath, agreedToTerms: true }).success,
    ).toBe(true);
    expect(firstMessage(form.safeParse({ ...applicant, agreedToTerms: true }))).toBe(
      '本人確認書類をアップロードしてください',
    );
    expect(
      firstMessage(form.safeParse({ ...applicant, identityDocumentPath, agreedToTerms: false })),
    ).toBe('利用規約への同意が必要です');
    expect(
      firstMessage(
        form.safeParse({
          ...applicant,
          identityDocumentPath,
          agreedToTerms: true,
          birthDate: '2010-01-01',
        }),
      ),
    ).toBe('お申し込みは18歳以上の方に限ります');
    expect(
      firstMessage(
        form.safeParse({
          ...applicant,
          identityDocumentPath,
          agreedToTerms: true,
          startDate: '2026-03-31',
        }),
      ),
    ).toBe('利用開始希望日は本日以降の日付を選択してください');
  });
  it('the stored document rejects unknown keys such as fees', () => {
    const stored = {
      ...applicant,
      uid: 'u1',
      assetId: 'A-001',
      spaceId: 'S-101',
      termsVersion: 2,
      status: 'submitted',
      identityDocumentPath: null,
      history: { '0': { at: stamps.createdAt, by: 'u1', from: null, to: 'submitted' } },
      terminationRequest: null,
      ...stamps,
    };
    expect(applicationSchema.safeParse(stored).success).toBe(true);
    expect(applicationSchema.safeParse({ ...stored, monthlyFee: 0 }).success).toBe(false);
  });
  it('users may only cancel, and only while submitted', () => {
    expect(applicationTransitions.submitted.user).toEqual(['cancelled']);
    expect(Object.values(applicationTransitions).filter((t) => t.user.length > 0)).toHaveLength(1);
  });
});

const baseSpace = {
  label: 'A-101',
  type: 'indoor',
  floor: 1,
  size: { widthCm: 120, depthCm: 180, heightCm: 220, areaM2: 2.16 },
  monthlyFee: 8800,
  adminFee: 1100,
  initialCosts: { handlingFee: 5500, guaranteeFee: 4400, keyFee: 2200 },
  status: 'available',
  reservedBy: null,
  applicationId: null,
  layout: null,
  ...stamps,
};

describe('space', () => {
  it('holder fields follow the status', () => {
    expect(spaceSchema.safeParse(baseSpace).success).toBe(true);
    expect(spaceSchema.safeParse({ ...baseSpace, status: 'reserved' }).success).toBe(false);
    expect(
      spaceSchema.safeParse({
        ...baseSpace,
        status: 'reserved',
        reservedBy: 'u1',
        applicationId: 'a1',
      }).success,
    ).toBe(true);
    expect(spaceSchema.safeParse({ ...baseSpace, reservedBy: 'u1' }).success).toBe(false);
  });
});

describe('asset', () => {
  it('checks location ranges and station limits', () => {
    const asset = {
      assetNumber: 'A-001',
      name: 'さくらトランク 中野坂上',
      description: '',
      postalCode: '164-0011',
      prefecture: '東京都',
      city: '中野区',
      addressLine: '中央1-2-3',
      location: { latitude: 35.6975, longitude: 139.6827 },
      stations: [{ line: '丸ノ内線', station: '中野坂上', walkMinutes: 3 }],
      features: [],
      imagePaths: [],
      layoutImagePath: null,
      published: true,
      plans: {
        indoor_5500_90x120: {
          type: 'indoor',
          monthlyFee: 5500,
          areaM2: 1.08,
          total: 2,
          available: 1,
        },
      },
      lastSpaceMove: null,
      ...stamps,
    };
    expect(assetSchema.safeParse(asset).success).toBe(true);
    expect(assetSchema.safeParse({ ...asset, lastSpaceMove: 'S-101' }).success).toBe(true);
    expect(assetSchema.safeParse({ ...asset, lastSpaceMove: 'S'.repeat(65) }).success).toBe(false);
    const { plans: _p, ...withoutPlans } = asset;
    expect(assetSchema.safeParse(withoutPlans).success).toBe(false);
    const { lastSpaceMove: _l, ...withoutLastMove } = asset;
    expect(assetSchema.safeParse(withoutLastMove).success).toBe(false);
    expect(
      assetSchema.safeParse({ ...asset, location: { latitude: 91, longitude: 0 } }).success,
    ).toBe(false);
    expect(
      assetSchema.safeParse({ ...asset, location: { latitude: 0, longitude: -181 } }).success,
    ).toBe(false);
    expect(
      assetSchema.safeParse({ ...asset, stations: Array(6).fill(asset.stations[0]) }).success,
    ).toBe(false);
    expect(assetSchema.safeParse({ ...asset, assetNumber: 'flow' }).success).toBe(false);
  });
});

describe('bill', () => {
  const bill = {
    uid: 'u1',
    applicationId: 'a1',
    period: '2026-04',
    description: '',
    lines: [
      { kind: 'rent', label: '利用料', amount: 8800 },
      { kind: 'adminFee', label: '管理費', amount: 1100 },
    ],
    amount: 9900,
    status: 'unpaid' as const,
    dueDate: '2026-04-27',
    payments: {},
    paidAmount: 0,
    writeOff: null,
    cancelReason: null,
    history: { '0': { action: 'created', by: 's1', at, amount: 9900, note: '' } },
    ...stamps,
  };
  const payment = (amount: number, reversal: unknown = null) => ({
    amount,
    excess: 0,
    date: '2026-04-20',
    method: 'transfer',
    note: '',
    line: null,
    recordedBy: 's1',
    recordedAt: at,
    reversal,
  });

  it('is paid exactly when the payments settle it, and the id joins application and period', () => {
    expect(billSchema.safeParse(bill).success).toBe(true);
    expect(billSchema.safeParse({ ...bill, status: 'paid' }).success).toBe(false);
    const paid = { ...bill, status: 'paid', payments: { '0': payment(9900) }, paidAmount: 9900 };
    expect(billSchema.safeParse(paid).success).toBe(true);
    expect(billSchema.safeParse({ ...bill, status: 'cancelled' }).success).toBe(false);
    expect(billId('a1', '2026-04')).toBe('a1_2026-04');
  });

  it('a part payment leaves it unpaid; paidAmount counts only payments that stand', () => {
    const part = { ...bill, payments: { '0': payment(5000) }, paidAmount: 5000 };
    expect(billSchema.safeParse(part).success).toBe(true);
    expect(billSchema.safeParse({ ...part, status: 'paid' }).success).toBe(false);
    expect(billSchema.safeParse({ ...part, paidAmount: 4000 }).success).toBe(false);
    const reversed = {
      ...bill,
      payments: { '0': payment(5000, { by: 's1', at, reason: '誤入金' }) },
      paidAmount: 0,
    };
    expect(billSchema.safeParse(reversed).success).toBe(true);
    // keys run from 0 without gaps
    expect(billSchema.safeParse({ ...part, payments: { '1': payment(5000) } }).success).toBe(false);
    // a write-off of the rest settles it; more than the rest does not parse
    const writeOff = { amount: 4900, reason: '振込手数料', by: 's1', at };
    expect(billSchema.safeParse({ ...part, status: 'paid', writeOff }).success).toBe(true);
    expect(
      billSchema.safeParse({ ...part, status: 'paid', writeOff: { ...writeOff, amount: 5000 } })
        .success,
    ).toBe(false);
  });

  it('the amount is the sum of the lines; a credit is negative, a charge positive', () => {
    expect(billSchema.safeParse({ ...bill, amount: 9000 }).success).toBe(false);
    const credit = { kind: 'credit', label: '値引き', amount: -1000 };
    expect(
      billSchema.safeParse({ ...bill, lines: [...bill.lines, credit], amount: 8900 }).success,
    ).toBe(true);
    expect(
      billSchema.safeParse({
        ...bill,
        lines: [...bill.lines, { ...credit, amount: 1000 }],
        amount: 10900,
      }).success,
    ).toBe(false);
    expect(billSchema.safeParse({ ...bill, lines: [], amount: 0 }).success).toBe(false);
  });

  it('overdue is derived from the due date, with the days past it', () => {
    expect(billStateOn(bill, '2026-04-27')).toBe('unpaid');
    expect(billStateOn(bill, '2026-04-28')).toBe('overdue');
    expect(daysOverdue(bill, '2026-05-28')).toBe(31);
    expect(billStateOn({ ...bill, status: 'paid' as const }, '2026-05-28')).toBe('paid');
    expect(billStateOn({ ...bill, paidAmount: 5000 }, '2026-04-27')).toBe('partial');
    expect(billStateOn({ ...bill, paidAmount: 5000 }, '2026-04-28')).toBe('overdue');
  });
});

describe('forms', () => {
  it('contact form: message required and capped at 2000 characters', () => {
    const contact = {
      name: '佐藤',
      email: 'sato@example.jp',
      category: 'other',
      message: 'こんにちは',
    };
    expect(contactFormSchema.safeParse(contact).success).toBe(true);
    expect(firstMessage(contactFormSchema.safeParse({ ...contact, message: '   ' }))).toBe(
      'お問い合わせ内容を入力してください',
    );
    expect(contactFormSchema.safeParse({ ...contact, message: 'あ'.repeat(2001) }).success).toBe(
      false,
    );
  });
  it('viewing request form: one to three preferred slots', () => {
    const request = {
      name: '佐藤',
      kana: 'サトウ',
      email: 'sato@example.jp',
      phone: '080-9876-5432',
      assetId: 'A-001',
      preferredSlots: [{ date: '2026-05-10', timeSlot: 'morning' }],
    };
    expect(viewingRequestFormSchema.safeParse(request).success).toBe(true);
    expect(
      firstMessage(viewingRequestFormSchema.safeParse({ ...request, preferredSlots: [] })),
    ).toBe('希望日時を1つ以上選択してください');
    expect(
      viewingRequestFormSchema.safeParse({
        ...request,
        preferredSlots: Array(4).fill(request.preferredSlots[0]),
      }).success,
    ).toBe(false);
  });
  it('route rules: internal path or https target, redirect statuses only', () => {
    const rule = {
      from: '/old',
      to: 'https://example.jp/new',
      status: 301,
      enabled: true,
      ...stamps,
    };
    expect(routeRuleSchema.safeParse(rule).success).toBe(true);
    expect(routeRuleSchema.safeParse({ ...rule, to: 'javascript:alert(1)' }).success).toBe(false);
    expect(routeRuleSchema.safeParse({ ...rule, status: 200 }).success).toBe(false);
  });
});
