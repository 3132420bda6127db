import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Application, ApplicationStatus } from '@/lib/model/application';
import { collectionPaths } from '@/lib/model/collection-paths';

/**
 * A brand's applications in the given states: one query per state (the query table's
 * `status == X` order by `createdAt` ↓, index applications: status ↑, createdAt ↓, so no new
 * index), merged in the order of `statuses`. The documents are returned unread: `data()` throws
 * for a malformed one, and each caller decides what that means.
 */
export async function readApplicationsByStatus(
  brandId: string,
  statuses: readonly ApplicationStatus[],
): Promise<QueryDocumentSnapshot<Application>[]> {
  const applications = collection(firestore, collectionPaths.applications(brandId));
  const snapshots = await Promise.all(
    statuses.map((status) =>
      getDocs(
        query(
          applications,
          where('status', '==', status),
          orderBy('createdAt', 'desc'),
        ).withConverter(applicationConverter),
      ),
    ),
  );
  return snapshots.flatMap((s) => s.docs);
}
