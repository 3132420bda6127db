import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallableFromURL } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';
import { reportKeys } from './keys';

/** The Hosting rewrite to runReportsNow (firebase.json). */
export const RUN_REPORTS_PATH = '/api/admin/runReports';

export type RunReportsResult = {
  scope: 'all' | 'recent';
  months: number;
  documents: number;
  firstPeriod: string | null;
  milliseconds: number;
};

/** 今すぐ集計: the reports job now for one brand (last month and this month, or every month). */
export function useRunReports(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (all: boolean) => {
      const call = httpsCallableFromURL<{ brandId: string; all: boolean }, RunReportsResult>(
        firebaseFunctions,
        new URL(RUN_REPORTS_PATH, location.origin).href,
      );
      return (await call({ brandId, all })).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all(brandId) }),
  });
}
