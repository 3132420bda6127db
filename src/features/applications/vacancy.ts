import type { Asset } from '@/lib/model/asset';

/** Free spaces against all spaces, from the assets' plan summaries (no space is read). */
export type Vacancy = { available: number; total: number };

/**
 * The vacancy of a brand's published assets (what is on offer; an asset still being prepared
 * would count its not-yet-let spaces as vacant). 募集停止 spaces count in the total, not as free.
 */
export function vacancyOf(assets: readonly Pick<Asset, 'published' | 'plans'>[]): Vacancy {
  let available = 0;
  let total = 0;
  for (const asset of assets) {
    if (!asset.published) continue;
    for (const plan of Object.values(asset.plans)) {
      available += plan.available;
      total += plan.total;
    }
  }
  return { available, total };
}

/** 「35%」, rounded to a whole percent; null when there is no space to count. */
export function formatVacancyRate({ available, total }: Vacancy): string | null {
  if (total === 0) return null;
  return `${Math.round((available / total) * 100)}%`;
}
