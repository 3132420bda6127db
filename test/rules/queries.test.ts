/**
 * Every query the site makes (docs/data-model.md, "Queries and composite indexes"), run as
 * the role whose screen makes it: the rules must prove each one from its constraints, and the
 * baseline data must come back.
 */
import {
  collection,
  documentId,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditQuery } from '@/features/audit/api/get-audit-page';
import { applicationsPageQuery } from '@/features/applications/api/get-applications-page';
import { billsPageQuery } from '@/features/billing/api/get-bills-page';
import { brandMailQuery } from '@/features/mail/api/get-brand-mail-page';
import { assertFails } from './support/harness';
import type { Role } from './support/roles';
import { useWorld } from './support/use-world';
import { ids, paths, uids } from './support/world';

interface SiteQuery {
  screen: string;
  role: Role;
  build: (db: Firestore) => Query;
  /** How many baseline documents it must return. */
  expected: number;
}

const b = paths.brand;
const siteQueries: SiteQuery[] = [
  {
    screen: '/ (brands)',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(collection(db, 'brands'), where('published', '==', true), orderBy('sortOrder')),
  },
  {
    screen: '/admin/brands',
    role: 'admin',
    expected: 2,
    build: (db) => query(collection(db, 'brands'), orderBy('sortOrder')),
  },
  {
    screen: '/news, / (latest news)',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(
        collection(db, 'notices'),
        where('published', '==', true),
        orderBy('publishedAt', 'desc'),
        limit(5),
      ),
  },
  {
    screen: '/faq',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(collection(db, 'faqs'), where('published', '==', true), orderBy('sortOrder')),
  },
  {
    screen: '/{b}/info',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/notices`),
        where('published', '==', true),
        orderBy('publishedAt', 'desc'),
      ),
  },
  {
    screen: '/admin/brands/{id}/info',
    role: 'admin',
    expected: 2,
    build: (db) => query(collection(db, `${b}/notices`), orderBy('publishedAt', 'desc')),
  },
  {
    screen: '/{b}/faq',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(collection(db, `${b}/faqs`), where('published', '==', true), orderBy('sortOrder')),
  },
  {
    screen: '/admin/brands/{id}/faq',
    role: 'admin',
    expected: 2,
    build: (db) => query(collection(db, `${b}/faqs`), orderBy('sortOrder')),
  },
  {
    screen: '/{b}/sitemap (pages)',
    role: 'signedOut',
    expected: 1,
    build: (db) => query(collection(db, `${b}/pages`)),
  },
  {
    screen: '/{b}, /{b}/list',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(collection(db, `${b}/assets`), where('published', '==', true), orderBy('assetNumber')),
  },
  {
    screen: '/admin/brands/{b}/assets',
    role: 'admin',
    expected: 2,
    build: (db) => query(collection(db, `${b}/assets`), orderBy('assetNumber')),
  },
  {
    screen: '/{b}/{id} (spaces)',
    role: 'signedOut',
    expected: 2,
    build: (db) => query(collection(db, `${paths.asset}/spaces`), orderBy('label')),
  },
  {
    screen: '/{b}/{id} (free spaces)',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${paths.asset}/spaces`),
        where('status', '==', 'available'),
        orderBy('label'),
      ),
  },
  {
    screen: '/{b}/myunit (applications)',
    role: 'user',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/applications`),
        where('uid', '==', uids.alice),
        orderBy('createdAt', 'desc'),
      ),
  },
  {
    screen: '/{b}/myunit (bills)',
    role: 'user',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/bills`),
        where('uid', '==', uids.alice),
        orderBy('period', 'desc'),
      ),
  },
  {
    screen: '/{b}/myunit (bills being debited: the customer’s own debit items)',
    role: 'user',
    expected: 0,
    build: (db) => query(collection(db, `${b}/debitItems`), where('uid', '==', uids.alice)),
  },
  {
    screen: '/admin/brands/{b}/users/{id} (applications)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/applications`),
        where('uid', '==', uids.alice),
        orderBy('createdAt', 'desc'),
      ),
  },
  {
    screen: '/admin (applications by status)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/applications`),
        where('status', '==', 'submitted'),
        orderBy('createdAt', 'desc'),
      ),
  },
  {
    // Contracted applications with a 解約のお申し出, soonest end date first: ordering by the
    // nested field leaves out every application whose terminationRequest is null.
    screen: '/admin, /admin/brands/{b} (解約のお申し出)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/applications`),
        where('status', '==', 'contracted'),
        orderBy('terminationRequest.endDate'),
      ),
  },
  {
    screen: '/admin/brands/{b}/billing (status)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(collection(db, `${b}/bills`), where('status', '==', 'unpaid'), orderBy('dueDate')),
  },
  {
    screen: '/admin/brands/{b}/billing (overdue, aging, dashboard)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/bills`),
        where('status', '==', 'unpaid'),
        where('dueDate', '<', '2026-05-01'),
        orderBy('dueDate'),
      ),
  },
  {
    screen: '/admin/brands/{b}/billing (month)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(collection(db, `${b}/bills`), where('period', '==', ids.period), orderBy('dueDate')),
  },
  {
    // The accounting CSVs: every bill changed since the month began (its payments and write-offs).
    screen: '/admin/brands/{b}/billing (会計ソフト用の仕訳)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/bills`),
        where('updatedAt', '>=', new Date(`${ids.period}-01T00:00:00+09:00`)),
      ),
  },
  {
    screen: '/admin/brands/{b}/billing (自動処理: last run per job)',
    role: 'admin',
    expected: 0,
    build: (db) =>
      query(
        collection(db, `${b}/jobRuns`),
        where('job', '==', 'month-bills'),
        orderBy('startedAt', 'desc'),
        limit(1),
      ),
  },
  {
    screen: '/admin/brands/{b}/billing/import (statement lines of a date range)',
    role: 'admin',
    expected: 0,
    build: (db) =>
      query(
        collection(db, `${b}/statementLines`),
        where('date', '>=', '2026-04-01'),
        where('date', '<=', '2026-04-30'),
      ),
  },
  {
    screen: '/admin/brands/{b}/billing/import (最近の取込)',
    role: 'admin',
    expected: 0,
    build: (db) =>
      query(collection(db, `${b}/statementImports`), orderBy('importedAt', 'desc'), limit(10)),
  },
  {
    screen: '/admin/brands/{b}/billing/debit (引き落とす請求: unpaid, due by the 引落日)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/bills`),
        where('status', '==', 'unpaid'),
        where('dueDate', '<=', '2026-04-27'),
        orderBy('dueDate'),
      ),
  },
  {
    screen: '/admin/brands/{b}/billing/debit (口座)',
    role: 'admin',
    expected: 0,
    build: (db) => query(collection(db, `${b}/debitAccounts`)),
  },
  {
    screen: '/admin/brands/{b}/billing/debit (a customer’s debits: 新規コード, member page)',
    role: 'admin',
    expected: 0,
    build: (db) => query(collection(db, `${b}/debitItems`), where('uid', '==', uids.alice)),
  },
  {
    screen: '/admin/brands/{b}/billing/debit (a request’s items)',
    role: 'admin',
    expected: 0,
    build: (db) => query(collection(db, `${b}/debitItems`), where('requestId', '==', 'r1')),
  },
  {
    screen: '/admin/brands/{b}/billing/debit (これまでの依頼データ)',
    role: 'admin',
    expected: 0,
    build: (db) =>
      query(collection(db, `${b}/debitRequests`), orderBy('createdAt', 'desc'), limit(24)),
  },
  {
    screen: '/admin/brands/{b}/billing/debit (最近の取込)',
    role: 'admin',
    expected: 0,
    build: (db) =>
      query(collection(db, `${b}/debitImports`), orderBy('importedAt', 'desc'), limit(10)),
  },
  {
    screen: '/admin/brands/{b}/users',
    role: 'admin',
    expected: 1,
    build: (db) => query(collection(db, `${b}/members`), orderBy('createdAt', 'desc')),
  },
  {
    screen: '/admin/brands/{b}/users (a page)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/members`),
        orderBy('createdAt', 'desc'),
        orderBy(documentId(), 'desc'),
        limit(50),
      ),
  },
  {
    screen: '/admin/brands/{b}/users?q=電話番号',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/members`),
        where('search.phone', '==', '09012345678'),
        orderBy(documentId()),
        limit(50),
      ),
  },
  {
    screen: '/admin/brands/{b}/users?q=フリガナ',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/members`),
        where('search.kana', '>=', 'やまだ'),
        where('search.kana', '<', 'やまだ\uf8ff'),
        orderBy('search.kana'),
        orderBy(documentId()),
        limit(50),
      ),
  },
  {
    screen: '/admin/brands/{b}/contacts',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/contacts`),
        where('status', '==', 'new'),
        orderBy('createdAt', 'desc'),
      ),
  },
  {
    screen: '/admin/brands/{b}/previews',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/viewingRequests`),
        where('status', '==', 'new'),
        orderBy('createdAt', 'desc'),
      ),
  },
  ...(['applications', 'contacts', 'viewingRequests'] as const).map((requests): SiteQuery => ({
    screen: `/admin (dashboard: the oldest waiting ${requests})`,
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/${requests}`),
        where('status', '==', requests === 'applications' ? 'submitted' : 'new'),
        orderBy('createdAt'),
        limit(1),
      ),
  })),
  {
    screen: '/admin/brands/{b}/billing (totals: a month overdue, count and sum)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/bills`),
        where('period', '==', ids.period),
        where('status', '==', 'unpaid'),
        where('dueDate', '<', '2026-06-01'),
      ),
  },
  {
    screen: '/admin/brands/{b}/billing (totals: 一部入金 of a month)',
    role: 'admin',
    expected: 0,
    build: (db) =>
      query(
        collection(db, `${b}/bills`),
        where('period', '==', ids.period),
        where('status', '==', 'unpaid'),
        where('dueDate', '>=', '2026-04-01'),
        where('paidAmount', '>', 0),
      ),
  },
  {
    screen: '/admin/brands/{b}/billing?status=partial (totals)',
    role: 'admin',
    expected: 0,
    build: (db) =>
      query(
        collection(db, `${b}/bills`),
        where('status', '==', 'unpaid'),
        where('dueDate', '>=', '2026-04-01'),
        where('paidAmount', '>', 0),
      ),
  },
  // The application list a page at a time, and its search (getApplicationsPage).
  ...(
    [
      ['a state', { filter: 'submitted', search: '' }, 1],
      ['解約のお申し出', { filter: 'termination-requested', search: '' }, 1],
      ['受付番号', { filter: 'submitted', search: 'K7M4-QX92' }, 0],
      ['フリガナ', { filter: 'submitted', search: 'やまだ' }, 2],
      ['氏名', { filter: 'submitted', search: '山田' }, 2],
    ] as const
  ).map(([label, request, expected]): SiteQuery => ({
    screen: `/admin/brands/{b} (申込, a page: ${label})`,
    role: 'admin',
    expected,
    build: (db) => {
      const { base, order } = applicationsPageQuery(db, ids.brand, request);
      return query(base, ...order, limit(51));
    },
  })),
  // The billing table a page at a time (getBillsPage): each view's filters, by due date then id.
  ...(
    [
      ['a month', { kind: 'month', period: ids.period, status: null }, 1],
      ['a month, 未払い', { kind: 'month', period: ids.period, status: 'unpaid' }, 1],
      ['a month, 一部入金', { kind: 'month', period: ids.period, status: 'partial' }, 0],
      ['a month, 支払期限超過', { kind: 'month', period: ids.period, status: 'overdue' }, 0],
      ['a month, 支払済み', { kind: 'month', period: ids.period, status: 'paid' }, 0],
      ['every month, 未払い', { kind: 'status', status: 'unpaid' }, 1],
      ['every month, 一部入金', { kind: 'status', status: 'partial' }, 0],
      ['every month, 支払期限超過', { kind: 'status', status: 'overdue' }, 0],
    ] as const
  ).map(([label, view, expected]): SiteQuery => ({
    screen: `/admin/brands/{b}/billing (a page: ${label})`,
    role: 'admin',
    expected,
    build: (db) => {
      const { base, order } = billsPageQuery(db, ids.brand, view, '2026-04-01');
      return query(base, ...order, limit(51));
    },
  })),
  {
    screen: '/admin/deviceList',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(collection(db, 'devices'), where('brandId', '==', ids.brand), orderBy('name')),
  },
  // Issue 29: a page of メール送信履歴 and of the 監査ログ, with a filter each (as the screens
  // build them: newest first, then by id).
  ...(
    [
      ['', { to: '', kind: '', state: '', from: '', until: '' }],
      [' ?to=', { to: 'alice@example.com', kind: '', state: '', from: '', until: '' }],
      [' ?kind=', { to: '', kind: 'bill-issued', state: '', from: '', until: '' }],
      [' ?state=', { to: '', kind: '', state: 'ERROR', from: '', until: '' }],
    ] as const
  ).map(([label, filters]): SiteQuery => ({
    screen: `/admin/brands/{b}/mails${label}`,
    role: 'brandStaff',
    expected: 0,
    build: (db) =>
      query(
        brandMailQuery(db, ids.brand, filters),
        orderBy('createdAt', 'desc'),
        orderBy(documentId(), 'desc'),
        limit(51),
      ),
  })),
  ...(['person', 'kind', 'action', 'document'] as const).map((key): SiteQuery => ({
    screen: `/admin/brands/{b}/audit ?${key}=`,
    role: 'brandStaff',
    expected: 0,
    build: (db) =>
      query(
        auditQuery(db, { kind: 'brand', brandId: ids.brand }, { ...noAuditFilter, [key]: 'x' }),
        orderBy('at', 'desc'),
        orderBy(documentId(), 'desc'),
        limit(51),
      ),
  })),
  // 空き待ち (docs/waitlist.md): the customer's own lines, an asset's queue, the dashboard's
  // counts, and the public per-plan count (the baseline has no line: none come back).
  {
    screen: '/{b}/myunit (空き待ち), /{b}/{id} (登録済み)',
    role: 'user',
    expected: 0,
    build: (db) => query(collection(db, `${b}/waitlist`), where('uid', '==', uids.alice)),
  },
  {
    screen: '/admin/brands/{b}/assets/{a} (空き待ち)',
    role: 'admin',
    expected: 0,
    build: (db) => query(collection(db, `${b}/waitlist`), where('assetId', '==', ids.asset)),
  },
  {
    screen: '/admin (空き待ち: waiting, offered)',
    role: 'admin',
    expected: 0,
    build: (db) => query(collection(db, `${b}/waitlist`), where('status', '==', 'waiting')),
  },
  {
    screen: '/{b}/{id} (満室・空き待ち n人)',
    role: 'signedOut',
    expected: 0,
    build: (db) => query(collection(db, `${paths.asset}/waitCounts`), orderBy('planKey')),
  },
];

