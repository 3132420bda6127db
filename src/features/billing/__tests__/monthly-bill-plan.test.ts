import { describe, expect, it } from 'vitest';
import { billSchema } from '#shared/model/bill.js';
import {
  billDescription,
  planMonthlyBills,
  type ContractToBill,
} from '#shared/billing/monthly-bill-plan.js';

const contract = (id: string, over: Partial<ContractToBill> = {}): ContractToBill => ({
  applicationId: id,
  uid: `uid-${id}`,
  startDate: '2026-06-01',
  endDate: null,
  fees: { monthlyFee: 7100, adminFee: 1100 },
  place: 'ソラクラ 三軒茶屋 1C-03',
  ...over,
});

const plan = (contracts: ContractToBill[], existing: string[] = []) =>
  planMonthlyBills({
    period: '2026-12',
    today: '2026-11-24',
    contracts,
    existingIds: new Set(existing),
  });

describe('planMonthlyBills', () => {
  it('makes one unpaid bill per contract: fee + 管理費, the deterministic id, due date', () => {
    const result = plan([
      contract('AppA'),
      contract('AppB', { fees: { monthlyFee: 16500, adminFee: 0 } }),
    ]);
    expect(result.create).toEqual([
      {
        id: 'AppA_2026-12',
        uid: 'uid-AppA',
        applicationId: 'AppA',
        period: '2026-12',
        description: '2026年12月分 利用料・管理費（ソラクラ 三軒茶屋 1C-03）',
        lines: [
          { kind: 'rent', label: '利用料（12月分）', amount: 7100 },
          { kind: 'adminFee', label: '管理費（12月分）', amount: 1100 },
        ],
        amount: 8200,
        status: 'unpaid',
        // the 27th is a Sunday: the next bank business day
        dueDate: '2026-12-28',
        payments: {},
        paidAmount: 0,
        writeOff: null,
        cancelReason: null,
      },
      expect.objectContaining({ id: 'AppB_2026-12', amount: 16500 }),
    ]);
    // What it plans is a valid bill once the server adds the timestamps.
    const at = new Date();
    for (const { id: _id, ...bill } of result.create) {
      const history = { '0': { action: 'created', by: 's', at, amount: bill.amount, note: '' } };
      expect(billSchema.safeParse({ ...bill, history, createdAt: at, updatedAt: at }).success).toBe(
        true,
      );
    }
  });

  it('skips bills that exist, so running it twice makes nothing the second time', () => {
    const contracts = [contract('AppA'), contract('AppB'), contract('AppC')];
    const first = plan(contracts, ['AppB_2026-12']);
    expect(first.create.map((b) => b.id)).toEqual(['AppA_2026-12', 'AppC_2026-12']);
    expect(first.existing).toEqual(['AppB_2026-12']);
    const second = plan(contracts, ['AppA_2026-12', 'AppB_2026-12', 'AppC_2026-12']);
    expect(second.create).toEqual([]);
    expect(second.existing).toHaveLength(3);
  });

  it('bills a contract once even if it is listed twice', () => {
    expect(plan([contract('AppA'), contract('AppA')]).create).toHaveLength(1);
  });

  it('leaves out contracts that start after the month or end before it, and spaces without a price', () => {
    const result = plan([
      contract('Later', { startDate: '2027-01-01' }),
      contract('LastDay', { startDate: '2026-12-31' }),
      contract('Gone', { endDate: '2026-11-30' }),
      contract('Ending', { endDate: '2026-12-01' }),
      contract('NoSpace', { fees: null }),
    ]);
    expect(result.create.map((b) => b.applicationId)).toEqual(['LastDay', 'Ending']);
    expect(result.skipped).toEqual([
      { applicationId: 'Later', reason: 'not-started' },
      { applicationId: 'Gone', reason: 'ended' },
      { applicationId: 'NoSpace', reason: 'no-space' },
    ]);
  });

  it("bills the last month per the brand's 解約 rule: 日割り up to the end date, or in full", () => {
    const ending = (lastMonthProrated: boolean, endDate = '2026-12-15') =>
      plan([contract('AppA', { endDate, lastMonthProrated })]).create[0]!;
    const prorated = ending(true);
    // 12/1〜12/15 of 31 days: ⌊7100 × 15 ÷ 31⌋ = 3435, ⌊1100 × 15 ÷ 31⌋ = 532.
    expect(prorated.lines).toEqual([
      {
        kind: 'proratedRent',
        label: '最終月利用料（日割り・12月1日〜15日の15日分）',
        amount: 3435,
      },
      {
        kind: 'proratedAdminFee',
        label: '最終月管理費（日割り・12月1日〜15日の15日分）',
        amount: 532,
      },
    ]);
    expect(prorated.amount).toBe(3967);
    // Not 日割り (月末解約 brands, the default): the whole month.
    expect(ending(false).amount).toBe(8200);
    // Ending on the month's last day, or in a later month: the whole month either way.
    expect(ending(true, '2026-12-31').amount).toBe(8200);
    expect(ending(true, '2027-01-31').amount).toBe(8200);
  });

  it('keeps the 摘要 within 100 characters', () => {
    expect(billDescription('2026-12', 'あ'.repeat(120))).toHaveLength(100);
  });
});
