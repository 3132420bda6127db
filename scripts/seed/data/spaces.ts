import type { Prefecture } from '../../../src/lib/model/prefecture';
import type { Space, SpaceStatus } from '../../../src/lib/model/space';
import { demoAssets } from './assets';
import type { DemoAsset } from './assets';
import { demoBrands } from './brands';

export interface DemoSpace {
  brandId: string;
  assetId: string;
  id: string;
  data: Space;
}

/** Rent levels by area: central Tokyo highest, then the big-city suburbs, then the rest. */
function priceLevel(p: Prefecture): number {
  if (p === '東京都') return 1;
  if (p === '神奈川県' || p === '大阪府') return 0.9;
  return 0.8;
}

const roundTo100 = (yen: number) => Math.round(yen / 100) * 100;

/** 1畳 = 1.62 m² (the size trunk-room operators quote). */
const TRUNK_SIZES = [
  { jo: 0.5, widthCm: 90, depthCm: 90 },
  { jo: 1, widthCm: 90, depthCm: 180 },
  { jo: 1.5, widthCm: 135, depthCm: 180 },
  { jo: 2, widthCm: 180, depthCm: 180 },
  { jo: 3, widthCm: 180, depthCm: 270 },
] as const;
const TRUNK_MIX = [0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 0, 1];
const TRUNK_PER_FLOOR = 4;

const BIKE_SIZES = [
  { name: '原付・小型', widthCm: 90, depthCm: 200, heightCm: 180, fee: [8000, 9900] },
  { name: '標準', widthCm: 110, depthCm: 250, heightCm: 200, fee: [11000, 15400] },
  { name: 'ワイド', widthCm: 150, depthCm: 260, heightCm: 210, fee: [14300, 19800] },
] as const;
const BIKE_MIX = [1, 1, 0, 1, 2, 1, 0, 2];

/** ISO containers, inside dimensions; fees for price levels 1 / 0.9 / 0.8. */
const CONTAINERS = [
  { name: '20ft', widthCm: 235, depthCm: 590, heightCm: 238, fee: [19800, 18700, 16500] },
  { name: '40ft', widthCm: 235, depthCm: 1203, heightCm: 238, fee: [39600, 35200, 30800] },
] as const;
const CONTAINER_MIX = [0, 0, 1, 0, 1, 0];

/** Spread of states inside an asset, rotated per asset so sites don't all look alike. */
const STATUS_PATTERN: SpaceStatus[] = [
  'available',
  'occupied',
  'available',
  'occupied',
  'reserved',
  'available',
  'occupied',
  'unavailable',
  'available',
  'occupied',
  'occupied',
  'available',
];

const area = (w: number, d: number) => Math.round((w * d) / 100) / 100;

/**
 * Lays spaces out on the site plan (layout-plan.ts), in % of the plan image: two rows either side
 * of the central lane (which spans 42–58 % of the height), each space as wide as its frontage
 * (`weights`) relative to the others in its row.
 */
function layouts(weights: number[]): NonNullable<Space['layout']>[] {
  const perRow = Math.ceil(weights.length / 2);
  const rows = [weights.slice(0, perRow), weights.slice(perRow)];
  const round = (v: number) => Math.round(v * 10) / 10;
  return rows.flatMap((row, r) => {
    const gap = 1.2;
    const total = row.reduce((a, b) => a + b, 0);
    const usable = 84 - gap * (row.length - 1);
    let x = 8;
    return row.map((weight) => {
      const w = (usable * weight) / total;
      const cell = { x: round(x), y: r === 0 ? 8 : 60, w: round(w), h: 32 };
      x += w + gap;
      return cell;
    });
  });
}

