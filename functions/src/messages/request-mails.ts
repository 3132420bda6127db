import type { Firestore } from 'firebase-admin/firestore';
import type { BrandForMail } from './brand-mail.js';
import { enqueueBrandMail, siteOrigin } from './brand-mail.js';
import { formatCalendarDate } from './format-ja.js';

/** お問い合わせ (contacts) or 内見予約 (viewingRequests): the fields the messages read. */
export interface RequestForMail {
  id: string;
  type: 'contact' | 'viewingRequest';
  name: string;
  email: string;
  /** お問い合わせ: its 種別 key and the phone number when given */
  category?: string;
  phone?: string;
  uid: string | null;
  message: string;
  assetId?: string;
  preferredSlots?: { date: string; timeSlot: string }[];
}

const slotLabels: Record<string, string> = {
  morning: '午前（10:00〜12:00）',
  afternoon: '午後（13:00〜16:00）',
  evening: '夕方（16:00〜18:00）',
};

const adminFolder = { contact: 'contacts', viewingRequest: 'previews' } as const;

/**
 * お問い合わせ種別 as the form names them (src/lib/model/contact.ts contactCategoryLabels; the
 * functions cannot import it: test/functions-unit/customer-trip-mails.test.ts compares them).
 */
export const contactCategoryLabelsForMail: Readonly<Record<string, string>> = {
  general: 'サービスについて',
  space: '物件・区画について',
  contract: 'ご契約・解約について',
  billing: 'お支払いについて',
  other: 'その他',
};

/** The first line of a message, cut at 30 characters (the staff notice's subject). */
export function openingOf(message: string): string {
  const first = message.trim().split(/\r?\n/)[0]?.trim() ?? '';
  return first.length > 30 ? `${first.slice(0, 30)}…` : first;
}

async function requestValues(db: Firestore, brand: BrandForMail, request: RequestForMail) {
  let assetName = '';
  if (request.assetId) {
    const name: unknown = (await db.doc(`brands/${brand.id}/assets/${request.assetId}`).get()).get(
      'name',
    );
    assetName = typeof name === 'string' ? name : request.assetId;
  }
  return {
    お名前: request.name,
    お問い合わせ内容: request.message,
    お問い合わせの冒頭: openingOf(request.message),
    お問い合わせ種別: contactCategoryLabelsForMail[request.category ?? ''] ?? '（未選択）',
    メールアドレス: request.email,
    電話番号: request.phone || '（未入力）',
    物件名: assetName,
    希望日時: (request.preferredSlots ?? [])
      .map(
        (slot) =>
          `・${formatCalendarDate(slot.date)} ${slotLabels[slot.timeSlot] ?? slot.timeSlot}`,
      )
      .join('\n'),
    管理画面URL: `${siteOrigin()}/admin/brands/${brand.id}/${adminFolder[request.type]}/${request.id}`,
  };
}

/** お問い合わせ / 内見予約 received: to the visitor and to the brand's staff address. */
export async function sendRequestReceived(
  db: Firestore,
  brand: BrandForMail,
  request: RequestForMail,
): Promise<void> {
  const values = await requestValues(db, brand, request);
  const about = { type: request.type, id: request.id };
  const base = request.type === 'contact' ? 'contact-received' : 'viewing-request-received';
  await enqueueBrandMail(db, brand, {
    kind: base,
    about,
    key: 'received',
    to: request.email,
    uid: request.uid,
    values,
  });
  await enqueueBrandMail(db, brand, {
    kind: `${base}-staff`,
    about,
    key: 'received',
    to: brand.staffEmail,
    values,
  });
}

/** A staff reply in the request's thread, sent to the visitor; one message per thread entry. */
export async function sendReply(
  db: Firestore,
  brand: BrandForMail,
  request: RequestForMail,
  reply: { id: string; body: string },
): Promise<void> {
  await enqueueBrandMail(db, brand, {
    kind: request.type === 'contact' ? 'contact-reply' : 'viewing-request-reply',
    about: { type: request.type, id: request.id },
    key: reply.id,
    to: request.email,
    uid: request.uid,
    values: { ...(await requestValues(db, brand, request)), 返信内容: reply.body },
  });
}
