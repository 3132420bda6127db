import { assetSchema } from '../../../src/lib/model/asset';
import type { Asset } from '../../../src/lib/model/asset';
import type { Brand } from '../../../src/lib/model/brand';
import { collectionPaths as p } from '../../../src/lib/model/collection-paths';
import type { Prefecture } from '../../../src/lib/model/prefecture';
import { spaceSchema } from '../../../src/lib/model/space';
import type { Space, SpaceStatus, SpaceType } from '../../../src/lib/model/space';
import { summarizePlans } from '../../../src/lib/model/summarize-plans';
import { brandSchema } from '../../../src/lib/model/brand';
import { withAssetSearchDocuments } from '../asset-search-documents';
import type { DemoDocument } from '../demo-documents';
import { at } from './demo-clock';

/** The generated brand for load checks of /{brandId}/list; seeded only with `--scale`. */
export const scaleBrandId = 'scale-test';
export const scaleAssetCount = 300;
export const scaleSpacesPerAsset = 40;

/** ST-0001 … ST-0300 (the asset-number pattern: upper case, digits, hyphens). */
export const scaleAssetId = (n: number) => `ST-${String(n).padStart(4, '0')}`;

/** Real postal codes, towns and a point near them, per prefecture. */
const AREAS: {
  prefecture: Prefecture;
  city: string;
  postalCode: string;
  lat: number;
  lng: number;
  level: number;
}[] = [
  {
    prefecture: '東京都',
    city: '世田谷区',
    postalCode: '154-0004',
    lat: 35.646,
    lng: 139.653,
    level: 1.2,
  },
  {
    prefecture: '東京都',
    city: '江東区',
    postalCode: '135-0016',
    lat: 35.673,
    lng: 139.817,
    level: 1.15,
  },
  {
    prefecture: '東京都',
    city: '八王子市',
    postalCode: '192-0082',
    lat: 35.666,
    lng: 139.316,
    level: 0.95,
  },
  {
    prefecture: '神奈川県',
    city: '横浜市西区',
    postalCode: '220-0004',
    lat: 35.466,
    lng: 139.622,
    level: 1.1,
  },
  {
    prefecture: '神奈川県',
    city: '川崎市中原区',
    postalCode: '211-0004',
    lat: 35.576,
    lng: 139.659,
    level: 1.05,
  },
  {
    prefecture: '埼玉県',
    city: 'さいたま市浦和区',
    postalCode: '330-0063',
    lat: 35.861,
    lng: 139.645,
    level: 0.95,
  },
  {
    prefecture: '千葉県',
    city: '船橋市',
    postalCode: '273-0005',
    lat: 35.694,
    lng: 139.982,
    level: 0.9,
  },
  {
    prefecture: '大阪府',
    city: '大阪市中央区',
    postalCode: '541-0041',
    lat: 34.686,
    lng: 135.505,
    level: 1.1,
  },
  {
    prefecture: '愛知県',
    city: '名古屋市中村区',
    postalCode: '450-0002',
    lat: 35.17,
    lng: 136.882,
    level: 1,
  },
  {
    prefecture: '福岡県',
    city: '福岡市博多区',
    postalCode: '812-0011',
    lat: 33.59,
    lng: 130.42,
    level: 0.9,
  },
  {
    prefecture: '北海道',
    city: '札幌市中央区',
    postalCode: '060-0001',
    lat: 43.062,
    lng: 141.354,
    level: 0.85,
  },
  {
    prefecture: '宮城県',
    city: '仙台市青葉区',
    postalCode: '980-0021',
    lat: 38.26,
    lng: 140.882,
    level: 0.85,
  },
];

/** Sizes offered per type: width × depth (cm), height, base fee before the area level. */
const SIZES: Record<
  SpaceType,
  { widthCm: number; depthCm: number; heightCm: number | null; fee: number }[]
> = {
  indoor: [
    { widthCm: 90, depthCm: 90, heightCm: 240, fee: 3300 },
    { widthCm: 90, depthCm: 180, heightCm: 240, fee: 6600 },
    { widthCm: 135, depthCm: 180, heightCm: 240, fee: 9900 },
    { widthCm: 180, depthCm: 180, heightCm: 240, fee: 13200 },
    { widthCm: 180, depthCm: 270, heightCm: 240, fee: 19800 },
  ],
  outdoor: [
    { widthCm: 120, depthCm: 120, heightCm: 200, fee: 4400 },
    { widthCm: 180, depthCm: 180, heightCm: 220, fee: 7700 },
  ],
  bike: [
    { widthCm: 90, depthCm: 200, heightCm: 180, fee: 8800 },
    { widthCm: 110, depthCm: 250, heightCm: 200, fee: 12100 },
    { widthCm: 150, depthCm: 260, heightCm: 210, fee: 16500 },
  ],
  container: [
    { widthCm: 235, depthCm: 590, heightCm: 238, fee: 18700 },
    { widthCm: 235, depthCm: 1203, heightCm: 238, fee: 35200 },
  ],
  parking: [
    { widthCm: 250, depthCm: 500, heightCm: null, fee: 15400 },
    { widthCm: 250, depthCm: 600, heightCm: null, fee: 19800 },
  ],
};

