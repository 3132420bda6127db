import { queryOptions } from '@tanstack/react-query';
import {
  collection,
  documentId,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { billConverter } from '@/lib/converters/bill-converter';
import { firestore } from '@/lib/firebase-firestore';
import { readAssetNames, readByIds } from '@/lib/firebase-read-by-ids';
import {
  countList,
  readListRows,
  type ListPage,
  type ListPageQuery,
  type ListPageRequest,
} from '@/lib/firebase-list-page';
import type { Bill } from '#shared/model/bill.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { BilledApplication, BillRow } from '../bill-row';
import type { BillingView } from '../billing-view';
import { billingKeys } from './keys';

/**
 * A page of the billing screen's bills, each with its contract, and the places' names; the
 * count of all comes on its own (billsCountQueryOptions), so the rows do not wait for it.
 */
export type BillsPage = Omit<ListPage<BillRow>, 'total'> & {
  /** 物件名 of the assets on this page, by asset number. */
  assetNames: ReadonlyMap<string, string>;
};

/**
 * The bills a view lists as a query, in the order the pages follow (docs/data-model.md, query
 * table). The states as billStateOn derives them on `today`: 支払期限超過 unpaid and due before
 * today, 一部入金 unpaid, not yet due and partly paid, 未払い unpaid, not yet due, nothing paid.
 * Every ordering is the due date, then the document id (the bill's `{applicationId}_{period}`).
 */
export function billsPageQuery(
  db: Firestore,
  brandId: string,
  view: BillingView,
  today: string,
): ListPageQuery<Bill> {
  const bills = collection(db, collectionPaths.bills(brandId)).withConverter(billConverter);
  const scope: QueryConstraint[] =
    view.kind === 'month' ? [where('period', '==', view.period)] : [];
  const byDueDate = {
    order: [orderBy('dueDate'), orderBy(documentId())],
    cursorOf: (row: QueryDocumentSnapshot<Bill>) => [String(row.get('dueDate')), row.id],
  };
  const unpaid = where('status', '==', 'unpaid');
  switch (view.status) {
    case null:
      return { base: query(bills, ...scope), ...byDueDate };
    case 'paid':
    case 'cancelled':
      return { base: query(bills, ...scope, where('status', '==', view.status)), ...byDueDate };
    case 'overdue':
      return { base: query(bills, ...scope, unpaid, where('dueDate', '<', today)), ...byDueDate };
    case 'unpaid':
      return {
        base: query(
          bills,
          ...scope,
          unpaid,
          where('paidAmount', '==', 0),
          where('dueDate', '>=', today),
        ),
        ...byDueDate,
      };
    case 'partial':
      // Two inequalities: ordered by both (the due date first), then the id.
      return {
        base: query(
          bills,
          ...scope,
          unpaid,
          where('dueDate', '>=', today),
          where('paidAmount', '>', 0),
        ),
        order: [orderBy('dueDate'), orderBy('paidAmount'), orderBy(documentId())],
        cursorOf: (row) => [String(row.get('dueDate')), Number(row.get('paidAmount')), row.id],
      };
  }
}

/**
 * One page of the view's bills from the server (readListRows: `limit` + cursor), then the
 * contracts of those bills and their assets' names by id: a page costs the same at 200 or
 * 20,000 bills a month.
 */
export async function getBillsPage(
  db: Firestore,
  brandId: string,
  view: BillingView,
  today: string,
  request: ListPageRequest,
): Promise<BillsPage> {
  const page = await readListRows(billsPageQuery(db, brandId, view, today), request, (d) => ({
    ...d.data(),
    id: d.id,
  }));
  const applicationDocs = await readByIds(
    db,
    collectionPaths.applications(brandId),
    page.rows.map((bill) => bill.applicationId),
  );
  const applications = new Map<string, BilledApplication>();
  for (const d of applicationDocs) {
    const { uid, name, kana, assetId, spaceId } = d.data();
    // A malformed application: its bills show without a name.
    if ([uid, name, kana, assetId, spaceId].every((value) => typeof value === 'string')) {
      applications.set(d.id, {
        id: d.id,
        uid: uid as string,
        name: name as string,
        kana: kana as string,
        assetId: assetId as string,
        spaceId: spaceId as string,
      });
    }
  }
  const assetNames = await readAssetNames(
    db,
    collectionPaths.assets(brandId),
    [...applications.values()].map((application) => application.assetId),
  );
  return {
    ...page,
    rows: page.rows.map((bill) => ({
      ...bill,
      application: applications.get(bill.applicationId) ?? null,
    })),
    assetNames,
  };
}

export const billsPageQueryOptions = (
  brandId: string,
  view: BillingView,
  today: string,
  request: ListPageRequest,
) =>
  queryOptions({
    queryKey: billingKeys.page(brandId, view, today, request),
    queryFn: () => getBillsPage(firestore, brandId, view, today, request),
  });

/** How many bills the view holds: a count aggregation over the page query's filters. */
export function getBillsCount(
  db: Firestore,
  brandId: string,
  view: BillingView,
  today: string,
): Promise<number> {
  return countList(billsPageQuery(db, brandId, view, today));
}

export const billsCountQueryOptions = (brandId: string, view: BillingView, today: string) =>
  queryOptions({
    queryKey: billingKeys.count(brandId, view, today),
    queryFn: () => getBillsCount(firestore, brandId, view, today),
  });
