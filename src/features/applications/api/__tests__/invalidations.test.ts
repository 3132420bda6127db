import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { assetKeys } from '@/features/assets/api/keys';
import { billingKeys } from '@/features/billing/api/keys';
import { brandKeys } from '@/features/brands/api/keys';
import { memberKeys } from '@/features/members/api/keys';
import { spaceKeys } from '@/features/spaces/api/keys';
import { invalidateAfterMove } from '../invalidate-after-move';
import { invalidateApplicantChange } from '../invalidate-applicant-change';
import { applicationKeys } from '../keys';

/** A client holding one cached entry per key; returns which of them a call invalidated. */
async function invalidatedBy(
  keys: Record<string, readonly unknown[]>,
  invalidate: (queryClient: QueryClient) => Promise<void>,
): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, 'cached');
  await invalidate(queryClient);
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

const b = 'sorakura';
const keys = {
  staffList: applicationKeys.staffList(b, 'submitted'),
  staffById: applicationKeys.staffById(b, 'app1'),
  billedApplications: billingKeys.billedApplications(b),
  dashboard: applicationKeys.dashboardFigures(),
  staffAsset: assetKeys.staffById(b, 'SK-101'),
  staffSpaces: spaceKeys.staffByAsset(b, 'SK-101'),
  staffMember: memberKeys.staffApplications(b, 'u1'),
  publicAssets: assetKeys.all(b),
  publicSpaces: spaceKeys.byAsset(b, 'SK-101'),
  userApplications: applicationKeys.byUser(b, 'u1'),
  openCount: applicationKeys.openCount(b, 'u1'),
  otherBrand: assetKeys.all('other'),
  staffBrand: brandKeys.staffById(b),
};

describe('what an application write refreshes', () => {
  it('a staff move: every staff and public read of the brand, the dashboard, not other brands', async () => {
    expect(await invalidatedBy(keys, (qc) => invalidateAfterMove(qc, b))).toEqual([
      'staffList',
      'staffById',
      'billedApplications',
      'dashboard',
      'staffAsset',
      'staffSpaces',
      'staffMember',
      'publicAssets',
      'publicSpaces',
      'userApplications',
      'openCount',
    ]);
  });

  it("a customer's apply or cancel: their applications and count, the public assets and spaces", async () => {
    expect(await invalidatedBy(keys, (qc) => invalidateApplicantChange(qc, b))).toEqual([
      'publicAssets',
      'publicSpaces',
      'userApplications',
      'openCount',
    ]);
  });
});
