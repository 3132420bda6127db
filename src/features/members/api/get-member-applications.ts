import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { MemberApplication } from '../admin-member';
import { memberKeys } from './keys';

/**
 * A member's applications with the brand, newest first (query table: `uid == X` order by
 * createdAt ↓, index applications: uid ↑, createdAt ↓ — the same query as the member's own
 * マイユニット).
 */
export async function getMemberApplications(
  brandId: string,
  uid: string,
): Promise<MemberApplication[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.applications(brandId)),
      where('uid', '==', uid),
      orderBy('createdAt', 'desc'),
    ).withConverter(applicationConverter),
  );
  // A document that does not match the schema is left out rather than breaking the page.
  return snapshot.docs.flatMap((d) => {
    try {
      return [{ ...d.data(), id: d.id }];
    } catch {
      return [];
    }
  });
}

export const memberApplicationsQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: memberKeys.staffApplications(brandId, uid),
    queryFn: () => getMemberApplications(brandId, uid),
  });

export function useMemberApplications(brandId: string, uid: string): MemberApplication[] {
  return useSuspenseQuery(memberApplicationsQuery(brandId, uid)).data;
}
