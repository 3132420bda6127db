import { ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import { checkIdentityDocument } from '../identity-document-check';
import {
  identityDocumentPathOf,
  identityDocumentProblem,
  identityDocumentTypes,
  isIdentityDocumentContentType,
} from '@/lib/model/identity-document';

/** The file cannot be the identity document; `message` is Japanese, for the field's error. */
export class IdentityDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityDocumentError';
  }
}

/**
 * Where the identity document of this application goes:
 * users/{uid}/identity/{brandId}/{applicationId}.{ext},
 * the extension taken from the file's MIME type (storage.rules and firestore.rules require the
 * pair). Throws IdentityDocumentError for a type that is not allowed.
 */
export function identityDocumentPathFor(
  uid: string,
  brandId: string,
  applicationId: string,
  file: { type: string },
): string {
  if (!isIdentityDocumentContentType(file.type))
    throw new IdentityDocumentError(
      identityDocumentProblem({ type: file.type, size: 1 }) ?? 'このファイルは使えません',
    );
  return identityDocumentPathOf(uid, brandId, applicationId, identityDocumentTypes[file.type]);
}

export type UploadIdentityDocumentInput = {
  uid: string;
  /** The brand applied to (the path names it: storage.rules look the application up). */
  brandId: string;
  /** The id the application will be created with (newApplicationId, kept across retries). */
  applicationId: string;
  file: Blob;
  /** Called as bytes go out: transferred 0 … total (for a <progress>). */
  onProgress?: (progress: { bytesTransferred: number; totalBytes: number }) => void;
  /** Aborting cancels the upload (the promise rejects with storage/canceled). */
  signal?: AbortSignal;
};

/**
 * Uploads the applicant's 本人確認書類 (image or PDF ≤ 10 MB, checked here before anything is sent)
 * with its content type, resumably, and returns the object path for the application's
 * `identityDocumentPath`. Uploading again for the same application overwrites the same object
 * (for a file of the same type), so a retry leaves one document.
 */
export async function uploadIdentityDocument(
  storage: FirebaseStorage,
  input: UploadIdentityDocumentInput,
): Promise<string> {
  const file = await checkIdentityDocument(input.file);
  if (typeof file === 'string') throw new IdentityDocumentError(file);
  const path = identityDocumentPathFor(input.uid, input.brandId, input.applicationId, file);
  const task = uploadBytesResumable(ref(storage, path), file, {
    contentType: file.type,
  });
  const { signal, onProgress } = input;
  const abort = () => task.cancel();
  signal?.addEventListener('abort', abort, { once: true });
  if (signal?.aborted) task.cancel();
  try {
    await new Promise<void>((resolve, reject) => {
      task.on(
        'state_changed',
        (snapshot) =>
          onProgress?.({
            bytesTransferred: snapshot.bytesTransferred,
            totalBytes: snapshot.totalBytes,
          }),
        reject,
        () => resolve(),
      );
    });
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  return path;
}
