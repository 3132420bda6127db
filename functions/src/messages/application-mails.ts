import type { Firestore } from 'firebase-admin/firestore';
import type { BrandForMail } from './brand-mail.js';
import { enqueueBrandMail, siteOrigin } from './brand-mail.js';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';
import { billLineLabel, type BillLineKind } from '#shared/model/bill.js';
import { firstPaymentEstimateText, firstPaymentText } from './first-payment-text.js';
import { formatCalendarDate, formatReferenceNumber, formatYen, todayInJapan } from './format-ja.js';
import { readFirstBill } from './read-first-bill.js';
import { readHowToPay } from './read-how-to-pay.js';
import type { MailKind } from './mail-templates.js';
import {
  beforeEndNotes,
  finalBillHeadline,
  notRefundedNotes,
  type FinalBillForText,
  type InitialCostsForText,
} from './termination-cost-text.js';

/** What ending costs as the request keeps it (src/lib/model/final-bill.ts). */
export interface FinalBillForMail extends FinalBillForText {
  lines: { kind: BillLineKind; label: string; amount: number }[];
}

/** The application fields the messages read (brands/{b}/applications/{id}). */
export interface ApplicationForMail {
  id: string;
  /** 受付番号 (8 characters, src/lib/model/application-reference.ts); absent on older ones. */
  reference?: string;
  uid: string;
  name: string;
  email: string;
  assetId: string;
  spaceId: string;
  startDate: string;
  status: string;
  history: Record<string, { by: string; from: string | null; to: string; reason?: string }>;
  terminationRequest: {
    endDate: string;
    confirmedAt?: unknown;
    /** what ending costs, as the 解約 form (and staff's confirmation) quoted it */
    finalBill?: FinalBillForMail;
  } | null;
  /** 契約条件, set by the move to 契約 (src/lib/model/contract-terms.ts). */
  contract?:
    | ({ startDate: string; monthlyFee: number; adminFee: number } & Partial<InitialCostsForText>)
    | null;
}

async function placeOf(db: Firestore, brandId: string, application: ApplicationForMail) {
  const asset = await db.doc(`brands/${brandId}/assets/${application.assetId}`).get();
  const space = await db
    .doc(`brands/${brandId}/assets/${application.assetId}/spaces/${application.spaceId}`)
    .get();
  const assetName: unknown = asset.get('name');
  const label: unknown = space.get('label');
  return {
    物件名: typeof assetName === 'string' ? assetName : application.assetId,
    区画: typeof label === 'string' ? label : application.spaceId,
    月額: monthlyText(application.contract ?? null, space.get('monthlyFee'), space.get('adminFee')),
    初回お支払い目安: firstPaymentEstimateOf(space.data(), application.startDate),
  };
}

/**
 * 初回お支払い目安 of the 申込受付 and 承認 messages: estimateFirstPayment (the shared money
 * model, what the confirm page showed) of the space's fees and initial costs and the 利用開始希望日.
 */
function firstPaymentEstimateOf(space: Record<string, unknown> | undefined, startDate: string) {
  const costs = space?.['initialCosts'] as Record<string, unknown> | undefined;
  const yen = (value: unknown) => (typeof value === 'number' ? value : NaN);
  try {
    const estimate = estimateFirstPayment({
      monthlyFee: yen(space?.['monthlyFee']),
      adminFee: yen(space?.['adminFee']),
      initialCosts: {
        handlingFee: yen(costs?.['handlingFee']),
        guaranteeFee: yen(costs?.['guaranteeFee']),
        keyFee: yen(costs?.['keyFee']),
      },
      startDate,
    });
    return firstPaymentEstimateText({ amount: estimate.total, lines: estimate.lines });
  } catch {
    // The space could not be read (or holds no whole yen): the contract mail says it.
    return 'ご契約の際に、初回のご請求でお知らせします。';
  }
}

/**
 * 月額（税込）: the contract's fees once there is a contract (a later price change of the space
 * does not change them), else the space's current ones.
 */
