import { limits } from './limits';

/**
 * 本人確認書類: what an applicant may upload, and where it is stored. storage.rules allows under
 * `users/{uid}/**` exactly these extensions, each only with its content type (jpeg also as
 * `.jpeg`, which the site itself never writes); firestore.rules requires an applicant's
 * `identityDocumentPath` to be `identityDocumentPathOf(uid, applicationId, ext)` for one of them.
 */
export const identityDocumentTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
} as const;

export type IdentityDocumentContentType = keyof typeof identityDocumentTypes;
export type IdentityDocumentExtension = (typeof identityDocumentTypes)[IdentityDocumentContentType];

/** For `<input type="file" accept>`. */
export const identityDocumentAccept = Object.keys(identityDocumentTypes).join(',');

export const identityDocumentMaxBytes = limits.identityDocumentMiB * 1024 * 1024;

export function isIdentityDocumentContentType(type: string): type is IdentityDocumentContentType {
  return Object.hasOwn(identityDocumentTypes, type);
}

/**
 * `users/{uid}/identity/{brandId}/{applicationId}.{ext}`: one document per application, named by
 * it and its brand, so storage.rules can find the application (firestore.exists) and keep the
 * document read-only to the customer once it is submitted.
 */
export function identityDocumentPathOf(
  uid: string,
  brandId: string,
  applicationId: string,
  extension: IdentityDocumentExtension,
): string {
  return `users/${uid}/identity/${brandId}/${applicationId}.${extension}`;
}

/**
 * Why a file cannot be the identity document (in Japanese, shown next to the field), or null when
 * it can: an image (JPEG, PNG, WebP, AVIF) or a PDF of at most 10 MB, not empty.
 */
export function identityDocumentProblem(file: { type: string; size: number }): string | null {
  if (!isIdentityDocumentContentType(file.type))
    return '本人確認書類は画像（JPEG・PNG・WebP・AVIF）またはPDFを選択してください';
  if (file.size === 0) return '空のファイルはアップロードできません';
  if (file.size > identityDocumentMaxBytes)
    return `本人確認書類のファイルサイズは${limits.identityDocumentMiB}MB以下にしてください`;
  return null;
}