/** The two space types each asset mixes, rotated over the assets. */
const TYPE_PAIRS: [SpaceType, SpaceType][] = [
  ['indoor', 'outdoor'],
  ['indoor', 'bike'],
  ['bike', 'parking'],
  ['container', 'outdoor'],
  ['indoor', 'container'],
  ['parking', 'outdoor'],
];

const roundTo100 = (yen: number) => Math.round(yen / 100) * 100;
const area = (w: number, d: number) => Math.round((w * d) / 100) / 100;
const created = at('2026-06-01 10:00');

function scaleBrand(): Brand {
  return {
    name: 'スケールテスト',
    kind: 'trunk-room',
    tagline: '物件一覧の性能確認用に生成したブランドです',
    description: `${scaleAssetCount}物件 × ${scaleSpacesPerAsset}区画を機械的に生成した検証用データです。実在しません。`,
    logoPath: null,
    heroPath: null,
    themeColor: '#555555',
    contact: {
      email: 'scale-test@example.com',
      phone: '050-3000-0999',
      hours: '平日 10:00〜18:00',
    },
    published: true,
    sortOrder: 900,
    createdAt: created,
    updatedAt: created,
  };
}

function scaleSpaces(n: number): { id: string; data: Space }[] {
  const [first, second] = TYPE_PAIRS[n % TYPE_PAIRS.length]!;
  const level = AREAS[n % AREAS.length]!.level;
  // Every 7th asset is fully let: the "空きあり only" filter has something to leave out.
  const full = n % 7 === 0;
  return Array.from({ length: scaleSpacesPerAsset }, (_, i) => {
    const type = i % 3 === 2 ? second : first;
    const sizes = SIZES[type];
    const size = sizes[(i + n) % sizes.length]!;
    const monthlyFee = roundTo100(size.fee * level);
    // 1, 3, 5, 7 or 9 in 10 spaces free depending on the asset; one in 10 not let at all.
    const h = (i * 7 + n * 3) % 10;
    const status: SpaceStatus = full
      ? i % 4 === 0
        ? 'unavailable'
        : 'occupied'
      : h < 1 + (n % 5) * 2
        ? 'available'
        : h === 9
          ? 'unavailable'
          : 'occupied';
    const id = `S-${String(i + 1).padStart(2, '0')}`;
    return {
      id,
      data: {
        label: id,
        type,
        floor: type === 'indoor' ? 1 + (i % 4) : null,
        size: {
          widthCm: size.widthCm,
          depthCm: size.depthCm,
          heightCm: size.heightCm,
          areaM2: area(size.widthCm, size.depthCm),
        },
        monthlyFee,
        adminFee: type === 'indoor' ? 1100 : 0,
        initialCosts: { handlingFee: 5500, guaranteeFee: roundTo100(monthlyFee / 2), keyFee: 2200 },
        status,
        // Occupied here without a contract document: the scale brand has no applications.
        reservedBy: null,
        applicationId: null,
        layout: null,
        createdAt: created,
        updatedAt: created,
      },
    };
  });
}

function scaleAsset(n: number, spaces: { data: Space }[]): Asset {
  const a = AREAS[n % AREAS.length]!;
  const id = scaleAssetId(n);
  // Spread the sites over a few km around the town, deterministically.
  const dx = (((n * 37) % 41) - 20) / 1000;
  const dy = (((n * 53) % 43) - 21) / 1000;
  return {
    assetNumber: id,
    name: `スケール ${a.city} ${String(n).padStart(4, '0')}`,
    description: '検証用に生成した物件です。',
    postalCode: a.postalCode,
    prefecture: a.prefecture,
    city: a.city,
    addressLine: `${1 + (n % 9)}丁目${1 + (n % 27)}番${1 + (n % 13)}号`,
    location: { latitude: a.lat + dy, longitude: a.lng + dx },
    stations: [{ line: '検証線', station: `${a.city}駅`, walkMinutes: 1 + (n % 20) }],
    features: n % 2 === 0 ? ['24時間利用可', '防犯カメラ'] : ['防犯カメラ'],
    imagePaths: [],
    layoutImagePath: null,
    published: true,
    plans: summarizePlans(spaces.map((s) => s.data)),
    lastSpaceMove: null,
    createdAt: created,
    updatedAt: created,
  };
}

/**
 * Brand `scale-test`: 300 published assets × 40 spaces (12,301 documents), the same on every
 * call. Not part of the demo data: `npm run seed -- --scale` / `seedDemoData({ scale: true })`.
 */
export function scaleBrandDocuments(): DemoDocument[] {
  const documents: DemoDocument[] = [
    { collection: 'brands', path: p.brand(scaleBrandId), schema: brandSchema, data: scaleBrand() },
  ];
  for (let n = 1; n <= scaleAssetCount; n++) {
    const assetId = scaleAssetId(n);
    const spaces = scaleSpaces(n);
    documents.push({
      collection: 'assets',
      path: p.asset(scaleBrandId, assetId),
      schema: assetSchema,
      data: scaleAsset(n, spaces),
    });
    for (const s of spaces) {
      documents.push({
        collection: 'spaces',
        path: p.space(scaleBrandId, assetId, s.id),
        schema: spaceSchema,
        data: s.data,
      });
    }
  }
  return withAssetSearchDocuments(documents);
}
