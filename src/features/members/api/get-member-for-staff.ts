import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { memberConverter } from '@/lib/converters/member-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { AdminMember } from '../admin-member';
import { memberKeys } from './keys';

/** One member of a brand by uid, or null when there is none (the 404 page). */
export async function getMember(brandId: string, uid: string): Promise<AdminMember | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.member(brandId, uid)).withConverter(memberConverter),
  );
  return snapshot.exists() ? { ...snapshot.data(), id: snapshot.id } : null;
}

export const memberQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: memberKeys.staffById(brandId, uid),
    queryFn: () => getMember(brandId, uid),
  });

export function useMember(brandId: string, uid: string): AdminMember | null {
  return useSuspenseQuery(memberQuery(brandId, uid)).data;
}
