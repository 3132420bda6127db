import type { AdminAssetEntry } from './api/get-admin-assets';

/** One line of the admin asset table. */
export type AdminAssetRow = {
  id: string;
  name: string;
  prefecture: string;
  /** 都道府県 + 市区町村, e.g. 東京都世田谷区 */
  place: string;
  /** null: the stored document does not match the schema. */
  published: boolean | null;
  /** spaces over all plans, and how many of them are free */
  total: number;
  available: number;
};

/** The table's view of a stored asset: counts summed over `plans`. */
export function adminAssetRow({ id, asset }: AdminAssetEntry): AdminAssetRow {
  if (!asset) {
    return { id, name: '', prefecture: '', place: '', published: null, total: 0, available: 0 };
  }
  const plans = Object.values(asset.plans);
  return {
    id,
    name: asset.name,
    prefecture: asset.prefecture,
    place: `${asset.prefecture}${asset.city}`,
    published: asset.published,
    total: plans.reduce((sum, plan) => sum + plan.total, 0),
    available: plans.reduce((sum, plan) => sum + plan.available, 0),
  };
}
