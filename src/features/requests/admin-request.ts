import type { Contact } from '@/lib/model/contact';
import type { ViewingRequest } from '@/lib/model/viewing-request';

/** An お問い合わせ / 内見予約 as the admin screens read it: the document with its id. */
export type AdminContact = Contact & { id: string };
export type AdminViewingRequest = ViewingRequest & { id: string };

/** A change staff make in one write: a status move and/or the 対応メモ. */
export type RequestChange = { status?: Contact['status']; staffNote?: string };

/**
 * Writes a change to the request on screen (the screen binds the brand, the id and the status
 * as read to the contacts or viewing-requests feature's update function).
 */
export type RequestUpdate = (change: RequestChange) => Promise<void>;
