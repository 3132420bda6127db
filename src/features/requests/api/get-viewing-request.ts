import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { viewingRequestConverter } from '@/lib/converters/viewing-request-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { AdminViewingRequest } from '../admin-request';
import { requestKeys } from './keys';

/** One 内見予約, or null when there is none (the 404 page). */
export async function getViewingRequest(
  brandId: string,
  viewingRequestId: string,
): Promise<AdminViewingRequest | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.viewingRequest(brandId, viewingRequestId)).withConverter(
      viewingRequestConverter,
    ),
  );
  return snapshot.exists() ? { ...snapshot.data(), id: snapshot.id } : null;
}

export const viewingRequestQuery = (brandId: string, viewingRequestId: string) =>
  queryOptions({
    queryKey: requestKeys.byId(brandId, 'viewingRequests', viewingRequestId),
    queryFn: () => getViewingRequest(brandId, viewingRequestId),
  });

export function useViewingRequest(
  brandId: string,
  viewingRequestId: string,
): AdminViewingRequest | null {
  return useSuspenseQuery(viewingRequestQuery(brandId, viewingRequestId)).data;
}
