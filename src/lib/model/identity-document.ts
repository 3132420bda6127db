import { limits } from '#shared/model/limits.js';

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
  'image/heic': 'heic',
  'image/heif': 'heif',
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

/** The image formats an identity document may be in, as every message and hint names them. */
export const identityDocumentImageFormats = 'JPEG・PNG・WebP・HEIC・AVIF';

/**
 * Why a file cannot be the identity document (in Japanese, shown next to the field), or null when
 * it can: an image (JPEG, PNG, WebP, HEIC/HEIF, AVIF) or a PDF of at most 10 MB, not empty.
 */
export function identityDocumentProblem(file: { type: string; size: number }): string | null {
  if (!isIdentityDocumentContentType(file.type))
    return `本人確認書類は画像（${identityDocumentImageFormats}）またはPDFを選択してください`;
  if (file.size === 0) return '空のファイルはアップロードできません';
  if (file.size > identityDocumentMaxBytes)
    return `本人確認書類のファイルサイズは${limits.identityDocumentMiB}MB以下にしてください`;
  return null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** ISO-BMFF brands (bytes 8–12 after 'ftyp') of HEIC/HEIF and AVIF images. */
const heicBrands = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'];
const heifBrands = ['mif1', 'msf1'];
const avifBrands = ['avif', 'avis'];

/**
 * What a file really is, from its first bytes (at least 12): PNG, JPEG, WebP, HEIC/HEIF, AVIF or
 * PDF, or null for anything else (a text file renamed fake.png). The upload uses this type, not
 * the name's or the browser's guess.
 */
export function sniffIdentityDocumentType(bytes: Uint8Array): IdentityDocumentContentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (heicBrands.includes(brand)) return 'image/heic';
    if (heifBrands.includes(brand)) return 'image/heif';
    if (avifBrands.includes(brand)) return 'image/avif';
  }
  return null;
}

export const identityDocumentContentMessage = `このファイルは画像（${identityDocumentImageFormats}）またはPDFではないため、アップロードできません。本人確認書類を撮影した画像かPDFを選んでください`;
