import { describe, expect, it } from 'vitest';
import type { Application } from '@/lib/model/application';
import { defaultTerminationRule } from '@/lib/model/termination-rule';
import { contractToBill } from '#shared/billing/contract-to-bill.js';
import { planMonthlyBills } from '#shared/billing/monthly-bill-plan.js';

const at = new Date('2026-11-10T10:30:00Z');

/** A contract for ¥7,100 + ¥1,100 a month since 2026-06-01, as the bill run reads it. */
function contracted(terminationRequest: Application['terminationRequest']) {
  const application: Application & { id: string } = {
    id: 'AppA',
    uid: 'uid-a',
    assetId: 'SK-101',
    spaceId: '1C-03',
    name: '佐藤 花子',
    kana: 'サトウ ハナコ',
    email: 'hanako@example.com',
    phone: '090-0000-0000',
    postalCode: '154-0004',
    prefecture: '東京都',
    city: '世田谷区',
    addressLine: '太子堂1-1-1',
    birthDate: '1990-04-01',
    startDate: '2026-06-01',
    termsVersion: 2,
    status: 'contracted',
    identityDocumentPath: null,
    history: {
      '0': { at, by: 'uid-a', from: null, to: 'submitted' },
      '1': { at, by: 'staff', from: 'submitted', to: 'approved' },
      '2': { at, by: 'staff', from: 'approved', to: 'contracted' },
    },
    terminationRequest,
    contract: {
      startDate: '2026-06-01',
      monthlyFee: 7100,
      adminFee: 1100,
      handlingFee: 5500,
      guaranteeFee: 3550,
      keyFee: 2200,
      dueDay: 27,
      confirmedBy: 'staff',
      confirmedAt: at,
    },
    createdAt: at,
    updatedAt: at,
  };
  return application;
}

const space = { label: '1C-03', monthlyFee: 9900, adminFee: 1100 };

/** December's bills for the contract under the brand's 解約 rule. */
function december(
  terminationRequest: Application['terminationRequest'],
  lastMonthProrated: boolean,
) {
  const contract = contractToBill({
    application: contracted(terminationRequest),
    space,
    rule: { lastMonthProrated },
    assetName: 'ソラクラ 三軒茶屋',
  });
  return planMonthlyBills({
    period: '2026-12',
    today: '2026-11-24',
    contracts: [contract],
    existingIds: new Set(),
  });
}

const requested = { endDate: '2026-12-15', requestedAt: at };
const confirmed = { ...requested, confirmedAt: at, confirmedBy: 'staff' };

describe('contractToBill (the month’s bill run)', () => {
  it('bills from the contract’s terms, not the space’s current price', () => {
    expect(
      contractToBill({
        application: contracted(null),
        space,
        rule: defaultTerminationRule,
        assetName: 'ソラクラ 三軒茶屋',
      }),
    ).toEqual({
      applicationId: 'AppA',
      uid: 'uid-a',
      startDate: '2026-06-01',
      endDate: null,
      fees: contracted(null).contract,
      dueDay: 27,
      lastMonthProrated: false,
      place: 'ソラクラ 三軒茶屋 1C-03',
    });
  });

  it('a 解約 requested but not yet confirmed by staff: the month is billed in full as usual', () => {
    for (const prorated of [true, false]) {
      const plan = december(requested, prorated);
      expect(plan.create.map((b) => [b.amount, b.lines.map((l) => l.kind)])).toEqual([
        [8200, ['rent', 'adminFee']],
      ]);
    }
    // …and a month after the requested date is billed too, until staff confirm it.
    const january = planMonthlyBills({
      period: '2027-01',
      today: '2026-12-24',
      contracts: [
        contractToBill({
          application: contracted(requested),
          space,
          rule: defaultTerminationRule,
          assetName: 'ソラクラ 三軒茶屋',
        }),
      ],
      existingIds: new Set(),
    });
    expect(january.create).toHaveLength(1);
    expect(january.skipped).toEqual([]);
  });

  it('a confirmed 解約 under a 日割り rule: the last month up to the end date', () => {
    const plan = december(confirmed, true);
    // 12/1〜12/15 of 31 days: ⌊7100 × 15 ÷ 31⌋ = 3435, ⌊1100 × 15 ÷ 31⌋ = 532.
    expect(plan.create.map((b) => [b.amount, b.lines.map((l) => l.amount)])).toEqual([
      [3967, [3435, 532]],
    ]);
  });

  it('a confirmed 解約 under a whole-month rule: the last month in full, none after it', () => {
    expect(december(confirmed, false).create.map((b) => b.amount)).toEqual([8200]);
    const january = planMonthlyBills({
      period: '2027-01',
      today: '2026-12-24',
      contracts: [
        contractToBill({
          application: contracted(confirmed),
          space,
          rule: defaultTerminationRule,
          assetName: 'ソラクラ 三軒茶屋',
        }),
      ],
      existingIds: new Set(),
    });
    expect(january.create).toEqual([]);
    expect(january.skipped).toEqual([{ applicationId: 'AppA', reason: 'ended' }]);
  });

  it('a contract made before terms were kept: the space’s fees, the default due day', () => {
    const { contract: _terms, ...old } = contracted(null);
    const bill = contractToBill({
      application: old,
      space,
      rule: defaultTerminationRule,
      assetName: 'SK-101',
    });
    expect(bill.fees).toEqual({ monthlyFee: 9900, adminFee: 1100 });
    expect('dueDay' in bill).toBe(false);
    expect(
      contractToBill({
        application: old,
        space: null,
        rule: defaultTerminationRule,
        assetName: 'SK-101',
      }),
    ).toMatchObject({ fees: null, place: 'SK-101 1C-03' });
  });
});
