import { describe, expect, it } from 'vitest';
import { billSchema, sumOfLines } from '#shared/model/bill.js';
import { firstPaymentInputOf } from '@/lib/model/contract-terms';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';
import { firstBillOf, type ContractTermsInput } from '../api/first-bill';
import { planMonthlyBills } from '#shared/billing/monthly-bill-plan.js';

/** Months of 31, 30, 29 (leap February) and 28 days. */
const months = ['2026-12', '2026-11', '2028-02', '2027-02', '2026-01'];

const feesCases = [
  { monthlyFee: 7350, adminFee: 0, handlingFee: 5500, guaranteeFee: 3300, keyFee: 2200 },
  { monthlyFee: 16500, adminFee: 1100, handlingFee: 3300, guaranteeFee: 0, keyFee: 0 },
  { monthlyFee: 9999, adminFee: 777, handlingFee: 1, guaranteeFee: 10_000, keyFee: 550 },
];

function daysIn(period: string): number {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

describe('firstBillOf: the first bill equals the applicant’s quote', () => {
  it('for every start day of months of 28, 29, 30 and 31 days', () => {
    let checked = 0;
    for (const period of months) {
      for (let day = 1; day <= daysIn(period); day += 1) {
        for (const fees of feesCases) {
          const terms: ContractTermsInput = {
            ...fees,
            startDate: `${period}-${String(day).padStart(2, '0')}`,
            dueDay: 27,
          };
          const quote = estimateFirstPayment(firstPaymentInputOf(terms));
          const bill = firstBillOf({
            applicationId: 'App1',
            uid: 'uid-1',
            terms,
            place: 'カギノマ 神田 A-102',
            today: `${period}-01`,
          });
          expect(bill.amount).toBe(quote.total);
          expect(sumOfLines(bill.lines)).toBe(quote.total);
          expect(bill.lines.map(({ label, amount }) => ({ label, amount }))).toEqual(quote.lines);
          expect(bill.id).toBe(`App1_${period}`);
          checked += 1;
        }
      }
    }
    expect(checked).toBe((31 + 30 + 29 + 28 + 31) * feesCases.length);
  });

  it('is a valid bill, and the month’s run skips the month it covers', () => {
    const terms: ContractTermsInput = { ...feesCases[0]!, startDate: '2026-12-15', dueDay: 27 };
    const bill = firstBillOf({
      applicationId: 'App1',
      uid: 'uid-1',
      terms,
      place: 'x',
      today: '2026-12-10',
    });
    expect(bill.lines.map((l) => l.kind)).toEqual([
      'proratedRent',
      'proratedAdminFee',
      'handlingFee',
      'guaranteeFee',
      'keyFee',
    ]);
    // The quote the issue names: 12/15 start at カギノマ 神田 A-102.
    expect(bill.amount).toBe(estimateFirstPayment(firstPaymentInputOf(terms)).total);
    const at = new Date();
    const { id: _id, ...fields } = bill;
    const history = { '0': { action: 'created', by: 's', at, amount: bill.amount, note: '' } };
    expect(
      billSchema.safeParse({ ...fields, history, createdAt: at, updatedAt: at }).error,
    ).toBeUndefined();
    const run = planMonthlyBills({
      period: '2026-12',
      today: '2026-12-10',
      contracts: [
        {
          applicationId: 'App1',
          uid: 'uid-1',
          startDate: '2026-12-15',
          endDate: null,
          fees: terms,
          place: 'x',
        },
      ],
      existingIds: new Set([bill.id]),
    });
    expect(run.create).toEqual([]);
    expect(run.existing).toEqual([bill.id]);
  });
});
