import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FetchError } from 'ofetch';
import { apiClient } from '@/lib/api-client';
import { firebaseAuth } from '@/lib/firebase-auth';
import { memberKeys } from './keys';

/** The functions' route that opens an identity document for staff (functions/src/audit/). */
export const IDENTITY_DOCUMENT_PATH = '/api/admin/identityDocument';

/**
 * An identity document (`users/{uid}/identity/{brandId}/…`), opened through the server as the
 * signed-in staff member: the function checks that they may run the brand, writes the view to
 * the brand's 監査ログ, then streams the bytes (`no-store`) — never a download-token URL (one
 * would open the file for anyone who has the link; issue 19, item 13), and never read from
 * Storage directly, so every view is on record (issue 29). Null when the object is not there
 * (the rules check the path an application names, not that the file was uploaded).
 */
export async function getIdentityDocument(path: string): Promise<Blob | null> {
  await firebaseAuth.authStateReady();
  const user = firebaseAuth.currentUser;
  if (!user) throw Object.assign(new Error('ログインしていません'), { code: 'permission-denied' });
  const token = await user.getIdToken();
  try {
    return await apiClient(IDENTITY_DOCUMENT_PATH, {
      query: { path },
      headers: { Authorization: `Bearer ${token}` },
      responseType: 'blob',
    });
  } catch (error) {
    if (error instanceof FetchError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The document and its `blob:` address in this tab (revoked when the cache drops it). */
export type IdentityDocumentFile = { blob: Blob; url: string };

export const identityDocumentQuery = (path: string) =>
  queryOptions({
    queryKey: memberKeys.identityDocument(path),
    queryFn: async (): Promise<IdentityDocumentFile | null> => {
      const blob = await getIdentityDocument(path);
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
 * it works only in this tab, for as long as the document is cached. Asked only once the staff
 * member opens it (`opened`): each request is a 閲覧 in the 監査ログ, so a page that merely could
 * show the document asks nothing (issue 36, item 4). A document already opened in this tab (and
 * still cached) is shown without asking again. An application taken by phone has no document
 * (`null`), and nothing is asked.
 */
export function useIdentityDocumentUrl(path: string | null, opened: boolean) {
  const client = useQueryClient();
  revokeDroppedDocuments(client);
  const query = useQuery({
    ...identityDocumentQuery(path ?? ''),
    enabled: path !== null && opened,
    select: (file) => (file === null ? null : file.url),
  });
  return query;
}
