import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { info } from 'firebase-functions/logger';
import { adminAuth } from '../admin-auth.js';
import { adminFirestore } from '../admin-firestore.js';
import { PASSWORD_RESET_REQUESTS } from '../auth/password-reset-limit.js';
import type { ApplicationForMail } from './application-mails.js';
import {
  sendApplicationReceived,
  sendStatusChange,
  sendTerminationConfirmed,
  sendTerminationRequested,
} from './application-mails.js';
import { BILLS, billOf, newPayments, sendBillMail, sendPaymentReceived } from './bill-mails.js';
import { isLiveCreate, readBrandForMail } from './brand-mail.js';
import { sendPasswordResetMail } from './password-reset-mail.js';
import { isContractFirstBill } from './read-first-bill.js';
import type { RequestForMail } from './request-mails.js';
import { sendReply, sendRequestReceived } from './request-mails.js';

// Domain triggers: each turns one committed write into its messages (docs/mail.md, "What is
// sent"). Every message id is deterministic (enqueueMail), so a redelivered event sends nothing
// more; created-triggers skip imported history (isLiveCreate: the demo seed).

function applicationOf(snapshot: DocumentSnapshot): ApplicationForMail {
  const data = snapshot.data() ?? {};
  return { ...(data as Omit<ApplicationForMail, 'id'>), id: snapshot.id };
}

function requestOf(snapshot: DocumentSnapshot, type: RequestForMail['type']): RequestForMail {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    type,
    name: String(data['name'] ?? ''),
    email: String(data['email'] ?? ''),
    ...(typeof data['category'] === 'string' ? { category: data['category'] } : {}),
    ...(typeof data['phone'] === 'string' ? { phone: data['phone'] } : {}),
    uid: typeof data['uid'] === 'string' ? data['uid'] : null,
    message: typeof data['message'] === 'string' ? data['message'] : '',
    assetId: typeof data['assetId'] === 'string' ? data['assetId'] : undefined,
    preferredSlots: Array.isArray(data['preferredSlots'])
      ? (data['preferredSlots'] as RequestForMail['preferredSlots'])
      : undefined,
  };
}

export const onApplicationCreated = onDocumentCreated(
  'brands/{brandId}/applications/{applicationId}',
  async (event) => {
    const snapshot = event.data;
    if (!snapshot || !isLiveCreate(snapshot.get('createdAt'), event.time)) return;
    if (snapshot.get('status') !== 'submitted') return;
    const db = adminFirestore();
    const brand = await readBrandForMail(db, event.params.brandId);
    if (brand) await sendApplicationReceived(db, brand, applicationOf(snapshot));
  },
);

export const onApplicationUpdated = onDocumentUpdated(
  'brands/{brandId}/applications/{applicationId}',
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!before || !after) return;
    const db = adminFirestore();
    const application = applicationOf(after);
    const brand = await readBrandForMail(db, event.params.brandId);
    if (!brand) return;
    const beforeCount = Object.keys((before.get('history') as object | undefined) ?? {}).length;
    const afterCount = Object.keys(application.history ?? {}).length;
    // Each new history entry is one status change (staff moves add exactly one).
    for (let key = beforeCount; key < afterCount; key += 1) {
      await sendStatusChange(db, brand, application, String(key));
    }
    if (before.get('terminationRequest') == null && application.terminationRequest) {
      await sendTerminationRequested(db, brand, application);
    }
    if (
      before.get('terminationRequest.confirmedAt') == null &&
      application.terminationRequest?.confirmedAt
    ) {
      await sendTerminationConfirmed(db, brand, application);
    }
  },
);

export const onContactCreated = onDocumentCreated(
  'brands/{brandId}/contacts/{contactId}',
  async (event) => {
    const snapshot = event.data;
    if (!snapshot || !isLiveCreate(snapshot.get('createdAt'), event.time)) return;
    const db = adminFirestore();
    const brand = await readBrandForMail(db, event.params.brandId);
    if (brand) await sendRequestReceived(db, brand, requestOf(snapshot, 'contact'));
  },
);

