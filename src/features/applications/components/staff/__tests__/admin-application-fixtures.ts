import type { ApplicationHistory, ApplicationStatus } from '@/lib/model/application';
import type { Space } from '@/lib/model/space';
import type { AdminApplication } from '../../../admin-application';

const at = new Date('2026-11-20T01:00:00Z');
export const applicantUid = 'demo-user';
export const staffUid = 'demo-admin';

/** The history an application in `status` has after the usual path there. */
export function historyTo(status: ApplicationStatus): ApplicationHistory {
  const path: Record<ApplicationStatus, ApplicationStatus[]> = {
    submitted: [],
    approved: ['approved'],
    rejected: ['rejected'],
    cancelled: ['cancelled'],
    contracted: ['approved', 'contracted'],
    ended: ['approved', 'contracted', 'ended'],
  };
  const history: ApplicationHistory = {
    '0': { at, by: applicantUid, from: null, to: 'submitted' },
  };
  let from: ApplicationStatus = 'submitted';
  path[status].forEach((to, index) => {
    history[String(index + 1)] = {
      at: new Date(at.getTime() + (index + 1) * 3_600_000),
      by: staffUid,
      from,
      to,
    };
    from = to;
  });
  return history;
}

export function adminApplicationFixture(
  overrides: Partial<AdminApplication> = {},
): AdminApplication {
  const status = overrides.status ?? 'submitted';
  return {
    id: 'app0000000000000001a',
    uid: applicantUid,
    assetId: 'SK-101',
    spaceId: '1A-01',
    name: '佐藤 花子',
    kana: 'サトウ ハナコ',
    email: 'user@example.com',
    phone: '090-0000-1111',
    postalCode: '154-0004',
    prefecture: '東京都',
    city: '世田谷区',
    addressLine: '太子堂1-2-3',
    birthDate: '1990-04-01',
    startDate: '2026-12-01',
    termsVersion: 2,
    status,
    identityDocumentPath: `users/${applicantUid}/identity/app0000000000000001a.png`,
    history: historyTo(status),
    terminationRequest: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function spaceFixture(overrides: Partial<Space> = {}): Space {
  return {
    label: '1A-01',
    type: 'indoor',
    floor: 1,
    size: { widthCm: 90, depthCm: 180, heightCm: 240, areaM2: 1.62 },
    monthlyFee: 7100,
    adminFee: 550,
    initialCosts: { handlingFee: 5500, guaranteeFee: 3550, keyFee: 2200 },
    status: 'reserved',
    reservedBy: applicantUid,
    applicationId: 'app0000000000000001a',
    layout: { x: 10, y: 10, w: 10, h: 12 },
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
