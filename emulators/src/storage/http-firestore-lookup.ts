import type { FirestoreLookup, RestDocument } from '../rules/api.js';

/**
 * `firestore.get()` / `firestore.exists()` for Storage rules when the Firestore emulator runs in
 * another process: reads the document over REST with the admin token (`Bearer owner`), which
 * both the official and the offline Firestore emulators accept and which bypasses rules.
 */
export function createHttpFirestoreLookup(
  firestoreHost: string,
  projectId: string,
): FirestoreLookup {
  const base = `http://${firestoreHost}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents/`;
  return {
    async get(path: string): Promise<RestDocument | null> {
      const encoded = path
        .split('/')
        .filter((segment) => segment !== '')
        .map(encodeURIComponent)
        .join('/');
      const response = await fetch(base + encoded, { headers: { Authorization: 'Bearer owner' } });
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new Error(
          `Firestore emulator at ${firestoreHost} answered ${response.status} for ${path}`,
        );
      }
      return (await response.json()) as RestDocument;
    },
  };
}