const noAuditFilter = {
  person: '',
  kind: '',
  action: '',
  document: '',
  from: '',
  to: '',
  brand: '',
} as const;

interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

/**
 * The shape of a query as the SDK holds it. The lite SDK keeps no public accessor for a query's
 * constraints, so this reads its internal `_query` and fails loudly if that ever changes.
 */
function constraintsOf(q: Query): {
  collectionId: string;
  equalities: string[];
  others: string[];
  orderBy: IndexField[];
} {
  const core = (q as unknown as { _query?: unknown })._query as
    | {
        path: { lastSegment(): string };
        collectionGroup: string | null;
        filters: { field: { canonicalString(): string }; op: string }[];
        explicitOrderBy: { field: { canonicalString(): string }; dir: string }[];
      }
    | undefined;
  if (!core || !Array.isArray(core.filters) || !Array.isArray(core.explicitOrderBy)) {
    throw new Error('firebase/firestore/lite no longer exposes Query._query: update this test');
  }
  return {
    collectionId: core.collectionGroup ?? core.path.lastSegment(),
    equalities: core.filters.filter((f) => f.op === '==').map((f) => f.field.canonicalString()),
    others: core.filters.filter((f) => f.op !== '==').map((f) => f.field.canonicalString()),
    orderBy: core.explicitOrderBy.map((o) => ({
      fieldPath: o.field.canonicalString(),
      order: o.dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
    })),
  };
}

