/**
 * The dashboard's vacancy by count aggregation (getBrandVacancy) against the emulator with the
 * real rules: the same figure as vacancyOf over the brand's assets (published assets only, 募集停止
 * in the total), from a collection-group count over the brand's path range that operator-wide
 * staff may make and no one else; brand staff get the same figure from their assets.
 */
import {
  collectionGroup,
  count,
  documentId,
  getAggregate,
  getDocs,
  query,
  where,
  collection,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { getBrandVacancy } from '@/features/applications/api/get-brand-vacancy';
import { vacancyOf } from '@/features/applications/vacancy';
import type { Asset } from '@/lib/model/asset';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { asset, ids, paths, plansOf, space } from './support/world';

describe('the dashboard’s vacancy by count aggregation', () => {
  const world = useWorld();
  /** A second published asset with 空き, 募集停止 and a let space, so every status counts. */
  const extra = () => {
    const spaces = {
      'X-1': space(),
      'X-2': space({ status: 'unavailable' }),
      'X-3': space(),
    };
    return {
      [`${paths.brand}/assets/A-009`]: asset('A-009', true, plansOf(Object.values(spaces))),
      ...Object.fromEntries(
        Object.entries(spaces).map(([id, data]) => [
          `${paths.brand}/assets/A-009/spaces/${id}`,
          data,
        ]),
      ),
    };
  };
  const expected = async () => {
    const assets = await getDocs(collection(world.db('admin'), `${paths.brand}/assets`));
    return vacancyOf(assets.docs.map((d) => d.data() as Asset));
  };

  it('as many published assets as unpublished: their plans are read, as vacancyOf', async () => {
    // The baseline: A-001 published (1 空き of 2), B-002 not.
    expect(await getBrandVacancy(world.db('admin'), ids.brand)).toEqual(await expected());
    expect(await getBrandVacancy(world.db('admin'), ids.brand)).toEqual({ available: 1, total: 2 });
  });

  it('equals vacancyOf over the brand’s assets: its spaces counted, unpublished assets left out', async () => {
    await world.seedDocs(extra());
    const figure = await getBrandVacancy(world.db('admin'), ids.brand);
    expect(figure).toEqual(await expected());
    // 1 空き of 2; A-009: 2 空き of 3; the draft asset's space and the other brand's not.
    expect(figure).toEqual({ available: 3, total: 5 });
  });

  it('brand staff get the same figure (from their assets)', async () => {
    await world.seedDocs(extra());
    expect(await getBrandVacancy(world.db('brandStaff'), ids.brand)).toEqual(await expected());
  });

  it('only operator-wide staff may count spaces across the collection group', async () => {
    const range = (db: ReturnType<typeof world.db>) =>
      query(
        collectionGroup(db, 'spaces'),
        where(documentId(), '>=', paths.brand),
        where(documentId(), '<', `${paths.brand}\u0000`),
      );
    await assertSucceeds(getAggregate(range(world.db('admin')), { n: count() }));
    for (const role of ['signedOut', 'user', 'brandStaff', 'otherBrandStaff'] as const) {
      await assertFails(getAggregate(range(world.db(role)), { n: count() }));
    }
    await assertFails(getBrandVacancy(world.db('user'), ids.brand));
  });
});