function monthlyText(
  contract: ApplicationForMail['contract'],
  spaceFee: unknown,
  spaceAdminFee: unknown,
): string {
  const [fee, adminFee] = contract
    ? [contract.monthlyFee, contract.adminFee]
    : [spaceFee, typeof spaceAdminFee === 'number' ? spaceAdminFee : 0];
  if (typeof fee !== 'number') return '（マイユニットでご確認ください）';
  if (adminFee === 0) return formatYen(fee);
  return `${formatYen(fee + adminFee)}（利用料 ${formatYen(fee)}・管理費 ${formatYen(adminFee)}）`;
}

/** 契約完了's own values: the first bill (amount, due date, lines) and how to pay it. */
async function contractValues(db: Firestore, brandId: string, application: ApplicationForMail) {
  const startDate = application.contract?.startDate ?? application.startDate;
  const [firstBill, howToPay] = await Promise.all([
    readFirstBill(db, brandId, application.id, startDate),
    readHowToPay(db, brandId, application.uid),
  ]);
  return {
    利用開始日: formatCalendarDate(startDate),
    初回のお支払い: firstBill
      ? firstPaymentText(firstBill)
      : 'ご請求書を別途メールでお送りします。マイユニットでもご確認いただけます。',
    お支払い方法: howToPay,
  };
}

function commonValues(brandId: string, application: ApplicationForMail) {
  const origin = siteOrigin();
  return {
    お名前: application.name,
    受付番号: formatReferenceNumber(application.reference ?? application.id),
    利用開始希望日: formatCalendarDate(application.startDate),
    マイユニットURL: `${origin}/${brandId}/myunit`,
    管理画面URL: `${origin}/admin/brands/${brandId}?application=${application.id}`,
  };
}

/** 申込受付: to the applicant (what happens next, 受付番号) and to the brand's staff address. */
export async function sendApplicationReceived(
  db: Firestore,
  brand: BrandForMail,
  application: ApplicationForMail,
): Promise<void> {
  const values = {
    ...commonValues(brand.id, application),
    ...(await placeOf(db, brand.id, application)),
    お支払い方法: await readHowToPay(db, brand.id, application.uid),
  };
  const about = { type: 'application' as const, id: application.id };
  await enqueueBrandMail(db, brand, {
    kind: 'application-received',
    about,
    key: 'received',
    to: application.email,
    uid: application.uid,
    values,
  });
  await enqueueBrandMail(db, brand, {
    kind: 'application-received-staff',
    about,
    key: 'received',
    to: brand.staffEmail,
    values,
  });
}

/** The message a status change sends the customer (null: none). */
function kindOfMove(to: string, byCustomer: boolean): MailKind | null {
  if (to === 'approved') return 'application-approved';
  if (to === 'rejected') return 'application-rejected';
  // The customer's own cancel is a withdrawal: told to them and to staff (the space is free).
  if (to === 'cancelled') return byCustomer ? 'application-withdrawn' : 'application-cancelled';
  if (to === 'contracted') return 'contract-confirmed';
  if (to === 'ended') return 'contract-ended';
  return null;
}

/**
 * The customer's message for the status change recorded in history entry `key`: 審査結果 with
 * the reason staff typed, 契約完了 with the start date and monthly amount, 解約完了. One message
 * per history entry (the entry's key is the event key), so a repeated trigger sends nothing more.
 */
export async function sendStatusChange(
  db: Firestore,
  brand: BrandForMail,
  application: ApplicationForMail,
  key: string,
): Promise<void> {
  const entry = application.history[key];
  if (!entry) return;
  const kind = kindOfMove(entry.to, entry.by === application.uid);
  if (kind === null) return;
  const place = await placeOf(db, brand.id, application);
  const today = todayInJapan();
  const endDate = application.terminationRequest?.endDate ?? today;
  const values = {
    ...commonValues(brand.id, application),
    ...place,
    理由: entry.reason ?? (kind === 'application-approved' ? '' : '（記載なし）'),
    解約日: formatCalendarDate(endDate),
    ...(kind === 'contract-confirmed' ? await contractValues(db, brand.id, application) : {}),
    ...(kind === 'application-approved'
      ? { お支払い方法: await readHowToPay(db, brand.id, application.uid) }
      : {}),
  };
  const about = { type: 'application' as const, id: application.id };
  await enqueueBrandMail(db, brand, {
    kind,
    about,
    key: `history-${key}`,
    to: application.email,
    uid: application.uid,
    values,
  });
  if (kind === 'application-withdrawn') {
    await enqueueBrandMail(db, brand, {
      kind: 'application-withdrawn-staff',
      about,
      key: `history-${key}`,
      to: brand.staffEmail,
      values,
    });
  }
}

