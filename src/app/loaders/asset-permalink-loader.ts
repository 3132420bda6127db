import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';
import { paths } from '@/config/paths';
import { ensureAsset } from './asset-loader';

/**
 * /brand/{brandId}/asset/{assetId}: the permalink printed as a QR code on signage. It opens
 * the same asset under its canonical address /{brandId}/{assetId} (the permalink is not kept
 * in the history), or the 404 page when the asset is unknown or unpublished.
 */
export const assetPermalinkLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const assetId = params['assetId'] ?? '';
    await ensureAsset(queryClient, brandId, assetId);
    // A chosen space (?space=…) on a printed link survives the move to the canonical address;
    // the move is permanent (a first load gets a 301 from the server render: one address per page).
    const { search } = new URL(request.url);
    return redirect(`${paths.brand.asset.href(brandId, assetId)}${search}`, 301);
  };
