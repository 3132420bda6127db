import { todayInJapan } from '@/utils/today-in-japan';
import { allOf } from '@/utils/all-of';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { getAdminBrands } from '@/features/brands/api/admin-get-brands';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Vacancy } from '../vacancy';
import { getBrandVacancy } from './get-brand-vacancy';
import { applicationKeys } from './keys';

/**
 * How many records wait, and the date that matters most among them: the oldest one received
 * (a date-time), the nearest desired end date or the oldest due date (a calendar day).
 */
export type Tally = {
  count: number;
  /** The date to act on first; null when there is nothing. */
  first: Date | string | null;
};

/** What needs a person today at one brand. */
export type BrandFigures = {
  brandId: string;
  name: string;
  published: boolean;
  /** 新しいお申し込み: applications waiting for a decision (`submitted`); first = the oldest. */
  submittedApplications: Tally;
  /** 解約のお申し出 of contracted applications; first = the nearest desired end date. */
  terminationRequests: Tally;
  /** 新しいお問い合わせ (`new`); first = the oldest. */
  newContacts: Tally;
  /** 新しい内見予約 (`new`); first = the oldest. */
  newViewingRequests: Tally;
  /** 支払期限超過 bills (unpaid, due before today); first = the oldest due date. */
  overdueBills: Tally;
  /** Mails that could not be sent (エラー, issue 29); first = the latest failure. */
  failedMails: Tally;
  vacancy: Vacancy;
};

type FirstDate = (doc: QueryDocumentSnapshot<DocumentData> | undefined) => Date | string | null;

function dateOf(value: unknown): Date | null {
  return value !== null && typeof value === 'object' && 'toDate' in value
    ? (value as { toDate: () => Date }).toDate()
    : null;
}
const received: FirstDate = (doc) => dateOf(doc?.get('createdAt'));
const stringAt =
  (field: string): FirstDate =>
  (doc) => {
    const value: unknown = doc?.get(field);
    return typeof value === 'string' ? value : null;
  };

/**
 * One figure without reading what it counts: a count aggregation query over the list's filters
 * (one read per 1,000 documents, no document sent) and the one document to act on first (the
 * filters in the order that puts it first, limit 1). Both in the admin-only `firebase` chunk,
 * which no public page loads first (docs/ARCHITECTURE.md, budget).
 */
async function tally(
  filtered: Query,
  /** The order that puts it first; null when `filtered` is ordered so already. */
  firstOrder: QueryConstraint | null,
  first: FirstDate,
): Promise<Tally> {
  const head =
    firstOrder === null ? query(filtered, limit(1)) : query(filtered, firstOrder, limit(1));
  const [count, firstDoc] = await Promise.all([getCount(filtered), getDocs(head)]);
  return { count: count.data().count, first: first(firstDoc.docs[0]) };
}

/**
 * A brand's figures: the lists' own queries (the data model's query table, same orderings, so
 * the same indexes), and the brand's assets for the vacancy.
 */
export async function getBrandFigures(
  brandId: string,
): Promise<Omit<BrandFigures, 'name' | 'published'>> {
  const applications = collection(firestore, collectionPaths.applications(brandId));
  /** The oldest first: what has waited longest (status ↑, createdAt ↑ indexes). */
  const oldestFirst = orderBy('createdAt');
  /** The お問い合わせ or 内見予約 nobody has handled yet (status 新規). */
  const newRequests = (path: string) =>
    tally(query(collection(firestore, path), where('status', '==', 'new')), oldestFirst, received);
  const figures = await allOf({
    submittedApplications: tally(
      query(applications, where('status', '==', 'submitted')),
      oldestFirst,
      received,
    ),
    // Ordering by the end date leaves out contracts without a request (no such field), in the
    // count too; the nearest date comes first.
    terminationRequests: tally(
      query(
        applications,
        where('status', '==', 'contracted'),
        orderBy('terminationRequest.endDate'),
      ),
      null,
      (doc) => {
        const request: unknown = doc?.get('terminationRequest');
        const endDate = (request as { endDate?: unknown } | null | undefined)?.endDate;
        return typeof endDate === 'string' ? endDate : null;
      },
    ),
    newContacts: newRequests(collectionPaths.contacts(brandId)),
    newViewingRequests: newRequests(collectionPaths.viewingRequests(brandId)),
    overdueBills: tally(
      query(
        collection(firestore, collectionPaths.bills(brandId)),
        // 支払期限超過 is derived: unpaid and due before today in Japan (no stored state).
        where('status', '==', 'unpaid'),
        where('dueDate', '<', todayInJapan()),
      ),
      orderBy('dueDate'),
      stringAt('dueDate'),
    ),
    // The mail log's ERROR filter (mail: brandId, delivery.state, createdAt ↓).
    failedMails: tally(
      query(
        collection(firestore, collectionPaths.mail()),
        where('brandId', '==', brandId),
        where('delivery.state', '==', 'ERROR'),
      ),
      orderBy('createdAt', 'desc'),
      received,
    ),
    // Counts of the brand's spaces, not its assets (getBrandVacancy).
    vacancy: getBrandVacancy(firestore, brandId),
  });
  return { brandId, ...figures };
}

/**
 * Every brand the staff member runs (published or not, in display order: all of them for
 * operator-wide staff, their own for brand staff) with its figures.
 */
export async function getDashboardFigures(): Promise<BrandFigures[]> {
  const brands = await getAdminBrands();
  return Promise.all(
    brands.map(async (brand) => ({
      ...(await getBrandFigures(brand.id)),
      name: brand.name,
      published: brand.published,
    })),
  );
}

export const dashboardFiguresQuery = () =>
  queryOptions({ queryKey: applicationKeys.dashboardFigures(), queryFn: getDashboardFigures });

export function useDashboardFigures(): BrandFigures[] {
  return useSuspenseQuery(dashboardFiguresQuery()).data;
}
