/**
 * The staff's application list one page at a time and its search (getApplicationsPage) against
 * the emulator with the real rules: every page of a state once, newest first, as many as the
 * count query says; 解約のお申し出 by the desired end date; a 受付番号 (with or without its
 * hyphen), an older application's id, and the beginning of a フリガナ or name find their
 * applications in every state by the keys the apply batch writes; customers are refused exactly
 * as for the whole list before; staff cannot change the keys behind the name's back.
 */
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  getApplicationsPage,
  type ApplicationsPageRequest,
} from '@/features/applications/api/get-applications-page';
import type { ApplicationFilter } from '@/features/applications/application-filters';
import { applicationSearchKeys } from '@/lib/model/application-search-keys';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { application, ids, paths, uids, type DocData } from './support/world';

const people = [
  { name: '佐藤 花子', kana: 'サトウ ハナコ' },
  { name: '佐藤 一郎', kana: 'サトウ イチロウ' },
  { name: '鈴木 京子', kana: 'スズキ キョウコ' },
  { name: '松本 京子', kana: 'マツモト キョウコ' },
];
const statuses = ['submitted', 'approved', 'contracted', 'rejected'] as const;

/** 12 applications a minute apart, in four states; the contracted ones with a 解約 date or not. */
const seeded: Record<string, DocData> = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => {
    const person = people[i % people.length]!;
    const status = statuses[i % statuses.length]!;
    const at = new Date(Date.UTC(2026, 4, 1, 9, i));
    const id = `SeededApplication${String(i).padStart(3, '0')}`;
    return [
      `${paths.brand}/applications/${id}`,
      {
        ...application(uids.bob, `S-${200 + i}`, status, id),
        ...person,
        search: applicationSearchKeys(person),
        reference: `K7M4QX${'23456789ABCD'[i]}${'23456789ABCD'[11 - i]}`,
        identityDocumentPath: null,
        terminationRequest:
          status === 'contracted' && i !== 10
            ? { endDate: `2026-0${7 + (i % 3)}-30`, requestedAt: at }
            : null,
        createdAt: at,
        updatedAt: at,
      },
    ];
  }),
);

const first = (filter: ApplicationFilter, search = '', size = 50): ApplicationsPageRequest => ({
  filter,
  search,
  size,
  cursor: null,
});

describe('the application list, a page at a time on the server, and its search', () => {
  const world = useWorld();

  it('walks each state page by page: each application once, newest first, as many as counted', async () => {
    await world.seedDocs(seeded);
    const db = world.db('admin');
    for (const filter of ['submitted', 'approved', 'contracted', 'rejected'] as const) {
      const seen: string[] = [];
      const times: number[] = [];
      let request = first(filter, '', 2);
      let total = -1;
      for (let pages = 0; pages < 10; pages++) {
        const page = await getApplicationsPage(db, ids.brand, request);
        total = page.total;
        seen.push(...page.rows.map((a) => a.id));
        times.push(...page.rows.map((a) => a.createdAt.getTime()));
        for (const row of page.rows) expect(row.status).toBe(filter);
        if (!page.more) break;
        request = { ...request, cursor: { direction: 'after', token: page.last! } };
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    // 3 seeded submitted and the baseline's alice; 3 contracted and the baseline's carol.
    expect((await getApplicationsPage(db, ids.brand, first('submitted'))).total).toBe(4);
    expect((await getApplicationsPage(db, ids.brand, first('contracted'))).total).toBe(4);
  });

  it('解約のお申し出: only contracts with a request, nearest end date first, counted alike', async () => {
    await world.seedDocs(seeded);
    const page = await getApplicationsPage(
      world.db('admin'),
      ids.brand,
      first('termination-requested', '', 2),
    );
    // Seeded 2 and 6 (10 has none) and the baseline's carol (2026-06-30).
    expect(page.total).toBe(3);
    const next = await getApplicationsPage(world.db('admin'), ids.brand, {
      ...first('termination-requested', '', 2),
      cursor: { direction: 'after', token: page.last! },
    });
    const dates = [...page.rows, ...next.rows].map((a) => a.terminationRequest?.endDate);
    expect(dates).toEqual(['2026-06-30', '2026-07-30', '2026-09-30']);
    expect(next.more).toBe(false);
  });

  it('finds by 受付番号 (any way typed), by an older id, and by the beginning of a フリガナ or name, in every state', async () => {
    await world.seedDocs(seeded);
    const db = world.db('admin');
    const found = async (search: string) =>
      (await getApplicationsPage(db, ids.brand, first('submitted', search))).rows
        .map((a) => a.id)
        .sort();
    for (const typed of ['K7M4-QX2D', 'k7m4qx2d', 'Ｋ７Ｍ４－ＱＸ２Ｄ']) {
      expect(await found(typed)).toEqual(['SeededApplication000']);
    }
    expect(await found(ids.carolContract)).toEqual([ids.carolContract]);
    const sato = [
      'SeededApplication000',
      'SeededApplication001',
      'SeededApplication004',
      'SeededApplication005',
      'SeededApplication008',
      'SeededApplication009',
    ];
    expect(await found('さとう')).toEqual(sato);
    expect(await found('ｻﾄｳ')).toEqual(sato);
    expect(await found('佐藤')).toEqual(sato);
    expect(await found('サトウ ハナ')).toEqual([
      'SeededApplication000',
      'SeededApplication004',
      'SeededApplication008',
    ]);
    expect(await found('キョウコ')).toEqual([]);
    expect(await found('まつもときょ')).toEqual([
      'SeededApplication003',
      'SeededApplication007',
      'SeededApplication011',
    ]);
    const page = await getApplicationsPage(db, ids.brand, first('submitted', 'さとう', 4));
    expect(page.total).toBe(6);
    expect(page.more).toBe(true);
    // The page names its assets, read by id with it.
    expect([...page.assetNames.keys()]).toEqual([ids.asset]);
  });

  it('staff and brand staff may read a page or search; customers may not', async () => {
    await world.seedDocs(seeded);
    for (const role of ['admin', 'brandStaff'] as const) {
      await assertSucceeds(getApplicationsPage(world.db(role), ids.brand, first('submitted')));
      await assertSucceeds(
        getApplicationsPage(world.db(role), ids.brand, first('submitted', 'さとう')),
      );
      await assertSucceeds(
        getApplicationsPage(world.db(role), ids.brand, first('termination-requested')),
      );
    }
    for (const role of ['signedOut', 'user', 'otherUser', 'otherBrandStaff'] as const) {
      for (const request of [
        first('submitted'),
        first('contracted', 'さとう'),
        first('submitted', 'K7M4QX2D'),
        first('termination-requested'),
      ]) {
        await assertFails(getApplicationsPage(world.db(role), ids.brand, request));
      }
    }
  });

  it('the keys stay as written while the name and フリガナ stay', async () => {
    const admin = world.db('admin');
    const ref = doc(admin, paths.aliceApplication);
    await assertFails(updateDoc(ref, { 'search.kana': 'やまだ', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { search: null, updatedAt: serverTimestamp() }));
  });
});
