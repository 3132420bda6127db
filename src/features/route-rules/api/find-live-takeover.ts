import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminAssetQuery } from '@/features/assets/api/get-admin-asset';
import { publishedBrandsQuery } from '@/features/brands/api/get-published-brands';
import { livePathOf } from '../live-path-of';

/**
 * The warning to show when a rule's `from` is a live page (a published brand's page, a published
 * asset's page, the top page or a site section), in Japanese; null when nothing live is taken
 * over. Reads the published brands (cached for the screen) and, for an asset path, that asset.
 */
export async function findLiveTakeover(client: QueryClient, from: string): Promise<string | null> {
  const candidate = livePathOf(from);
  if (candidate === null) return null;
  const under = from.endsWith('/*') ? '以下' : '';
  const tail = `このルールが有効なあいだ、訪問者はこのページを見られず、転送先へ移動します。`;
  if (candidate.kind === 'site')
    return `「${from}」${under}は公開中の${candidate.label}です。${tail}`;
  const brands = await client.fetchQuery(publishedBrandsQuery());
  const brand = brands.find((b) => b.id === candidate.brandId);
  if (brand === undefined) return null;
  if (candidate.kind === 'brand')
    return `「${from}」${under}は公開中のブランド「${brand.name}」の${candidate.label}です。${tail}`;
  const asset = await client.fetchQuery(adminAssetQuery(candidate.brandId, candidate.assetId));
  if (asset === null || !asset.published) return null;
  return `「${from}」${under}は公開中の物件「${brand.name} ${asset.name}」のページです。${tail}`;
}

/** findLiveTakeover with the app's query cache. */
export function useFindLiveTakeover(): (from: string) => Promise<string | null> {
  const client = useQueryClient();
  return useCallback((from: string) => findLiveTakeover(client, from), [client]);
}
