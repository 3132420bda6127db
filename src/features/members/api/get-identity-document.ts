import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getBlob, ref, type FirebaseStorage } from 'firebase/storage';
import { storage } from '@/lib/firebase-storage';
import { memberKeys } from './keys';

/**
 * An identity document (`users/{uid}/identity/…`, readable only by its owner and admins), read
 * through the Storage SDK as the signed-in admin: an authenticated request for the bytes, never a
 * download-token URL (one would open the file for anyone who has the link; issue 19, item 13).
 * Null when the object is not there (the rules check the path an application names, not that the
 * file was uploaded).
 */
export async function getIdentityDocument(
  from: FirebaseStorage,
  path: string,
): Promise<Blob | null> {
  try {
    return await getBlob(ref(from, path));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'storage/object-not-found') return null;
    throw error;
  }
}

/** The document and its `blob:` address in this tab (revoked when the cache drops it). */
export type IdentityDocumentFile = { blob: Blob; url: string };

export const identityDocumentQuery = (path: string) =>
  queryOptions({
    queryKey: memberKeys.identityDocument(path),
    queryFn: async (): Promise<IdentityDocumentFile | null> => {
      const blob = await getIdentityDocument(storage, path);
      return blob === null ? null : { blob, url: URL.createObjectURL(blob) };
    },
    // Personal data: not kept in memory longer than the screen that shows it needs.
    staleTime: 5 * 60 * 1000,
    gcTime: 60 * 1000,
  });

const watched = new WeakSet<QueryClient>();

/** Revokes a document's `blob:` address once its query leaves the cache (gcTime after the screen). */
function revokeDroppedDocuments(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  const prefix = memberKeys.identityDocument('').slice(0, -1);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed') return;
    const key = event.query.queryKey;
    if (!prefix.every((part, i) => key[i] === part)) return;
    const file = event.query.state.data as IdentityDocumentFile | null | undefined;
    if (file) URL.revokeObjectURL(file.url);
  });
}

/**
 * The document as a `blob:` address of this tab (URL.createObjectURL), for an <img> or a link:
 * it works only in this tab, for as long as the document is cached. Asked when the document is
 * shown (not in the loader: the page opens without waiting); an application taken by phone has
 * no document (`null`), and nothing is asked.
 */
export function useIdentityDocumentUrl(path: string | null) {
  const client = useQueryClient();
  revokeDroppedDocuments(client);
  const query = useQuery({
    ...identityDocumentQuery(path ?? ''),
    enabled: path !== null,
    select: (file) => (file === null ? null : file.url),
  });
  return query;
}
