import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Application } from '@/lib/model/application';
import { collectionPaths } from '@/lib/model/collection-paths';
import { applicationKeys } from './keys';

export type ApplicationWithId = Application & { id: string };

/**
 * The user's own applications with a brand, newest first. The rules judge the query, so it
 * must say `uid == ` the caller's uid (docs/data-model.md, queries table; index uid ↑ createdAt ↓).
 */
export async function getUserApplications(
  brandId: string,
  uid: string,
): Promise<ApplicationWithId[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.applications(brandId)).withConverter(
        applicationConverter,
      ),
      where('uid', '==', uid),
      orderBy('createdAt', 'desc'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const userApplicationsQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: applicationKeys.byUser(brandId, uid),
    queryFn: () => getUserApplications(brandId, uid),
  });

export function useUserApplications(brandId: string, uid: string): ApplicationWithId[] {
  return useSuspenseQuery(userApplicationsQuery(brandId, uid)).data;
}
