import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { Request, Response } from 'firebase-functions/https';
import { adminFirestore } from '../admin-firestore.js';
import { ApiError } from '../http/api-error.js';
import {
  bearerTokenOf,
  checkStaffToken,
  mayRunBrand,
  staffRefusalMessages,
} from '../auth/staff-scope.js';
import { writeAuditEntry } from './write-audit-entry.js';

/** users/{uid}/identity/{brandId}/{applicationId}.{ext} (storage.rules, the apply flow). */
const IDENTITY_PATH =
  /^users\/([A-Za-z0-9_-]{1,128})\/identity\/([a-z0-9-]{1,40})\/([A-Za-z0-9_-]{1,128})\.(jpe?g|png|webp|avif|heic|heif|pdf)$/i;

export type IdentityDocumentPath = { uid: string; brandId: string; applicationId: string };

export function parseIdentityDocumentPath(path: string): IdentityDocumentPath | null {
  const match = IDENTITY_PATH.exec(path);
  if (!match) return null;
  return {
    uid: match[1] as string,
    brandId: match[2] as string,
    applicationId: match[3] as string,
  };
}

type StoredFile = { bytes: Buffer; contentType: string };

/**
 * The file's bytes with the admin's rights: Cloud Storage through the Admin SDK, or — in the
 * local stack, whose Storage emulator serves the Firebase API only — that API with the
 * emulator's `owner` token. Null when there is no such object.
 */
async function readFile(path: string): Promise<StoredFile | null> {
  const app = getApps()[0] ?? initializeApp();
  const bucket = getStorage(app).bucket();
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (emulator) {
    const url = `http://${emulator}/v0/b/${encodeURIComponent(bucket.name)}/o/${encodeURIComponent(path)}?alt=media`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`storage emulator answered ${response.status}`);
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }
  const file = bucket.file(path);
  const [exists] = await file.exists();
  if (!exists) return null;
  const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
  return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
}

/**
 * GET /api/admin/identityDocument?path=users/{uid}/identity/{brandId}/{applicationId}.{ext}
 * (Authorization: Bearer <ID token>): a staff member who may run the brand gets the file —
 * streamed, never a lasting link, `no-store` — and the view is written to the brand's 監査ログ
 * first (no file without its entry). Refused: not signed in (401), not staff of that brand
 * (403), a path that is not an identity document (400), no such file (404).
 */
export async function openIdentityDocument(req: Request, res: Response): Promise<void> {
  // The token verified with revocation checked and the staff directory entry read (issue 36):
  // a staff member removed a minute ago is refused now, not when their token expires.
  const check = await checkStaffToken(bearerTokenOf(req.headers));
  if (!check.ok) {
    const status = check.refusal === 'signed-out' || check.refusal === 'invalid-token' ? 401 : 403;
    const code = status === 401 ? 'unauthenticated' : 'permission-denied';
    throw new ApiError(status, code, staffRefusalMessages[check.refusal]);
  }
  const path = String(req.query['path'] ?? '');
  const parsed = parseIdentityDocumentPath(path);
  if (!parsed) throw new ApiError(400, 'invalid-argument', '本人確認書類のパスではありません。');
  if (!mayRunBrand(check.caller.scope, parsed.brandId)) {
    throw new ApiError(403, 'permission-denied', 'このブランドの書類を開く権限がありません。');
  }
  const file = await readFile(path);
  if (!file) throw new ApiError(404, 'not-found', 'ファイルが見つかりません。');
  const db = adminFirestore();
  const actor = { type: 'staff' as const, uid: check.caller.uid, name: check.caller.name };
  await writeAuditEntry(db, parsed.brandId, randomUUID(), {
    at: new Date(),
    brandId: parsed.brandId,
    actor,
    action: 'view',
    kind: 'identityDocument',
    document: path,
    fields: [],
    changes: [],
    via: 'api/admin/identityDocument',
  });
  res.status(200);
  res.set('Cache-Control', 'private, no-store');
  res.set('Content-Type', file.contentType);
  res.set('Content-Disposition', 'inline');
  res.set('X-Content-Type-Options', 'nosniff');
  res.send(file.bytes);
}
