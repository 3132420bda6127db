/**
 * The staff's member list, paged and searched on the server (getMembersPage): against the
 * emulator with the real rules, staff walk every page once and come back, the total is the
 * sum of the pages, each kind of search finds its member, and customers are refused exactly as
 * for the whole collection.
 */
import { collection, getCount, getDocs, query, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  getMembersPage,
  type MembersPage,
  type MembersPageRequest,
} from '@/features/members/api/get-members-page';
import { memberSearchKeys } from '@/lib/model/member-search-keys';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { ids, member, paths, t0, uids, type DocData } from './support/world';

const members = `${paths.brand}/members`;

/** 23 more members (alice is the baseline's), a minute apart, with their search keys. */
const people = [
  ['佐藤 花子', 'サトウ ハナコ'],
  ['佐藤 健', 'サトウ ケン'],
  ['鈴木 一郎', 'スズキ イチロウ'],
  ['松本 京子', 'マツモト キョウコ'],
  ['松本 隆', 'マツモト タカシ'],
] as const;
function extraMember(i: number): DocData {
  const [name, kana] = people[i % people.length]!;
  const base = {
    ...member(`m${String(i).padStart(2, '0')}`),
    name,
    kana,
    email: `Member${i}@Example.jp`,
    phone: `090-0000-${String(1000 + i)}`,
    customerNumber: 2000 + i,
    createdAt: new Date(t0.getTime() + (i + 1) * 60_000),
    updatedAt: new Date(t0.getTime() + (i + 1) * 60_000),
  } as DocData & { name: string; kana: string; email: string; phone: string };
  return { ...base, search: memberSearchKeys(base) };
}
const extras = Array.from({ length: 23 }, (_, i) => extraMember(i));

describe('the member list, paged and searched on the server', () => {
  const world = useWorld();
  const seed = () =>
    world.seedDocs(
      Object.fromEntries(extras.map((data) => [`${members}/${String(data['uid'])}`, data])),
    );
  const read = (request: Partial<MembersPageRequest>) =>
    getMembersPage(world.db('admin'), ids.brand, {
      search: '',
      size: 5,
      cursor: null,
      ...request,
    });
  const uidsOf = (page: MembersPage) => page.rows.map((m) => m.uid);

  it('walks every page once, newest first; the total is the sum of the pages; 前へ lands on the same rows', async () => {
    await seed();
    const pages: MembersPage[] = [await read({})];
    while (pages.at(-1)!.more) {
      pages.push(await read({ cursor: { direction: 'after', token: pages.at(-1)!.last! } }));
    }
    const walked = pages.flatMap(uidsOf);
    expect(pages.length).toBe(5);
    expect(pages.every((page) => page.total === 24)).toBe(true);
    expect(walked.length).toBe(24);
    expect(new Set(walked).size).toBe(24);
    // Newest first: m22 … m00, then alice (created at t0).
    expect(walked[0]).toBe('m22');
    expect(walked.at(-1)).toBe(uids.alice);
    // Back from the fourth page: the third again, row for row.
    const back = await read({ cursor: { direction: 'before', token: pages[3]!.first! } });
    expect(uidsOf(back)).toEqual(uidsOf(pages[2]!));
  });

  it('finds a member by お客様番号, phone, e-mail, フリガナ and name', async () => {
    await seed();
    const byNumber = await read({ search: '2007' });
    expect(uidsOf(byNumber)).toEqual(['m07']);
    expect(byNumber.total).toBe(1);
    // Four members share a phone number: a page of 3 and the count of all 4.
    await world.seedDocs(
      Object.fromEntries(
        [1, 2, 3].map((n) => {
          const data = extraMember(n);
          const shared = { ...data, phone: '090-0000-1000' };
          return [
            `${members}/${String(data['uid'])}`,
            { ...shared, search: memberSearchKeys(shared as never) },
          ];
        }),
      ),
    );
    const shared = await read({ search: '09000001000', size: 3 });
    expect(shared.rows).toHaveLength(3);
    expect(shared.more).toBe(true);
    expect(shared.total).toBe(4);
    expect(uidsOf(await read({ search: 'ﾌﾘｺﾐ 2008 ﾏﾂﾓﾄ ｷﾖｳｺ' }))).toEqual(['m08']);
    expect(uidsOf(await read({ search: '090-0000-1012' }))).toEqual(['m12']);
    expect(uidsOf(await read({ search: '０９０００００１０１２' }))).toEqual(['m12']);
    expect(uidsOf(await read({ search: '09000001' }))).toEqual([]);
    expect(uidsOf(await read({ search: 'MEMBER3@example.JP' }))).toEqual(['m03']);
    // フリガナ by its beginning, in any kana and width; small kana as the bank prints them.
    const kyoko = await read({ search: 'ﾏﾂﾓﾄ ｷﾖｳ', size: 20 });
    expect(kyoko.total).toBe(4);
    expect(uidsOf(kyoko).sort()).toEqual(['m03', 'm08', 'm13', 'm18']);
    const sato = await read({ search: 'さとう', size: 3 });
    expect(sato.total).toBe(10);
    expect(sato.rows.every((m) => m.kana.startsWith('サトウ'))).toBe(true);
    expect(sato.more).toBe(true);
    const satoAll = [sato];
    while (satoAll.at(-1)!.more) {
      satoAll.push(
        await read({
          search: 'さとう',
          size: 3,
          cursor: { direction: 'after', token: satoAll.at(-1)!.last! },
        }),
      );
    }
    expect(satoAll.flatMap(uidsOf).length).toBe(10);
    expect(uidsOf(await read({ search: '鈴木一', size: 20 })).length).toBe(5);
    expect(uidsOf(await read({ search: '山田' }))).toEqual([uids.alice]);
    expect((await read({ search: '山本' })).total).toBe(0);
  });

  it('customers cannot read the pages, the searches or the count; staff can', async () => {
    await seed();
    const user = world.db('user');
    const all = collection(user, members);
    for (const q of [
      query(all, where('search.phone', '==', '09012345678')),
      query(all, where('customerNumber', '==', 2007)),
      query(all, where('search.kana', '>=', 'やまだ'), where('search.kana', '<', 'やまだ\uf8ff')),
    ]) {
      await assertFails(getDocs(q));
      await assertFails(getCount(q));
    }
    await assertFails(getCount(all));
    await assertFails(getMembersPage(user, ids.brand, { search: '', size: 5, cursor: null }));
    // Their own profile, as before: by uid.
    await assertSucceeds(getDocs(query(all, where('uid', '==', uids.alice))));
    await assertSucceeds(getCount(collection(world.db('admin'), members)));
  });
});