export const onViewingRequestCreated = onDocumentCreated(
  'brands/{brandId}/viewingRequests/{viewingRequestId}',
  async (event) => {
    const snapshot = event.data;
    if (!snapshot || !isLiveCreate(snapshot.get('createdAt'), event.time)) return;
    const db = adminFirestore();
    const brand = await readBrandForMail(db, event.params.brandId);
    if (brand) await sendRequestReceived(db, brand, requestOf(snapshot, 'viewingRequest'));
  },
);

/** A staff reply (thread entry of kind `reply`) on an お問い合わせ or 内見予約: mailed to the sender. */
function onReplyCreated(requests: 'contacts' | 'viewingRequests', type: RequestForMail['type']) {
  return onDocumentCreated(
    `brands/{brandId}/${requests}/{requestId}/thread/{entryId}`,
    async (event) => {
      const entry = event.data;
      if (!entry || entry.get('kind') !== 'reply') return;
      if (!isLiveCreate(entry.get('createdAt'), event.time)) return;
      const db = adminFirestore();
      const request = await entry.ref.parent.parent?.get();
      const brand = await readBrandForMail(db, event.params.brandId);
      if (!brand || !request?.exists) return;
      await sendReply(db, brand, requestOf(request, type), {
        id: event.params.entryId,
        body: String(entry.get('body')),
      });
    },
  );
}

export const onContactReplyCreated = onReplyCreated('contacts', 'contact');
export const onViewingRequestReplyCreated = onReplyCreated('viewingRequests', 'viewingRequest');

export const onBillCreated = onDocumentCreated(
  `brands/{brandId}/${BILLS}/{billId}`,
  async (event) => {
    const snapshot = event.data;
    if (!snapshot || !isLiveCreate(snapshot.get('createdAt'), event.time)) return;
    const db = adminFirestore();
    const applicationId: unknown = snapshot.get('applicationId');
    // The first bill comes with the contract mail, which says all of it (no second mail).
    if (
      typeof applicationId === 'string' &&
      (await isContractFirstBill(db, event.params.brandId, snapshot.id, applicationId))
    )
      return;
    const brand = await readBrandForMail(db, event.params.brandId);
    if (brand)
      await sendBillMail(db, brand, billOf(snapshot.id, snapshot.data()), 'bill-issued', 'issued');
  },
);

/**
 * 入金確認 for each payment an update recorded (a new key in `payments`, not reversed), keyed
 * by that key: a part payment mails too, with the 残額 still due. A write-off (差額の処理)
 * that settles a bill mails nothing: it is the brand letting a small rest go (a 振込手数料
 * the customer deducted), no money from the customer; the last payment's mail already
 * confirmed their payment, and as the bill is paid no reminder asks for the rest. A reversal
 * mails nothing either (staff talk to the customer about a payment recorded by mistake).
 */
export const onBillUpdated = onDocumentUpdated(
  `brands/{brandId}/${BILLS}/{billId}`,
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!before || !after) return;
    const recorded = newPayments(before.data(), after.data());
    if (recorded.length === 0) return;
    const db = adminFirestore();
    const brand = await readBrandForMail(db, event.params.brandId);
    if (!brand) return;
    const bill = billOf(after.id, after.data() ?? {});
    for (const [key, payment] of recorded) {
      await sendPaymentReceived(db, brand, bill, key, payment);
    }
  },
);

/**
 * A reset request from a brand's reset page (POST /api/auth/passwordReset): the brand's reset
 * mail when the address has an account, nothing otherwise. The outcome is noted on the request
 * (server only; it expires with the request).
 */
export const onPasswordResetRequested = onDocumentCreated(
  `${PASSWORD_RESET_REQUESTS}/{requestId}`,
  async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    const db = adminFirestore();
    const outcome = await sendPasswordResetMail(db, adminAuth(), {
      id: snapshot.id,
      email: String(snapshot.get('email')),
      brandId: String(snapshot.get('brandId')),
    });
    await snapshot.ref.update({ outcome, handledAt: FieldValue.serverTimestamp() });
    info(`password reset ${snapshot.id}: ${outcome}`);
  },
);
