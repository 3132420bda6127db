import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  collection,
  getCount,
  getDocs,
  orderBy,
  query,
  where,
  type Query,
} from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { brandConverter } from '@/lib/converters/brand-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { vacancyOf, type Vacancy } from '../vacancy';

/** What needs a person today at one brand. */
export type BrandFigures = {
  brandId: string;
  name: string;
  published: boolean;
  /** 新しいお申し込み: applications waiting for a decision (`submitted`). */
  submittedApplications: number;
  /** 解約のお申し出: contracted applications whose holder asked to end them. */
  terminationRequests: number;
  /** 新しいお問い合わせ (`new`). */
  newContacts: number;
  /** 新しい内見予約 (`new`). */
  newViewingRequests: number;
  /** 支払期限超過 bills (`overdue`). */
  overdueBillings: number;
  vacancy: Vacancy;
};

const count = async (q: Query) => (await getCount(q)).data().count;

/**
 * A brand's figures: five count queries (the server counts; no document is sent) and the
 * brand's assets for the vacancy. Each query is one of the data model's query table, with the
 * ordering its screen uses, so the same composite index serves the count and the list.
 */
export async function getBrandFigures(
  brandId: string,
): Promise<Omit<BrandFigures, 'name' | 'published'>> {
  const applications = collection(firestore, collectionPaths.applications(brandId));
  const newFirst = orderBy('createdAt', 'desc');
  const [
    submittedApplications,
    terminationRequests,
    newContacts,
    newViewingRequests,
    overdueBillings,
    assets,
  ] = await Promise.all([
    count(query(applications, where('status', '==', 'submitted'), newFirst)),
    count(
      query(
        applications,
        where('status', '==', 'contracted'),
        orderBy('terminationRequest.endDate'),
      ),
    ),
    count(
      query(
        collection(firestore, collectionPaths.contacts(brandId)),
        where('status', '==', 'new'),
        newFirst,
      ),
    ),
    count(
      query(
        collection(firestore, collectionPaths.viewingRequests(brandId)),
        where('status', '==', 'new'),
        newFirst,
      ),
    ),
    count(
      query(
        collection(firestore, collectionPaths.billings(brandId)),
        where('status', '==', 'overdue'),
        orderBy('dueDate'),
      ),
    ),
    getDocs(
      query(
        collection(firestore, collectionPaths.assets(brandId)).withConverter(assetConverter),
        orderBy('assetNumber'),
      ),
    ),
  ]);
  return {
    brandId,
    submittedApplications,
    terminationRequests,
    newContacts,
    newViewingRequests,
    overdueBillings,
    vacancy: vacancyOf(assets.docs.map((d) => d.data())),
  };
}

/** Every brand (published or not, in display order) with its figures. */
export async function getDashboardFigures(): Promise<BrandFigures[]> {
  const brands = await getDocs(
    query(
      collection(firestore, collectionPaths.brands()).withConverter(brandConverter),
      orderBy('sortOrder'),
    ),
  );
  return Promise.all(
    brands.docs.map(async (d) => {
      const brand = d.data();
      return { ...(await getBrandFigures(d.id)), name: brand.name, published: brand.published };
    }),
  );
}

/** Refreshed after every move (the counts and the vacancy change with it). */
export const dashboardKey = ['admin', 'dashboard'] as const;

export const dashboardFiguresQuery = () =>
  queryOptions({ queryKey: [...dashboardKey, 'figures'], queryFn: getDashboardFigures });

export function useDashboardFigures(): BrandFigures[] {
  return useSuspenseQuery(dashboardFiguresQuery()).data;
}
