import { demoAssets } from './data/assets';
import { demoBrands } from './data/brands';
import { demoApplications, demoSpaces } from './data/occupancy';
import { demoAccountUids } from './data/people';

function find<T>(items: T[], what: string, pick: (t: T) => boolean): T {
  const found = items.find(pick);
  if (!found) throw new Error(`demo-ids: the demo data has no ${what}`);
  return found;
}

const publishedBrand = find(
  demoBrands,
  'published trunk-room brand',
  (b) => b.data.published && b.data.kind === 'trunk-room',
);
const publishedAsset = find(
  demoAssets,
  'published asset of that brand',
  (a) => a.brandId === publishedBrand.id && a.data.published,
);
const availableSpace = find(
  demoSpaces,
  'available space in that asset',
  (s) =>
    s.brandId === publishedBrand.id &&
    s.assetId === publishedAsset.id &&
    s.data.status === 'available',
);
const occupiedSpace = find(
  demoSpaces,
  "demo user's occupied space",
  (s) => s.data.status === 'occupied' && s.data.reservedBy === demoAccountUids.user,
);
const reservedSpace = find(
  demoSpaces,
  "demo user's reserved space",
  (s) => s.data.status === 'reserved' && s.data.reservedBy === demoAccountUids.user,
);
const unpublishedAsset = find(
  demoAssets,
  'unpublished asset of a published brand',
  (a) => a.brandId === publishedBrand.id && !a.data.published,
);
const unpublishedBrand = find(demoBrands, 'unpublished brand', (b) => !b.data.published);

/** Well-known ids in the demo data, for tests, e2e and the docs. */
export const demoIds = {
  accounts: demoAccountUids,
  /** ソラクラ (トランクルーム), published */
  publishedBrand: publishedBrand.id,
  /** バイクガレージ and コンテナ brands, published */
  bikeBrand: find(
    demoBrands,
    'bike brand',
    (b) => b.data.kind === 'bike-garage' && b.data.published,
  ).id,
  containerBrand: find(
    demoBrands,
    'container brand',
    (b) => b.data.kind === 'container' && b.data.published,
  ).id,
  /** クラネクスト, not published: admins only */
  unpublishedBrand: unpublishedBrand.id,
  /** a published asset of publishedBrand (ソラクラ 三軒茶屋) */
  publishedAsset: { brandId: publishedAsset.brandId, assetId: publishedAsset.id },
  /** an available space in publishedAsset: can be applied for */
  availableSpace: {
    brandId: availableSpace.brandId,
    assetId: availableSpace.assetId,
    spaceId: availableSpace.id,
  },
  /** an unpublished asset of the published brand (ソラクラ 荻窪, 開業準備中) */
  unpublishedAsset: { brandId: unpublishedAsset.brandId, assetId: unpublishedAsset.id },
  /** demo-user's contracted (occupied) space and its application, with bills */
  demoUserContract: {
    brandId: occupiedSpace.brandId,
    assetId: occupiedSpace.assetId,
    spaceId: occupiedSpace.id,
    applicationId: occupiedSpace.data.applicationId ?? '',
  },
  /** demo-user's submitted application holding a reserved space: can be cancelled */
  demoUserPendingApplication: {
    brandId: reservedSpace.brandId,
    assetId: reservedSpace.assetId,
    spaceId: reservedSpace.id,
    applicationId: find(
      demoApplications,
      'pending application',
      (a) => a.id === reservedSpace.data.applicationId,
    ).id,
  },
} as const;
