import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore/lite';
import { httpsCallableFromURL } from 'firebase/functions';
import { collectionSettingsConverter, jobRunConverter } from '@/lib/converters/job-converters';
import { firestore } from '@/lib/firebase-firestore';
import { firebaseFunctions } from '@/lib/firebase-functions';
import {
  collectionSettingsOf,
  type CollectionSettings,
} from '#shared/model/collection-settings.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import { jobKinds, type JobKind, type JobRun } from '#shared/model/job-run.js';
import { invalidateBills } from './invalidate-bills';
import { billingKeys } from './keys';

const jobsKey = (brandId: string) => [...billingKeys.staff(brandId), 'jobs'] as const;

export type LastRuns = Record<JobKind, (JobRun & { id: string }) | null>;

/** The last run of each job for the brand (query: job == X order by startedAt desc, limit 1). */
export async function getLastJobRuns(brandId: string): Promise<LastRuns> {
  const runs = await Promise.all(
    jobKinds.map(async (job) => {
      const snapshot = await getDocs(
        query(
          collection(firestore, collectionPaths.jobRuns(brandId)).withConverter(jobRunConverter),
          where('job', '==', job),
          orderBy('startedAt', 'desc'),
          limit(1),
        ),
      );
      const first = snapshot.docs[0];
      return [job, first ? { ...first.data(), id: first.id } : null] as const;
    }),
  );
  return Object.fromEntries(runs) as LastRuns;
}

export function useLastJobRuns(brandId: string) {
  return useQuery({
    queryKey: [...jobsKey(brandId), 'last'],
    queryFn: () => getLastJobRuns(brandId),
  });
}

/** The brand's job settings, each missing field its default. */
export async function getCollectionSettings(
  brandId: string,
): Promise<Omit<CollectionSettings, 'updatedAt'>> {
  const snapshot = await getDoc(doc(firestore, collectionPaths.collectionSettings(brandId)));
  return collectionSettingsOf(snapshot.data());
}

export function useCollectionSettings(brandId: string) {
  return useQuery({
    queryKey: [...jobsKey(brandId), 'settings'],
    queryFn: () => getCollectionSettings(brandId),
  });
}

export function useSaveCollectionSettings(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Omit<CollectionSettings, 'updatedAt'>) =>
      setDoc(
        doc(firestore, collectionPaths.collectionSettings(brandId)).withConverter(
          collectionSettingsConverter,
        ),
        { ...settings, updatedAt: serverTimestamp() },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey(brandId) }),
  });
}

/** The Hosting rewrites to the staff callables (firebase.json). */
export const RUN_MONTH_BILLS_PATH = '/api/admin/runMonthBills';
export const SEND_REMINDERS_PATH = '/api/admin/sendBillReminders';

export type MonthBillsRunResult = Pick<
  JobRun,
  'created' | 'existing' | 'skipped' | 'creditApplied' | 'failures' | 'summary' | 'outcome'
>;

/** 今すぐ実行: the month's job on the server for one brand and month (runMonthBillsNow). */
export function useRunMonthBills(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (period: string) => {
      const call = httpsCallableFromURL<{ brandId: string; period: string }, MonthBillsRunResult>(
        firebaseFunctions,
        new URL(RUN_MONTH_BILLS_PATH, location.origin).href,
      );
      return (await call({ brandId, period })).data;
    },
    onSettled: () => invalidateBills(queryClient, brandId),
  });
}

/** One customer's 督促 as 今すぐ送る would send it now (sendBillReminders with `preview`). */
export type ReminderPreview = {
  name: string;
  email: string;
  bills: { description: string; step: number }[];
  total: number;
};

/** What 今すぐ送る would send now, nothing sent: who, which bills, how much (issue 37, item 8). */
export function usePreviewReminders(brandId: string) {
  return useMutation({
    mutationFn: async () => {
      const call = httpsCallableFromURL<
        { brandId: string; preview: true },
        { mails: ReminderPreview[] }
      >(firebaseFunctions, new URL(SEND_REMINDERS_PATH, location.origin).href);
      return (await call({ brandId, preview: true })).data.mails;
    },
  });
}

/** 今すぐ送る: the 督促 sweep on the server for one brand (sendBillReminders). */
export function useSendRemindersNow(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const call = httpsCallableFromURL<{ brandId: string }, { queued: number }>(
        firebaseFunctions,
        new URL(SEND_REMINDERS_PATH, location.origin).href,
      );
      return (await call({ brandId })).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey(brandId) }),
  });
}
