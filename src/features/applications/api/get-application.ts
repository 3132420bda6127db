import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { AdminApplication } from '../admin-application';
import { applicationKeys } from './keys';

/** One application as it is now (the detail view); null when there is none with that id. */
export async function getApplication(
  brandId: string,
  applicationId: string,
): Promise<AdminApplication | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.application(brandId, applicationId)).withConverter(
      applicationConverter,
    ),
  );
  const application = snapshot.data();
  return application ? { ...application, id: snapshot.id } : null;
}

export const applicationQuery = (brandId: string, applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.staffById(brandId, applicationId),
    queryFn: () => getApplication(brandId, applicationId),
  });

/** Read in the background: the detail opens at once and fills in (or says it is missing). */
export function useApplication(brandId: string, applicationId: string | null) {
  return useQuery({
    ...applicationQuery(brandId, applicationId ?? ''),
    enabled: applicationId !== null,
  });
}
