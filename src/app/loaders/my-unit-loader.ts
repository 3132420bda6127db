import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedAssetQuery } from '@/features/assets/api/get-published-asset';
import { assetSpacesQuery } from '@/features/spaces/api/get-asset-spaces';
import { memberQuery } from '@/features/members/api/get-member';
import { userApplicationsQuery } from '@/features/applications/api/get-user-applications';
import { userBillsQuery } from '@/features/billing/api/get-user-bills';
import { ensureBrand } from './ensure-brand';

/**
 * What the my-unit screen gets from its loader: the signed-in user's uid, or null when nobody
 * is signed in any more (signed out in another tab between the guard and here).
 */
export type MyUnitLoaderData = { uid: string | null };

/** The assets and spaces the user's applications are for (names, labels, fees). */
async function loadPlaces(queryClient: QueryClient, brandId: string, uid: string) {
  const applications = await queryClient.fetchQuery(userApplicationsQuery(brandId, uid));
  const assetIds = [...new Set(applications.map((a) => a.assetId))];
  await Promise.all(
    assetIds.map(async (assetId) => {
      const asset = await queryClient.fetchQuery(publishedAssetQuery(brandId, assetId));
      // The rules refuse the spaces of an unpublished asset; the page shows it without them.
      if (asset) await queryClient.prefetchQuery(assetSpacesQuery(brandId, assetId));
    }),
  );
}

/**
 * /{brandId}/myunit (after the user guard): the brand (404 when unknown), and the user's
 * profile, applications with their spaces, and bills read together. Each read that fails is
 * left to its own section (the section shows the failure and a retry), so one refused or
 * dropped read never blanks the page.
 */
export const myUnitLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const { getSignedInUid } = await import('@/features/members/api/get-signed-in-uid');
    const uid = await getSignedInUid();
    if (uid === null) {
      await ensureBrand(queryClient, brandId);
      const signedOut: MyUnitLoaderData = { uid: null };
      return signedOut;
    }
    const reads = Promise.allSettled([
      queryClient.prefetchQuery(memberQuery(brandId, uid)),
      queryClient.prefetchQuery(userBillsQuery(brandId, uid)),
      loadPlaces(queryClient, brandId, uid),
    ]);
    await ensureBrand(queryClient, brandId);
    await reads;
    const data: MyUnitLoaderData = { uid };
    return data;
  };