/**
 * What ending costs, for the 解約 messages: the final bill the request keeps (its month, amount,
 * lines and what it means), what is not refunded (the contract's 初期費用, the last month) and
 * what to do by the 解約日 — the words the site shows (termination-cost-text.ts). A request made
 * before the final bill was kept says where to see it.
 */
function terminationCostValues(application: ApplicationForMail, endDate: string) {
  const bill = application.terminationRequest?.finalBill;
  const contract = application.contract;
  const initialCosts =
    contract && typeof contract.handlingFee === 'number'
      ? {
          handlingFee: contract.handlingFee,
          guaranteeFee: contract.guaranteeFee ?? 0,
          keyFee: contract.keyFee ?? 0,
        }
      : null;
  const bullets = (notes: string[]) => notes.map((note) => `・${note}`).join('\n');
  if (!bill) {
    return {
      最後のご請求:
        '最終月のご利用料金は、解約のきまりに従ってご請求します。金額はマイユニットのご請求でご確認ください。',
      返金されないもの: 'ご契約時にお支払いいただいた初期費用は返金されません。',
      解約日までのお願い: bullets(beforeEndNotes(endDate)),
    };
  }
  const headline = finalBillHeadline(bill);
  return {
    最後のご請求: [
      `${headline.title}（税込）`,
      ...bill.lines
        .filter((line) => line.amount !== 0)
        .map((line) => `・${billLineLabel(line)} ${formatYen(line.amount)}`),
      headline.note,
    ].join('\n'),
    返金されないもの: bullets(notRefundedNotes(bill, initialCosts)),
    解約日までのお願い: bullets(beforeEndNotes(endDate)),
  };
}

/** 解約のお申し出 received: to the contractor (with the desired end date) and to staff. */
export async function sendTerminationRequested(
  db: Firestore,
  brand: BrandForMail,
  application: ApplicationForMail,
): Promise<void> {
  if (!application.terminationRequest) return;
  const values = {
    ...commonValues(brand.id, application),
    ...(await placeOf(db, brand.id, application)),
    解約希望日: formatCalendarDate(application.terminationRequest.endDate),
    ...terminationCostValues(application, application.terminationRequest.endDate),
  };
  const about = { type: 'application' as const, id: application.id };
  const key = `termination-${application.terminationRequest.endDate}`;
  await enqueueBrandMail(db, brand, {
    kind: 'termination-requested',
    about,
    key,
    to: application.email,
    uid: application.uid,
    values,
  });
  await enqueueBrandMail(db, brand, {
    kind: 'termination-requested-staff',
    about,
    key,
    to: brand.staffEmail,
    values,
  });
}

/**
 * 解約日の確定: staff confirmed the 解約のお申し出 (terminationRequest.confirmedAt appeared); the
 * contract ends on its end date by itself (functions/src/end-contract.ts). One message per
 * confirmed date.
 */
export async function sendTerminationConfirmed(
  db: Firestore,
  brand: BrandForMail,
  application: ApplicationForMail,
): Promise<void> {
  const request = application.terminationRequest;
  if (!request?.confirmedAt) return;
  await enqueueBrandMail(db, brand, {
    kind: 'termination-confirmed',
    about: { type: 'application', id: application.id },
    key: `termination-confirmed-${request.endDate}`,
    to: application.email,
    uid: application.uid,
    values: {
      ...commonValues(brand.id, application),
      ...(await placeOf(db, brand.id, application)),
      解約日: formatCalendarDate(request.endDate),
      ...terminationCostValues(application, request.endDate),
    },
  });
}
