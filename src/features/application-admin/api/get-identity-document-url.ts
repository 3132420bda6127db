import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDownloadURL, ref } from 'firebase/storage';
import { storage } from '@/lib/firebase-storage';

/**
 * The address of an applicant's identity document (`users/{uid}/identity/…`), which only the
 * applicant and admins may read: asked of Storage as the signed-in admin. null when the object
 * is not there (the rules cannot check that it was uploaded).
 */
export async function getIdentityDocumentUrl(path: string): Promise<string | null> {
  try {
    return await getDownloadURL(ref(storage, path));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'storage/object-not-found') return null;
    throw error;
  }
}

export const identityDocumentUrlQuery = (path: string) =>
  queryOptions({
    queryKey: ['admin', 'identityDocuments', path],
    queryFn: () => getIdentityDocumentUrl(path),
    // A download URL stays valid until the object's token is revoked.
    staleTime: 10 * 60 * 1000,
  });

export function useIdentityDocumentUrl(path: string | null) {
  return useQuery({ ...identityDocumentUrlQuery(path ?? ''), enabled: path !== null });
}
