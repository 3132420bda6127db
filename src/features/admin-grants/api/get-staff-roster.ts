import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { adminGrantConverter } from '@/lib/converters/admin-grant-converter';
import { staffMemberConverter } from '@/lib/converters/staff-member-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { AdminGrant } from '@/lib/model/admin-grant';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { StaffMember } from '@/lib/model/staff-member';

export type StaffRosterEntry = StaffMember & { uid: string };
export type GrantLogEntry = AdminGrant & { id: string };

/** How many changes the grant screen shows, newest first. */
export const GRANT_LOG_SIZE = 50;

/** Everyone who is staff now (staff/{uid} with active), by name. */
export async function getStaffRoster(): Promise<StaffRosterEntry[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.staffMembers()).withConverter(staffMemberConverter),
      where('active', '==', true),
    ),
  );
  return snapshot.docs
    .map((d) => ({ ...d.data(), uid: d.id }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ja') || a.email.localeCompare(b.email));
}

/** The grant log (adminGrants), newest first: who changed whose access, when, to what. */
export async function getGrantLog(): Promise<GrantLogEntry[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.adminGrants()).withConverter(adminGrantConverter),
      orderBy('createdAt', 'desc'),
      limit(GRANT_LOG_SIZE),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const staffRosterKeys = {
  all: ['admin', 'staff', 'roster'] as const,
  roster: () => [...staffRosterKeys.all, 'active'] as const,
  log: () => [...staffRosterKeys.all, 'grants'] as const,
};

export const staffRosterQuery = () =>
  queryOptions({ queryKey: staffRosterKeys.roster(), queryFn: getStaffRoster });
export const grantLogQuery = () =>
  queryOptions({ queryKey: staffRosterKeys.log(), queryFn: getGrantLog });

export const useStaffRoster = () => useQuery(staffRosterQuery());
export const useGrantLog = () => useQuery(grantLogQuery());
