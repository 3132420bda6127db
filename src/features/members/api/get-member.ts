import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc } from 'firebase/firestore/lite';
import { memberConverter } from '@/lib/converters/member-converter';
import { firestore } from '@/lib/firebase-firestore';
import { readVisibleDoc } from '@/lib/firebase-read-visible-doc';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Member } from '@/lib/model/member';
import { memberKeys } from './keys';

/**
 * The signed-in user's profile with one brand (`brands/{b}/members/{uid}`), or null when they
 * have none yet (a first visit). Only the owner and admins may read it, so `uid` is the
 * caller's own uid.
 */
export async function getMember(brandId: string, uid: string): Promise<Member | null> {
  const ref = doc(firestore, collectionPaths.member(brandId, uid)).withConverter(memberConverter);
  return readVisibleDoc(ref);
}

export const memberQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: memberKeys.byId(brandId, uid),
    queryFn: () => getMember(brandId, uid),
  });

export function useMember(brandId: string, uid: string): Member | null {
  return useSuspenseQuery(memberQuery(brandId, uid)).data;
}