function spacesFor(asset: DemoAsset, assetIndex: number, kind: string): DemoSpace[] {
  const level = priceLevel(asset.data.prefecture);
  const rotate = (i: number) => STATUS_PATTERN[(i + assetIndex * 5) % STATUS_PATTERN.length]!;
  const base = {
    reservedBy: null,
    applicationId: null,
    createdAt: asset.data.createdAt,
    updatedAt: asset.data.createdAt,
  };
  const statusFor = (i: number): SpaceStatus =>
    asset.data.published ? rotate(i) : i % 2 === 0 ? 'available' : 'unavailable';

  if (kind === 'bike-garage') {
    const plan = layouts(BIKE_MIX.map((s) => BIKE_SIZES[s]!.widthCm));
    return BIKE_MIX.map((s, i) => {
      const size = BIKE_SIZES[s]!;
      const label = `G-${String(i + 1).padStart(2, '0')}`;
      const monthlyFee = level === 1 ? size.fee[1] : size.fee[0] + (level === 0.9 ? 1100 : 0);
      return {
        brandId: asset.brandId,
        assetId: asset.id,
        id: label,
        data: {
          label,
          type: 'bike',
          floor: 1,
          size: {
            widthCm: size.widthCm,
            depthCm: size.depthCm,
            heightCm: size.heightCm,
            areaM2: area(size.widthCm, size.depthCm),
          },
          monthlyFee,
          adminFee: 1100,
          initialCosts: {
            handlingFee: 5500,
            guaranteeFee: roundTo100(monthlyFee / 2),
            keyFee: 3300,
          },
          status: statusFor(i),
          layout: plan[i]!,
          ...base,
        },
      };
    });
  }
  if (kind === 'container') {
    // Containers stand lengthwise along the lane, so their length is the frontage.
    const plan = layouts(CONTAINER_MIX.map((s) => CONTAINERS[s]!.depthCm));
    return CONTAINER_MIX.map((s, i) => {
      const c = CONTAINERS[s]!;
      const label = `C-${String(i + 1).padStart(2, '0')}`;
      const monthlyFee = c.fee[level === 1 ? 0 : level === 0.9 ? 1 : 2];
      return {
        brandId: asset.brandId,
        assetId: asset.id,
        id: label,
        data: {
          label,
          type: 'container',
          floor: null,
          size: {
            widthCm: c.widthCm,
            depthCm: c.depthCm,
            heightCm: c.heightCm,
            areaM2: area(c.widthCm, c.depthCm),
          },
          monthlyFee,
          adminFee: 0,
          initialCosts: {
            handlingFee: 11000,
            guaranteeFee: roundTo100(monthlyFee / 2),
            keyFee: 2200,
          },
          status: statusFor(i),
          layout: plan[i]!,
          ...base,
        },
      };
    });
  }
  // Four rooms a floor; every floor has the whole plan (a building's floors share its
  // footprint, and the unit map shows one floor at a time), two rooms either side of the lane.
  const plan = TRUNK_MIX.flatMap((_, i) =>
    i % TRUNK_PER_FLOOR === 0
      ? layouts(TRUNK_MIX.slice(i, i + TRUNK_PER_FLOOR).map((s) => TRUNK_SIZES[s]!.widthCm))
      : [],
  );
  return TRUNK_MIX.map((s, i) => {
    const size = TRUNK_SIZES[s]!;
    const floor = 1 + Math.floor(i / TRUNK_PER_FLOOR);
    const label = `${floor}${String.fromCharCode(65 + (i % 4))}-${String(i + 1).padStart(2, '0')}`;
    // 1st-floor units cost a little more: no lift needed.
    const monthlyFee = Math.max(
      3000,
      roundTo100(6800 * size.jo * level * (floor === 1 ? 1.05 : 1)),
    );
    return {
      brandId: asset.brandId,
      assetId: asset.id,
      id: label,
      data: {
        label,
        type: 'indoor',
        floor,
        size: {
          widthCm: size.widthCm,
          depthCm: size.depthCm,
          heightCm: 240,
          areaM2: area(size.widthCm, size.depthCm),
        },
        monthlyFee,
        adminFee: size.jo <= 1 ? 550 : 1100,
        initialCosts: { handlingFee: 5500, guaranteeFee: roundTo100(monthlyFee / 2), keyFee: 2200 },
        status: statusFor(i),
        layout: plan[i]!,
        ...base,
      },
    };
  });
}

/** Every space before occupancy (occupancy.ts then assigns holders to reserved/occupied ones). */
export function blueprintSpaces(): DemoSpace[] {
  const kinds = new Map(demoBrands.map((b) => [b.id, b.data.kind]));
  return demoAssets.flatMap((asset, i) =>
    spacesFor(asset, i, kinds.get(asset.brandId) ?? 'trunk-room'),
  );
}
