import type { Space } from '@/lib/model/space';

/** Where an application or contract is, as the my-unit page shows it. */
export type SpacePlace = {
  /** The asset's name (its number when the asset can no longer be shown). */
  assetName: string;
  /** The asset page; null when the asset is not published any more. */
  assetHref: string | null;
  /** 区画番号 (the space id when the space cannot be read). */
  spaceLabel: string;
  /** The space as stored (fees, size, plan), or null when it cannot be read. */
  space: Space | null;
};
