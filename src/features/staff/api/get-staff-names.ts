import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore/lite';
import { staffNameConverter } from '@/lib/converters/staff-member-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';

/**
 * The staff's names as uid → name (staffNames/{uid}, filled by grantAdmin with the directory;
 * every staff member reads them, brand staff too — the directory itself is operator-wide
 * staff's).
 */
export async function getStaffNames(): Promise<Map<string, string>> {
  const snapshot = await getDocs(
    collection(firestore, collectionPaths.staffNames()).withConverter(staffNameConverter),
  );
  return new Map(snapshot.docs.map((entry) => [entry.id, entry.data().name]));
}

export const staffNamesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff', 'names'] as const,
    queryFn: getStaffNames,
    staleTime: 5 * 60_000,
  });

/**
 * The directory's names for histories and threads; undefined while loading or when it cannot be
 * read (the screens then show the uid, never an error for a label).
 */
export function useStaffNames(): Map<string, string> | undefined {
  return useQuery(staffNamesQuery()).data;
}
