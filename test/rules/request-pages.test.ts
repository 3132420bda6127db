/**
 * The お問い合わせ and 内見予約 inboxes one page at a time (readRequests) against the emulator with
 * the real rules: walking every page once finds each request once, newest first, as many as the
 * count query says; 前へ lands on the rows 次へ left; staff may read a page, customers and
 * visitors may not, exactly as for the whole inbox before.
 */
import { describe, expect, it } from 'vitest';
import { getContacts } from '@/features/requests/api/get-contacts';
import { getViewingRequests } from '@/features/requests/api/get-viewing-requests';
import type { RequestFilter } from '@/features/requests/request-filters';
import type { ListPageRequest } from '@/lib/firebase-list-page';
import { assertFails, assertSucceeds } from './support/harness';
import type { Role } from './support/roles';
import { useWorld } from './support/use-world';
import { contact, ids, paths, viewingRequest, type DocData } from './support/world';

const statuses = ['new', 'in_progress', 'done'] as const;
/** 11 of each kind, a minute apart, in every state (the baseline's one is there too). */
const seeded = (make: () => DocData, collection: string) =>
  Object.fromEntries(
    Array.from({ length: 11 }, (_, i) => [
      `${paths.brand}/${collection}/r-${String(i).padStart(2, '0')}`,
      {
        ...make(),
        status: statuses[i % 3],
        createdAt: new Date(Date.UTC(2026, 4, 1, 9, i)),
        updatedAt: new Date(Date.UTC(2026, 4, 1, 9, i)),
      },
    ]),
  );

const kinds = [
  { label: 'お問い合わせ', collection: 'contacts', make: contact, read: getContacts },
  {
    label: '内見予約',
    collection: 'viewingRequests',
    make: viewingRequest,
    read: getViewingRequests,
  },
] as const;

describe('the inboxes, a page at a time on the server', () => {
  const world = useWorld();

  for (const kind of kinds) {
    it(`${kind.label}: every page once, newest first, as many as counted, in each filter`, async () => {
      await world.seedDocs(seeded(kind.make, kind.collection));
      const db = world.db('admin');
      for (const filter of ['all', ...statuses] as RequestFilter[]) {
        const seen: string[] = [];
        const times: number[] = [];
        let request: ListPageRequest = { size: 3, cursor: null };
        let total = -1;
        for (let pages = 0; pages < 10; pages++) {
          const page = await kind.read(db, ids.brand, filter, request);
          total = page.total;
          expect(page.unreadable).toBe(0);
          seen.push(...page.rows.map((r) => r.id));
          times.push(...page.rows.map((r) => r.createdAt.getTime()));
          for (const row of page.rows) if (filter !== 'all') expect(row.status).toBe(filter);
          if (!page.more) break;
          request = { size: 3, cursor: { direction: 'after', token: page.last! } };
        }
        // 11 seeded and the baseline's (new).
        expect(total, filter).toBe({ all: 12, new: 5, in_progress: 4, done: 3 }[filter]);
        expect(seen).toHaveLength(total);
        expect(new Set(seen).size).toBe(total);
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }
    });
  }

  it('前へ from page 3 shows page 2 again, row for row', async () => {
    await world.seedDocs(seeded(contact, 'contacts'));
    const db = world.db('admin');
    const first = await getContacts(db, ids.brand, 'all', { size: 4, cursor: null });
    const second = await getContacts(db, ids.brand, 'all', {
      size: 4,
      cursor: { direction: 'after', token: first.last! },
    });
    const third = await getContacts(db, ids.brand, 'all', {
      size: 4,
      cursor: { direction: 'after', token: second.last! },
    });
    const back = await getContacts(db, ids.brand, 'all', {
      size: 4,
      cursor: { direction: 'before', token: third.first! },
    });
    expect(back.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    expect(third.more).toBe(false);
  });

  it('staff may read a page of either inbox; customers and visitors may not', async () => {
    await world.seedDocs(seeded(contact, 'contacts'));
    const first: ListPageRequest = { size: 20, cursor: null };
    for (const kind of kinds) {
      const read = (role: Role, filter: RequestFilter): Promise<unknown> =>
        kind.read(world.db(role), ids.brand, filter, first);
      await assertSucceeds(read('admin', 'all'));
      await assertSucceeds(read('brandStaff', 'new'));
      for (const role of ['signedOut', 'user', 'otherUser'] as const) {
        await assertFails(read(role, 'all'));
        await assertFails(read(role, 'new'));
      }
    }
  });
});