/**
 * The composite index a query needs, or null when Firestore's automatic single-field indexes
 * serve it (equalities only, or one ordered/ranged field and nothing else).
 */
function compositeIndexFor(
  q: Query,
): { collectionId: string; equalities: string[]; orderBy: IndexField[] } | null {
  const c = constraintsOf(q);
  // A last ordering by document id in the direction of the one before it (a page's cursor) is
  // what every index ends with: it needs no index of its own.
  const last = c.orderBy.at(-1);
  const beforeLast = c.orderBy.at(-2);
  if (
    last?.fieldPath === '__name__' &&
    (beforeLast === undefined || beforeLast.order === last.order)
  ) {
    c.orderBy = c.orderBy.slice(0, -1);
  }
  const ordered = new Set([...c.others, ...c.orderBy.map((o) => o.fieldPath)]);
  if (ordered.size === 0) return null;
  if (c.equalities.length === 0 && ordered.size === 1 && c.orderBy.length <= 1) return null;
  // Without an explicit order, Firestore orders by the range fields, ascending, as filtered.
  const orderBy =
    c.orderBy.length > 0
      ? c.orderBy
      : [...new Set(c.others)].map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const }));
  return { collectionId: c.collectionId, equalities: c.equalities, orderBy };
}

const indexes = (
  JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: CompositeIndex[];
  }
).indexes;
const dataModelDoc = readFileSync(new URL('../../docs/data-model.md', import.meta.url), 'utf8');

