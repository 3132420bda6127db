import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  where,
} from 'firebase/firestore/lite';
import { reportConverter, reportStateConverter } from '@/lib/converters/report-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import {
  reportIds,
  reportStateId,
  type AssetReport,
  type AssetsReport,
  type BrandReport,
  type PlansReport,
  type Report,
} from '#shared/reports/report-figures.js';
import { reportKeys } from './keys';

/** Kept documents by id, 30 ids a query (`documentId() in`): one request for a year's months. */
async function reportsById(brandId: string, ids: readonly string[]): Promise<Map<string, Report>> {
  const reports = collection(firestore, collectionPaths.reports(brandId)).withConverter(
    reportConverter,
  );
  const found = new Map<string, Report>();
  // (an empty list asks nothing: the brand screen's asset months when no asset is chosen)
  for (let i = 0; i < ids.length; i += 30) {
    const chunk = ids.slice(i, i + 30);
    const snapshot = await getDocs(query(reports, where(documentId(), 'in', chunk)));
    for (const d of snapshot.docs) found.set(d.id, d.data());
  }
  return found;
}

/** A brand's months as kept, in order (a month not kept yet is left out). */
export function brandFiguresQuery(brandId: string, periods: readonly string[]) {
  return queryOptions({
    queryKey: reportKeys.months(brandId, periods),
    queryFn: async (): Promise<BrandReport[]> => {
      const found = await reportsById(brandId, periods.map(reportIds.brand));
      return periods.flatMap((p) => {
        const r = found.get(reportIds.brand(p));
        return r?.kind === 'brand' ? [r] : [];
      });
    },
  });
}

export const useBrandFigures = (brandId: string, periods: readonly string[]) =>
  useSuspenseQuery(brandFiguresQuery(brandId, periods)).data;

/** A brand's plans (type + size) month by month, as kept. */
export function brandPlansQuery(brandId: string, periods: readonly string[]) {
  return queryOptions({
    queryKey: reportKeys.plans(brandId, periods),
    queryFn: async (): Promise<PlansReport[]> => {
      const found = await reportsById(brandId, periods.map(reportIds.plans));
      return periods.flatMap((p) => {
        const r = found.get(reportIds.plans(p));
        return r?.kind === 'plans' ? [r] : [];
      });
    },
  });
}

export const useBrandPlans = (brandId: string, periods: readonly string[]) =>
  useSuspenseQuery(brandPlansQuery(brandId, periods)).data;

/** One month's ranking of the brand's assets, or null when not kept. */
export function assetsRankingQuery(brandId: string, period: string) {
  return queryOptions({
    queryKey: reportKeys.assets(brandId, period),
    queryFn: async (): Promise<AssetsReport | null> => {
      const r = (await reportsById(brandId, [reportIds.assets(period)])).get(
        reportIds.assets(period),
      );
      return r?.kind === 'assets' ? r : null;
    },
  });
}

export const useAssetsRanking = (brandId: string, period: string) =>
  useSuspenseQuery(assetsRankingQuery(brandId, period)).data;

/** An asset's months with its plans, as kept. */
export function assetMonthsQuery(brandId: string, assetId: string, periods: readonly string[]) {
  return queryOptions({
    queryKey: reportKeys.asset(brandId, assetId, periods),
    queryFn: async (): Promise<AssetReport[]> => {
      const found = await reportsById(
        brandId,
        periods.map((p) => reportIds.asset(p, assetId)),
      );
      return periods.flatMap((p) => {
        const r = found.get(reportIds.asset(p, assetId));
        return r?.kind === 'asset' ? [r] : [];
      });
    },
  });
}

export const useAssetMonths = (brandId: string, assetId: string, periods: readonly string[]) =>
  useSuspenseQuery(assetMonthsQuery(brandId, assetId, periods)).data;

/** The reports job's last run for the brand (when the figures were kept), or null. */
export function reportStateQuery(brandId: string) {
  return queryOptions({
    queryKey: reportKeys.state(brandId),
    queryFn: async () => {
      const snapshot = await getDoc(
        doc(firestore, collectionPaths.reports(brandId), reportStateId).withConverter(
          reportStateConverter,
        ),
      );
      return snapshot.data() ?? null;
    },
  });
}

export const useReportState = (brandId: string) => useQuery(reportStateQuery(brandId));
