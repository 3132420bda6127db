import type { ApplicationWithId } from '@/features/applications/api/get-user-applications';
import type { BillWithId } from '@/features/billing/api/get-user-bills';
import type { BillPayment } from '#shared/model/bill.js';
import type { Space } from '@/lib/model/space';
import type { Member } from '@/lib/model/member';
import type { SpacePlace } from '@/features/applications/space-place';

const at = new Date('2026-10-01T01:00:00Z');

export function applicationFixture(overrides: Partial<ApplicationWithId> = {}): ApplicationWithId {
  return {
    id: 'app0000000000000001a',
    uid: 'uid-1',
    assetId: 'SK-101',
    spaceId: '1A-03',
    name: '佐藤 花子',
    kana: 'サトウ ハナコ',
    email: 'user@example.com',
    phone: '090-0000-1111',
    postalCode: '154-0004',
    prefecture: '東京都',
    city: '世田谷区',
    addressLine: '太子堂1-2-3',
    birthDate: '1990-04-01',
    startDate: '2026-11-01',
    termsVersion: 2,
    status: 'submitted',
    identityDocumentPath: null,
    history: { '0': { at, by: 'uid-1', from: null, to: 'submitted' } },
    terminationRequest: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function spaceFixture(overrides: Partial<Space> = {}): Space {
  return {
    label: '1A-03',
    type: 'indoor',
    floor: 1,
    size: { widthCm: 90, depthCm: 180, heightCm: 240, areaM2: 1.62 },
    monthlyFee: 7100,
    adminFee: 550,
    initialCosts: { handlingFee: 5500, guaranteeFee: 3550, keyFee: 2200 },
    status: 'occupied',
    reservedBy: 'uid-1',
    applicationId: 'app0000000000000001a',
    layout: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function placeFixture(overrides: Partial<SpacePlace> = {}): SpacePlace {
  return {
    assetName: 'ソラクラ 三軒茶屋',
    assetHref: '/sorakura/SK-101',
    spaceLabel: '1A-03',
    space: spaceFixture(),
    ...overrides,
  };
}

export function billingFixture(overrides: Partial<BillWithId> = {}): BillWithId {
  return {
    id: 'app0000000000000001a_2026-11',
    uid: 'uid-1',
    applicationId: 'app0000000000000001a',
    period: '2026-11',
    description: '2026年11月分 利用料・管理費',
    lines: [
      { kind: 'rent', label: '利用料（11月分）', amount: 6600 },
      { kind: 'adminFee', label: '管理費（11月分）', amount: 1050 },
    ],
    amount: 7650,
    status: 'unpaid',
    dueDate: '2026-11-27',
    payments: {},
    paidAmount: 0,
    writeOff: null,
    cancelReason: null,
    history: { '0': { action: 'created', by: 'staff-uid', at, amount: 7650, note: '' } },
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** One payment towards a bill (銀行振込 unless said otherwise, standing, recorded by hand). */
export function paymentFixture(overrides: Partial<BillPayment> = {}): BillPayment {
  return {
    amount: 7650,
    excess: 0,
    date: '2026-11-20',
    method: 'transfer',
    note: '',
    line: null,
    recordedBy: 'staff-uid',
    recordedAt: new Date(`${overrides.date ?? '2026-11-20'}T03:00:00Z`),
    reversal: null,
    ...overrides,
  };
}

/** A bill paid in full by one payment on `date`. */
export function paidBillingFixture(date: string, overrides: Partial<BillWithId> = {}): BillWithId {
  const bill = billingFixture(overrides);
  return {
    ...bill,
    status: 'paid',
    payments: { '0': paymentFixture({ amount: bill.amount, date }) },
    paidAmount: bill.amount,
  };
}

export function memberFixture(overrides: Partial<Member> = {}): Member {
  return {
    uid: 'uid-1',
    email: 'user@example.com',
    name: '佐藤 花子',
    kana: 'サトウ ハナコ',
    phone: '090-0000-1111',
    postalCode: '154-0004',
    prefecture: '東京都',
    city: '世田谷区',
    addressLine: '太子堂1-2-3',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