describe('the queries the site makes', () => {
  const world = useWorld();
  for (const q of siteQueries) {
    it(`${q.screen} as ${q.role} is allowed and returns the data`, async () => {
      const snapshot = await getDocs(q.build(world.db(q.role)));
      expect(snapshot.size).toBe(q.expected);
    });
  }

  // The emulators serve any query without indexes; deployed Firestore refuses one whose
  // composite index is missing from firestore.indexes.json.
  for (const q of siteQueries) {
    it(`${q.screen} has its composite index in firestore.indexes.json`, () => {
      const needed = compositeIndexFor(q.build(world.db(q.role)));
      if (needed === null) return;
      const n = needed.equalities.length;
      const match = indexes.find(
        (index) =>
          index.collectionGroup === needed.collectionId &&
          index.queryScope === 'COLLECTION' &&
          index.fields.length === n + needed.orderBy.length &&
          // Equality fields lead, in any order; the ordered fields follow, as queried.
          index.fields
            .slice(0, n)
            .every((f) => needed.equalities.includes(f.fieldPath) && f.order === 'ASCENDING') &&
          index.fields
            .slice(n)
            .every(
              (f, i) =>
                f.fieldPath === needed.orderBy[i]?.fieldPath && f.order === needed.orderBy[i].order,
            ),
      );
      expect(match, JSON.stringify(needed)).toBeDefined();
    });
  }

  it('every composite index is listed in docs/data-model.md', () => {
    const unlisted = indexes
      .map(
        (index) =>
          `${index.collectionGroup}: ` +
          index.fields
            .map((f) => `${f.fieldPath} ${f.order === 'DESCENDING' ? '↓' : '↑'}`)
            .join(', '),
      )
      // Code spans' backticks aside (`__name__` is written as code, or Markdown makes it bold).
      .filter((entry) => !dataModelDoc.replaceAll('`', '').includes(entry));
    expect(unlisted).toEqual([]);
  });
});

