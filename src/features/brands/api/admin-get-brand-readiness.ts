import { useQueries } from '@tanstack/react-query';
import { adminAssetsQuery, type AdminAssets } from '@/features/assets/api/get-admin-assets';
import { adminBrandPageQuery } from '@/features/content/api/admin-get-brand-page';
import type { BrandPage } from '@/lib/model/brand-page';
import {
  brandReadiness,
  requiredBrandPages,
  type ReadinessCheck,
  type RequiredBrandPage,
} from '../brand-readiness';

export type BrandReadiness =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'ready'; checks: ReadinessCheck[]; missing: ReadinessCheck[] };

/**
 * Whether a brand can take applications (brandReadiness): its four required pages and its
 * assets, read with the content and asset screens' own queries (so an edit there refreshes it).
 * Not suspending: the publish panel shows while it loads.
 */
export function useBrandReadiness(brandId: string): BrandReadiness {
  return useQueries({
    queries: [
      ...requiredBrandPages.map((key) => adminBrandPageQuery(brandId, key)),
      adminAssetsQuery(brandId),
    ],
    combine: (results): BrandReadiness => {
      if (results.some((r) => r.isError)) return { status: 'error' };
      if (results.some((r) => r.data === undefined)) return { status: 'pending' };
      const pages: Partial<Record<RequiredBrandPage, BrandPage | null>> = {};
      requiredBrandPages.forEach((key, i) => {
        pages[key] = results[i]!.data as BrandPage | null;
      });
      const assets = results.at(-1)!.data as AdminAssets | null;
      const checks = brandReadiness(brandId, pages, assets?.assets ?? []);
      return { status: 'ready', checks, missing: checks.filter((c) => !c.done) };
    },
  });
}
