import { describe, expect, it } from 'vitest';
import { summarizePlans } from '@/lib/model/summarize-plans';
import { bulkFeePatches } from '../../../bulk-fee-patches';
import { buildSpaceChangeSet, SpaceChangeError } from '../../../space-change-set';
import type { SpaceOperation } from '../../../space-change-set';
import type { SpaceFields } from '../../../space-fields';
import type { SpaceWithId } from '../../../api/get-asset-spaces';

const at = new Date('2026-04-01T00:00:00Z');

const fields = (overrides: Partial<SpaceFields> = {}): SpaceFields => ({
  label: 'A-101',
  type: 'indoor',
  floor: 1,
  size: { widthCm: 90, depthCm: 120, heightCm: 200, areaM2: 1.08 },
  monthlyFee: 5500,
  adminFee: 0,
  initialCosts: { handlingFee: 3300, guaranteeFee: 0, keyFee: 0 },
  ...overrides,
});

function space(id: string, overrides: Partial<SpaceWithId> = {}): SpaceWithId {
  return {
    id,
    ...fields({ label: id }),
    status: 'available',
    reservedBy: null,
    applicationId: null,
    layout: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const current: SpaceWithId[] = [
  space('A-101'),
  space('A-102', { status: 'reserved', reservedBy: 'uid-1', applicationId: 'app1' }),
  space('A-103', { status: 'occupied', reservedBy: 'uid-2', applicationId: 'app2' }),
  space('A-104', { status: 'unavailable' }),
  space('B-201', {
    monthlyFee: 8800,
    size: { widthCm: 180, depthCm: 180, heightCm: 200, areaM2: 3.24 },
  }),
];

/** The invariant every change set keeps: plans = summarizePlans(all spaces after the change). */
function expectPlansMatch(operation: SpaceOperation) {
  const set = buildSpaceChangeSet(current, operation);
  expect(set.plans).toEqual(summarizePlans(set.after));
  return set;
}

describe('buildSpaceChangeSet', () => {
  it('adds spaces as free, unplaced and unheld, counted in their plan', () => {
    const set = expectPlansMatch({
      kind: 'create',
      spaces: ['A-105', 'A-106'].map((id) => ({
        id,
        fields: fields({ label: id }),
        status: 'available' as const,
      })),
    });
    expect(set.creates.map((c) => c.id)).toEqual(['A-105', 'A-106']);
    expect(set.creates[0]!.data).toMatchObject({
      label: 'A-105',
      status: 'available',
      reservedBy: null,
      applicationId: null,
      layout: null,
    });
    expect(set.plans['indoor_5500_90x120']).toEqual({
      type: 'indoor',
      monthlyFee: 5500,
      areaM2: 1.08,
      total: 6,
      available: 3,
    });
    expect(set.updates).toEqual([]);
    expect(set.deletes).toEqual([]);
  });

  it('refuses ids that exist, and malformed ids', () => {
    expect(() =>
      buildSpaceChangeSet(current, {
        kind: 'create',
        spaces: [{ id: 'A-101', fields: fields(), status: 'available' }],
      }),
    ).toThrow(new SpaceChangeError('すでにある区画IDです: A-101'));
    expect(() =>
      buildSpaceChangeSet(current, {
        kind: 'create',
        spaces: [{ id: 'A 1', fields: fields(), status: 'available' }],
      }),
    ).toThrow(/区画ID「A 1」は使えません/);
    expect(() =>
      buildSpaceChangeSet(current, {
        kind: 'create',
        spaces: [
          { id: 'C-1', fields: fields({ label: 'C-1' }), status: 'available' },
          { id: 'C-1', fields: fields({ label: 'C-1' }), status: 'available' },
        ],
      }),
    ).toThrow(/C-1/);
  });

  it('refuses a space the model would refuse', () => {
    expect(() =>
      buildSpaceChangeSet(current, {
        kind: 'create',
        spaces: [{ id: 'C-1', fields: fields({ monthlyFee: -1 }), status: 'available' }],
      }),
    ).toThrow(SpaceChangeError);
  });

  it('moves a space to another plan when its fee changes, and removes an emptied plan', () => {
    const set = expectPlansMatch({
      kind: 'update',
      patches: [{ id: 'B-201', changes: { monthlyFee: 9900 } }],
    });
    expect(set.plans['indoor_8800_180x180']).toBeUndefined();
    expect(set.plans['indoor_9900_180x180']).toMatchObject({ total: 1, available: 1 });
  });

  it('changes the fees of several spaces at once (bulk edit), held ones included', () => {
    const patches = bulkFeePatches(current, new Set(['A-101', 'A-103', 'gone']), {
      monthlyFee: 6600,
      adminFee: null,
    });
    expect(patches).toEqual([
      { id: 'A-101', changes: { monthlyFee: 6600 } },
      { id: 'A-103', changes: { monthlyFee: 6600 } },
    ]);
    const set = expectPlansMatch({ kind: 'update', patches });
    expect(set.plans['indoor_6600_90x120']).toEqual({
      type: 'indoor',
      monthlyFee: 6600,
      areaM2: 1.08,
      total: 2,
      available: 1,
    });
    expect(set.plans['indoor_5500_90x120']).toMatchObject({ total: 2, available: 0 });
  });

  it('bulk edit skips spaces that already have the fee', () => {
    expect(
      bulkFeePatches(current, new Set(['A-101', 'B-201']), { monthlyFee: 5500, adminFee: 500 }),
    ).toEqual([
      { id: 'A-101', changes: { adminFee: 500 } },
      { id: 'B-201', changes: { monthlyFee: 5500, adminFee: 500 } },
    ]);
  });

  it('lets staff switch a free space between 空き and 募集停止, and counts it', () => {
    const set = expectPlansMatch({
      kind: 'update',
      patches: [{ id: 'A-101', changes: { status: 'unavailable' } }],
    });
    expect(set.plans['indoor_5500_90x120']).toMatchObject({ total: 4, available: 0 });
    const back = buildSpaceChangeSet(current, {
      kind: 'update',
      patches: [{ id: 'A-104', changes: { status: 'available' } }],
    });
    expect(back.plans['indoor_5500_90x120']).toMatchObject({ total: 4, available: 2 });
  });

  it('refuses a state change of a space held by an application', () => {
    for (const id of ['A-102', 'A-103']) {
      expect(() =>
        buildSpaceChangeSet(current, {
          kind: 'update',
          patches: [{ id, changes: { status: 'available' } }],
        }),
      ).toThrow(/申込の画面で変更してください/);
    }
  });

  it('frees a 契約中 space that has no application (a contract made at the counter)', () => {
    const offline = [space('A-101', { status: 'occupied' })];
    const set = buildSpaceChangeSet(offline, {
      kind: 'update',
      patches: [{ id: 'A-101', changes: { status: 'available' } }],
    });
    expect(set.plans['indoor_5500_90x120']).toMatchObject({ total: 1, available: 1 });
  });

  it('deletes only a free space, and its plan count follows', () => {
    const set = expectPlansMatch({ kind: 'delete', id: 'B-201' });
    expect(set.deletes).toEqual(['B-201']);
    expect(set.plans['indoor_8800_180x180']).toBeUndefined();
    expect(
      expectPlansMatch({ kind: 'delete', id: 'A-104' }).plans['indoor_5500_90x120'],
    ).toMatchObject({ total: 3, available: 1 });
    expect(() => buildSpaceChangeSet(current, { kind: 'delete', id: 'A-102' })).toThrow(
      /削除できません/,
    );
    expect(() => buildSpaceChangeSet(current, { kind: 'delete', id: 'A-103' })).toThrow(
      /削除できません/,
    );
    expect(() => buildSpaceChangeSet(current, { kind: 'delete', id: 'nope' })).toThrow(
      /見つかりません/,
    );
  });

  it('refuses more than 50 plans on one asset', () => {
    const many = Array.from({ length: 50 }, (_, i) => space(`P-${i}`, { monthlyFee: 1000 + i }));
    expect(() =>
      buildSpaceChangeSet(many, {
        kind: 'create',
        spaces: [
          { id: 'P-new', fields: fields({ label: 'P-new', monthlyFee: 99 }), status: 'available' },
        ],
      }),
    ).toThrow(/50種類まで/);
  });
});
