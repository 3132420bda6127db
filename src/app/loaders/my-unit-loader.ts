import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction } from 'react-router';
import { publishedAssetQuery } from '@/features/assets/api/get-published-asset';
import { assetSpacesQuery } from '@/features/assets/api/get-asset-spaces';
import { memberQuery } from '@/features/members/api/get-member';
import { userApplicationsQuery } from '@/features/my-unit/api/get-user-applications';
import { userBillingsQuery } from '@/features/my-unit/api/get-user-billings';
import { paths } from '@/config/paths';
import { ensureBrand } from './ensure-brand';

/** What the my-unit screen gets from its loader. */
export type MyUnitLoaderData = { uid: string };

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
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const { getSignedInUid } = await import('@/features/members/api/get-signed-in-uid');
    const uid = await getSignedInUid();
    if (uid === null) {
      // Signed out between the guard and here: the same way back as the guard's.
      const url = new URL(request.url);
      throw redirect(
        `${paths.brand.login.href(brandId)}?redirect=${encodeURIComponent(url.pathname)}`,
      );
    }
    const reads = Promise.allSettled([
      queryClient.prefetchQuery(memberQuery(brandId, uid)),
      queryClient.prefetchQuery(userBillingsQuery(brandId, uid)),
      loadPlaces(queryClient, brandId, uid),
    ]);
    await ensureBrand(queryClient, brandId);
    await reads;
    const data: MyUnitLoaderData = { uid };
    return data;
  };