describe("a query cannot reach other people's documents", () => {
  const world = useWorld();
  // Bob asks for his own documents with a constraint that would also admit alice's: the rules
  // must refuse the whole query, not filter its results.
  const wider: { label: string; narrow: (all: Query) => Query }[] = [
    {
      label: "uid in [own, alice's]",
      narrow: (all) => query(all, where('uid', 'in', [uids.bob, uids.alice])),
    },
    { label: "uid != someone else's", narrow: (all) => query(all, where('uid', '!=', 'nobody')) },
    { label: 'uid >= ""', narrow: (all) => query(all, where('uid', '>=', '')) },
    {
      label: "uid == own OR uid == alice's",
      narrow: (all) => query(all, or(where('uid', '==', uids.bob), where('uid', '==', uids.alice))),
    },
  ];
  for (const owned of ['applications', 'bills', 'members'] as const) {
    for (const w of wider) {
      it(`${owned}: ${w.label} is denied`, async () => {
        const db = world.db('otherUser');
        await assertFails(getDocs(w.narrow(collection(db, `${b}/${owned}`))));
      });
    }
  }
  it('admin-only requests cannot be listed by a visitor or a user with any filter', async () => {
    for (const role of ['signedOut', 'user'] as const) {
      for (const requests of ['contacts', 'viewingRequests']) {
        const db = world.db(role);
        await assertFails(
          getDocs(query(collection(db, `${b}/${requests}`), where('status', '==', 'new'))),
        );
      }
    }
  });
  it('published content cannot be listed with a filter that admits drafts', async () => {
    const db = world.db('signedOut');
    for (const path of ['brands', `${b}/assets`, `${b}/faqs`, `${b}/notices`, 'notices', 'faqs']) {
      await assertFails(
        getDocs(query(collection(db, path), where('published', 'in', [true, false]))),
      );
    }
  });
});
