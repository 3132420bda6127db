import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { memberConverter } from '@/lib/converters/member-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { AdminMember } from '../admin-member';
import { memberKeys } from './keys';

export type MemberList = { members: AdminMember[]; unreadable: number };

/**
 * The brand's members, newest first (docs/data-model.md, query table: order by createdAt ↓,
 * automatic index). Documents that do not match the schema are counted, not listed.
 */
export async function getMembers(brandId: string): Promise<MemberList> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.members(brandId)),
      orderBy('createdAt', 'desc'),
    ).withConverter(memberConverter),
  );
  const list: MemberList = { members: [], unreadable: 0 };
  for (const d of snapshot.docs) {
    try {
      list.members.push({ ...d.data(), id: d.id });
    } catch {
      list.unreadable += 1;
    }
  }
  return list;
}

export const membersQuery = (brandId: string) =>
  queryOptions({ queryKey: memberKeys.staffList(brandId), queryFn: () => getMembers(brandId) });

export function useMembers(brandId: string): MemberList {
  return useSuspenseQuery(membersQuery(brandId)).data;
}
