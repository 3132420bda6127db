import { describe, expect, it } from 'vitest';
import type { Application } from '@/lib/model/application';
import { firstBillOf } from '../api/first-bill';
import { billDueDate } from '#shared/billing/bill-due-date.js';
import { contractToBill } from '#shared/billing/contract-to-bill.js';
import { finalBillOf } from '../final-bill';
import { planMonthlyBills } from '#shared/billing/monthly-bill-plan.js';

const terms = {
  startDate: '2026-12-17',
  monthlyFee: 7700,
  adminFee: 1100,
  handlingFee: 3300,
  guaranteeFee: 5500,
  keyFee: 2200,
  dueDay: 27,
};

/** A contract started on 12/17 (the example), as the application carries it. */
const application: Pick<Application, 'uid' | 'spaceId' | 'startDate' | 'terminationRequest'> & {
  id: string;
  contract: typeof terms & { confirmedBy: string; confirmedAt: Date };
} = {
  id: 'App17DecStart000000A',
  uid: 'uid-a',
  spaceId: '1A-01',
  startDate: '2026-12-17',
  terminationRequest: null,
  contract: { ...terms, confirmedBy: 'staff', confirmedAt: new Date('2026-12-10T00:00:00Z') },
};

/** Its first bill, made with the contract (December 日割り + 初期費用). */
const firstBill = firstBillOf({
  applicationId: application.id,
  uid: application.uid,
  terms,
  place: 'ソラクラ 三軒茶屋 1A-01',
  today: '2026-12-10',
});

const finalBillInput = {
  application,
  endDate: '2026-12-31',
  rule: { lastMonthProrated: true },
  space: null,
  bills: [firstBill],
  today: '2026-11-30',
};

const finalBill = (endDate: string, lastMonthProrated: boolean, today = '2026-12-20') =>
  finalBillOf({
    application,
    endDate,
    rule: { lastMonthProrated },
    space: null,
    bills: [firstBill],
    today,
  });

describe('finalBillOf (issue 31, item 3)', () => {
  it('a contract from 12/17 ended on 12/31: December is the first bill, billed once; nothing more', () => {
    expect(finalBill('2026-12-31', false)).toEqual({
      period: '2026-12',
      lines: firstBill.lines,
      amount: firstBill.amount,
      dueDate: firstBill.dueDate,
      billed: true,
      prorated: false,
    });
    // 日割り 15 days of 31 and the 初期費用, once.
    expect(firstBill.amount).toBe(
      Math.floor((7700 * 15) / 31) + Math.floor((1100 * 15) / 31) + 11000,
    );
  });

  it('a contract from 12/17 ended at once on 12/08, before it starts: its first bill is the last', () => {
    expect(finalBill('2026-12-08', true, '2026-12-08')).toMatchObject({
      period: '2026-12',
      amount: firstBill.amount,
      billed: true,
    });
    // Ended a month ahead: the first month is still the one billed (the run bills nothing after).
    expect(finalBillOf({ ...finalBillInput, endDate: '2026-11-30' })).toMatchObject({
      period: '2026-12',
      billed: true,
    });
  });

  it.each([
    // end date, 日割り rule, lines, amount
    [
      '2027-01-31',
      false,
      [
        { kind: 'rent', label: '利用料（1月分）', amount: 7700 },
        { kind: 'adminFee', label: '管理費（1月分）', amount: 1100 },
      ],
      8800,
    ],
    // The rule does not prorate: a mid-month end (an anyDay brand) still pays the month.
    [
      '2027-01-15',
      false,
      [
        { kind: 'rent', label: '利用料（1月分）', amount: 7700 },
        { kind: 'adminFee', label: '管理費（1月分）', amount: 1100 },
      ],
      8800,
    ],
    [
      '2027-01-15',
      true,
      [
        {
          kind: 'proratedRent',
          label: '最終月利用料（日割り・1月1日〜15日の15日分）',
          amount: Math.floor((7700 * 15) / 31),
        },
        {
          kind: 'proratedAdminFee',
          label: '最終月管理費（日割り・1月1日〜15日の15日分）',
          amount: Math.floor((1100 * 15) / 31),
        },
      ],
      Math.floor((7700 * 15) / 31) + Math.floor((1100 * 15) / 31),
    ],
  ] as const)(
    'ended on %s (日割り: %s): the month as the bill run makes it',
    (end, prorated, lines, amount) => {
      const bill = finalBill(end, prorated)!;
      expect(bill).toMatchObject({ period: '2027-01', lines, amount, billed: false, prorated });
      expect(bill.dueDate).toBe(billDueDate('2027-01', '2026-12-20', 27));
    },
  );

  it('is the very bill the month run makes once staff confirm that end date (one money model)', () => {
    for (const [endDate, lastMonthProrated] of [
      ['2027-01-31', false],
      ['2027-02-10', true],
      ['2027-03-31', true],
    ] as const) {
      const quoted = finalBill(endDate, lastMonthProrated, '2026-12-20')!;
      const confirmed = {
        ...application,
        terminationRequest: {
          endDate,
          requestedAt: new Date(),
          confirmedAt: new Date(),
          confirmedBy: 'staff',
        },
      };
      const [run] = planMonthlyBills({
        period: endDate.slice(0, 7),
        today: '2026-12-20',
        contracts: [
          contractToBill({
            application: confirmed,
            space: null,
            rule: { lastMonthProrated },
            assetName: '',
          }),
        ],
        existingIds: new Set([firstBill.id]),
      }).create;
      expect({ lines: quoted.lines, amount: quoted.amount, dueDate: quoted.dueDate }).toEqual({
        lines: run!.lines,
        amount: run!.amount,
        dueDate: run!.dueDate,
      });
    }
  });

  it('is null when the contract has no price to bill', () => {
    expect(
      finalBillOf({
        application: { ...application, contract: null },
        endDate: '2027-01-31',
        rule: { lastMonthProrated: false },
        space: null,
        bills: [],
        today: '2026-12-20',
      }),
    ).toBeNull();
  });
});
