/**
 * The project a bucket belongs to: a Firebase default bucket is named after its project
 * (`{projectId}.appspot.com`, or `{projectId}.firebasestorage.app` for buckets made since
 * October 2024). Storage rules' `firestore.get()/exists()` read that project's Cloud Firestore
 * (https://firebase.google.com/docs/storage/security/rules-conditions, "Enhance with Firestore
 * data"), so the emulator looks them up in the bucket's project; any other bucket name is taken
 * as the emulator's own project's.
 */
export function projectOfBucket(bucket: string, fallback: string): string {
  const match = /^(.+)\.(?:appspot\.com|firebasestorage\.app)$/.exec(bucket);
  return match?.[1] ?? fallback;
}
