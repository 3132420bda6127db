import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDownloadURL, ref } from 'firebase/storage';
import { storage } from '@/lib/firebase-storage';
import { memberKeys } from './keys';

/**
 * The download address of an identity document (`users/{uid}/identity/…`, readable only by
 * its owner and admins), asked of Storage as the signed-in admin; null when the object is not
 * there (the rules check the path an application names, not that the file was uploaded).
 */
export async function getIdentityDocumentUrl(path: string): Promise<string | null> {
  try {
    return await getDownloadURL(ref(storage, path));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'storage/object-not-found') return null;
    throw error;
  }
}

export const identityDocumentUrlQuery = (path: string) =>
  queryOptions({
    queryKey: memberKeys.identityDocument(path),
    queryFn: () => getIdentityDocumentUrl(path),
    // The address stays valid until the object's token is revoked.
    staleTime: 10 * 60 * 1000,
  });

/**
 * Asked when the document is shown (not in the loader: the page opens without waiting); an
 * application taken by phone has no document (`null`), and nothing is asked.
 */
export function useIdentityDocumentUrl(path: string | null) {
  return useQuery({ ...identityDocumentUrlQuery(path ?? ''), enabled: path !== null });
}
