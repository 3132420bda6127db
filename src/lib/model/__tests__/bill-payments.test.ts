import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { billConverter } from '../../converters/bill-converter';
import {
  activePayments,
  billBalance,
  billSchema,
  lastPaymentDate,
  upgradeLegacyBill,
  type BillPayment,
} from '#shared/model/bill.js';

const at = new Date('2026-11-20T03:00:00Z');

const stored = {
  uid: 'u1',
  applicationId: 'a1',
  period: '2026-11',
  description: '2026年11月分 利用料・管理費',
  lines: [
    { kind: 'rent', label: '利用料', amount: 6600 },
    { kind: 'adminFee', label: '管理費', amount: 1050 },
  ],
  amount: 7650,
  dueDate: '2026-11-27',
  cancelReason: null,
  history: { '0': { action: 'created', by: 's1', at, amount: 7650, note: '' } },
  createdAt: at,
  updatedAt: at,
};

const legacyPayment = {
  date: '2026-11-20',
  method: 'transfer',
  note: '窓口',
  recordedBy: 's1',
  recordedAt: at,
};

describe('upgradeLegacyBill', () => {
  it('reads a bill paid before payments had amounts as one payment of the whole amount', () => {
    const upgraded = upgradeLegacyBill({ ...stored, status: 'paid', payment: legacyPayment });
    expect(upgraded).toEqual({
      ...stored,
      status: 'paid',
      payments: {
        '0': { ...legacyPayment, amount: 7650, excess: 0, line: null, reversal: null },
      },
      paidAmount: 7650,
      writeOff: null,
    });
    const bill = billSchema.parse(upgraded);
    expect(billBalance(bill)).toBe(0);
    expect(lastPaymentDate(bill)).toBe('2026-11-20');
  });

  it('reads an unpaid (or cancelled) legacy bill as one without payments', () => {
    for (const status of ['unpaid', 'cancelled'] as const) {
      const data = {
        ...stored,
        status,
        payment: null,
        cancelReason: status === 'cancelled' ? '二重請求' : null,
      };
      const bill = billSchema.parse(upgradeLegacyBill(data));
      expect(bill.payments).toEqual({});
      expect(bill.paidAmount).toBe(0);
      expect(bill.writeOff).toBeNull();
      expect(billBalance(bill)).toBe(7650);
      expect(lastPaymentDate(bill)).toBeNull();
      expect('payment' in bill).toBe(false);
    }
  });

  it('is what the bill converter reads a stored legacy bill as', () => {
    const ts = Timestamp.fromDate(at);
    const data = {
      ...stored,
      history: { '0': { ...stored.history['0'], at: ts } },
      createdAt: ts,
      updatedAt: ts,
      status: 'paid',
      payment: { ...legacyPayment, recordedAt: ts },
    };
    const snapshot = {
      data: () => data,
      ref: { path: 'brands/b/bills/a1_2026-11' },
    } as unknown as QueryDocumentSnapshot;
    const bill = billConverter.fromFirestore(snapshot);
    expect(bill.paidAmount).toBe(7650);
    expect(activePayments(bill)).toEqual([
      { ...legacyPayment, amount: 7650, excess: 0, line: null, reversal: null, key: '0' },
    ]);
  });

  it('leaves a bill of the new shape (and anything else) as it is', () => {
    const current = { ...stored, status: 'unpaid', payments: {}, paidAmount: 0, writeOff: null };
    expect(upgradeLegacyBill(current)).toBe(current);
    expect(upgradeLegacyBill(null)).toBeNull();
    expect(upgradeLegacyBill('x')).toBe('x');
  });
});

describe('payments that stand', () => {
  const payment = (over: Partial<BillPayment>): BillPayment => ({
    amount: 1000,
    excess: 0,
    date: '2026-11-10',
    method: 'transfer',
    note: '',
    line: null,
    recordedBy: 's1',
    recordedAt: at,
    reversal: null,
    ...over,
  });

  it('leave out reversed payments, keep their keys, and give the latest date', () => {
    const payments = {
      '0': payment({ date: '2026-11-12' }),
      '1': payment({ date: '2026-11-20', reversal: { by: 's1', at, reason: '誤入金' } }),
      '2': payment({ date: '2026-11-15', method: 'balance', amount: 650 }),
    };
    expect(activePayments({ payments }).map((p) => [p.key, p.amount])).toEqual([
      ['0', 1000],
      ['2', 650],
    ]);
    expect(lastPaymentDate({ payments })).toBe('2026-11-15');
    expect(billBalance({ amount: 7650, paidAmount: 1650, writeOff: null })).toBe(6000);
    expect(
      billBalance({
        amount: 7650,
        paidAmount: 7000,
        writeOff: { amount: 650, reason: '振込手数料', by: 's1', at },
      }),
    ).toBe(0);
  });
});
