import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { firebaseAuth } from '@/lib/firebase-auth';
import { firestore } from '@/lib/firebase-firestore';
import { modelConverter } from '@/lib/firebase-converters';
import { restQuery } from '@/lib/firestore-rest';
import {
  waitlistSettingsOf,
  type WaitlistSettings,
  waitCountSchema,
  waitlistEntrySchema,
  type WaitCount,
  type WaitlistEntry,
} from '@/lib/model/waitlist-entry';

/** The Hosting rewrite to the `waitlist` callable (firebase.json). */
export const WAITLIST_PATH = '/api/waitlist';

const entryConverter = modelConverter(waitlistEntrySchema);

export const waitlistKeys = {
  all: (brandId: string) => ['waitlist', brandId] as const,
  counts: (brandId: string, assetId: string) => ['waitlist', brandId, 'counts', assetId] as const,
  mine: (brandId: string, uid: string) => ['waitlist', brandId, 'mine', uid] as const,
  queue: (brandId: string, assetId: string) => ['waitlist', brandId, 'queue', assetId] as const,
};

/**
 * The callable's own protocol (POST `{ data }` with the ID token; `{ result }` or `{ error }`),
 * spoken with fetch: the public pages need no firebase/functions for it.
 */
async function call<T>(data: Record<string, unknown>): Promise<T> {
  const token = await firebaseAuth.currentUser?.getIdToken();
  const response = await fetch(WAITLIST_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json().catch(() => null)) as {
    result?: T;
    error?: { message?: string; status?: string };
  } | null;
  if (!response.ok || !body || body.result === undefined)
    throw new Error(body?.error?.message ?? `HTTP ${response.status}`);
  return body.result;
}

/** How many wait for each plan of a published asset (anyone; no names): planKey → count. */
export const waitCountsQuery = (brandId: string, assetId: string) =>
  queryOptions({
    queryKey: waitlistKeys.counts(brandId, assetId),
    queryFn: async (): Promise<Record<string, WaitCount>> => {
      const rows = await restQuery(
        `brands/${brandId}/assets/${assetId}/waitCounts`,
        waitCountSchema,
        { orderBy: 'planKey', publishedOnly: false },
      );
      return Object.fromEntries(rows.map((row) => [row.id, row]));
    },
  });

/**
 * Staff: how many wait in a plan's line now (its public counter): the end-contract dialog says
 * whether the freed space goes to them or to the site.
 */
export async function getPlanWaiting(
  brandId: string,
  assetId: string,
  planKey: string,
): Promise<number> {
  const snapshot = await getDoc(
    doc(firestore, `brands/${brandId}/assets/${assetId}/waitCounts/${planKey}`),
  );
  const waiting: unknown = snapshot.get('waiting');
  return typeof waiting === 'number' ? waiting : 0;
}

/** The signed-in customer's own entries in the brand (the rules allow only these). */
export const myWaitlistQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: waitlistKeys.mine(brandId, uid),
    queryFn: async (): Promise<WaitlistEntry[]> => {
      const snapshot = await getDocs(
        query(
          collection(firestore, `brands/${brandId}/waitlist`).withConverter(entryConverter),
          where('uid', '==', uid),
        ),
      );
      return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
    },
  });

export function useMyWaitlist(brandId: string, uid: string | null) {
  return useQuery({ ...myWaitlistQuery(brandId, uid ?? ''), enabled: uid !== null });
}

/** Staff: every entry of an asset's plans, in line order (rank) within each plan. */
export function useWaitlistQueue(brandId: string, assetId: string) {
  return useQuery({
    queryKey: waitlistKeys.queue(brandId, assetId),
    queryFn: async (): Promise<WaitlistEntry[]> => {
      const snapshot = await getDocs(
        query(
          collection(firestore, `brands/${brandId}/waitlist`).withConverter(entryConverter),
          where('assetId', '==', assetId),
        ),
      );
      return snapshot.docs
        .map((d) => ({ ...d.data(), id: d.id }))
        .sort((a, b) => a.planKey.localeCompare(b.planKey) || a.rank - b.rank);
    },
  });
}

export type JoinWaitlistInput = {
  brandId: string;
  assetId: string;
  planKey: string;
  name: string;
  startDate: string;
  note: string;
};

/** 空き待ちに登録 (the server checks the plan, the cap and the order): answers the position. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinWaitlistInput) =>
      call<{ entryId: string; position: number | null }>({ action: 'join', ...input }),
    onSettled: (_r, _e, { brandId }) =>
      queryClient.invalidateQueries({ queryKey: waitlistKeys.all(brandId) }),
  });
}

/** The customer leaves the line, or declines their offer (their own write; docs/waitlist.md). */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandId, entryId }: { brandId: string; entryId: string }) =>
      updateDoc(doc(firestore, `brands/${brandId}/waitlist/${entryId}`), {
        status: 'left',
        updatedAt: serverTimestamp(),
      }),
    onSettled: (_r, _e, { brandId }) =>
      queryClient.invalidateQueries({ queryKey: waitlistKeys.all(brandId) }),
  });
}

export type StaffWaitlistChange =
  | { action: 'move'; entryId: string; direction: 'up' | 'down' }
  | { action: 'remove'; entryId: string; reason: string }
  | { action: 'offer'; entryId: string; spaceId: string };

/** Staff: move, remove with a reason, or offer a space by hand (the waitlist callable). */
export function useChangeWaitlist(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffWaitlistChange) => call<{ ok: true }>({ brandId, ...change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all(brandId) }),
  });
}

/** The dashboard: how many wait and how many offers are open in one brand (count aggregations). */
export function useWaitlistFigures(brandId: string) {
  return useQuery({
    queryKey: [...waitlistKeys.all(brandId), 'figures'],
    queryFn: async () => {
      const entries = collection(firestore, `brands/${brandId}/waitlist`);
      const [waiting, offered] = await Promise.all([
        getCount(query(entries, where('status', '==', 'waiting'))),
        getCount(query(entries, where('status', '==', 'offered'))),
      ]);
      return { waiting: waiting.data().count, offered: offered.data().count };
    },
  });
}

/** The brand's 空き待ち settings (brands/{b}/settings/waitlist), defaults when none are stored. */
export function useWaitlistSettings(brandId: string) {
  return useQuery({
    queryKey: [...waitlistKeys.all(brandId), 'settings'],
    queryFn: async (): Promise<WaitlistSettings> => {
      const snapshot = await getDoc(doc(firestore, `brands/${brandId}/settings/waitlist`));
      return waitlistSettingsOf(snapshot.data());
    },
  });
}

/** Staff save the brand's 空き待ち settings (the rules check each number's range). */
export function useSaveWaitlistSettings(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WaitlistSettings) =>
      setDoc(doc(firestore, `brands/${brandId}/settings/waitlist`), {
        ...settings,
        updatedAt: serverTimestamp(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all(brandId) }),
  });
}
