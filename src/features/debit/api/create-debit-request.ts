import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { billConverter } from '@/lib/converters/bill-converter';
import {
  debitAccountConverter,
  debitItemConverter,
  debitRequestConverter,
} from '@/lib/converters/debit-converters';
import { memberConverter } from '@/lib/converters/member-converter';
import { firestore } from '@/lib/firebase-firestore';
import { billBalance, type Bill } from '#shared/model/bill.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import { debitAccountKey, type DebitAccount } from '@/lib/model/debit-account';
import { debitRequestMaxBills, type DebitItem, type DebitRequest } from '@/lib/model/debit-request';
import type { DebitSettings } from '@/lib/model/debit-settings';
import {
  ZenginFormatError,
  toZenginKana,
  writeDebitRequest,
  type DebitNewCode,
  type DebitRequestRecord,
} from '#shared/billing/zengin.js';
import { debitKeys } from './keys';

/** A bill that can go into a request for the day, with what its record will say. */
export type DebitCandidate = {
  billId: string;
  bill: Bill;
  account: DebitAccount;
  customerNumber: number;
  customerName: string;
  amount: number;
  newCode: DebitNewCode;
  customerCode: string;
};

/** A bill of a 口座振替 customer left out, and why (shown to staff, never silently dropped). */
export type DebitLeftOut = { billId: string; bill: Bill; reason: string };

/**
 * 顧客番号 of a bill in the file: お客様番号 (7 digits), the billed month (YYYYMM) and the bill's
 * number among the customer's bills of that month in the request (2 digits) — 15 digits, which
 * the file pads to 20. Read back from the result, it names the bill.
 */
export function debitCustomerCode(customerNumber: number, period: string, index: number): string {
  return `${String(customerNumber).padStart(7, '0')}${period.replace('-', '')}${String(index).padStart(2, '0')}`;
}

/**
 * 新規コード: 1 when the customer was never debited, 2 when their account changed since the
 * last request, else 0 (their latest item's account is this one).
 */
export function debitNewCode(account: DebitAccount, earlier: readonly DebitItem[]): DebitNewCode {
  const last = [...earlier].sort((a, b) => a.debitDate.localeCompare(b.debitDate)).at(-1);
  if (!last) return '1';
  return debitAccountKey(last) === debitAccountKey(account) ? '0' : '2';
}

/** A name from the bank list in 全銀 characters, cut to the field; '' when it cannot be. */
function zenginName(kana: string, width: number): string {
  try {
    return toZenginKana(kana).slice(0, width);
  } catch (error) {
    if (error instanceof ZenginFormatError) return '';
    throw error;
  }
}

/**
 * The bills a request for `debitDate` would debit: unpaid, due on or before that day, of
 * customers whose account staff confirmed, in no request yet; the amount is what each still
 * asks. Bills of customers with an account still 手続き中, or without an お客様番号, are listed
 * as left out with the reason.
 */
export async function findDebitCandidates(
  db: Firestore,
  brandId: string,
  debitDate: string,
): Promise<{ candidates: DebitCandidate[]; leftOut: DebitLeftOut[] }> {
  const [billsSnap, accountsSnap] = await Promise.all([
    getDocs(
      query(
        collection(db, collectionPaths.bills(brandId)).withConverter(billConverter),
        where('status', '==', 'unpaid'),
        where('dueDate', '<=', debitDate),
        orderBy('dueDate'),
      ),
    ),
    getDocs(
      collection(db, collectionPaths.debitAccounts(brandId)).withConverter(debitAccountConverter),
    ),
  ]);
  const accounts = new Map(accountsSnap.docs.map((d) => [d.id, d.data()]));
  const bills = billsSnap.docs
    .map((d) => ({ billId: d.id, bill: d.data() }))
    .filter(({ bill }) => accounts.has(bill.uid) && billBalance(bill) > 0);
  const inRequest = await Promise.all(
    bills.map(async ({ billId }) =>
      (await getDoc(doc(db, collectionPaths.debitItem(brandId, billId)))).exists(),
    ),
  );
  const open = bills.filter((_, i) => !inRequest[i]);
  const uids = [...new Set(open.map(({ bill }) => bill.uid))];
  const people = new Map(
    await Promise.all(
      uids.map(async (uid) => {
        const [member, items] = await Promise.all([
          getDoc(doc(db, collectionPaths.member(brandId, uid)).withConverter(memberConverter)),
          getDocs(
            query(
              collection(db, collectionPaths.debitItems(brandId)).withConverter(debitItemConverter),
              where('uid', '==', uid),
            ),
          ),
        ]);
        return [
          uid,
          { member: member.data() ?? null, items: items.docs.map((d) => d.data()) },
        ] as const;
      }),
    ),
  );
  const candidates: DebitCandidate[] = [];
  const leftOut: DebitLeftOut[] = [];
  const perMonth = new Map<string, number>();
  for (const { billId, bill } of open) {
    const account = accounts.get(bill.uid)!;
    const person = people.get(bill.uid)!;
    const customerNumber = person.member?.customerNumber;
    if (account.status !== 'confirmed') {
      leftOut.push({ billId, bill, reason: '口座の確認待ち（手続き中）' });
      continue;
    }
    if (customerNumber === undefined) {
      leftOut.push({ billId, bill, reason: 'お客様番号がありません' });
      continue;
    }
    const monthKey = `${bill.uid}_${bill.period}`;
    const index = (perMonth.get(monthKey) ?? 0) + 1;
    perMonth.set(monthKey, index);
    candidates.push({
      billId,
      bill,
      account,
      customerNumber,
      customerName: person.member?.name ?? '',
      amount: billBalance(bill),
      newCode: debitNewCode(account, person.items),
      customerCode: debitCustomerCode(customerNumber, bill.period, index),
    });
  }
  return { candidates, leftOut };
}

export const debitCandidatesQuery = (brandId: string, debitDate: string) =>
  queryOptions({
    queryKey: debitKeys.candidates(brandId, debitDate),
    queryFn: () => findDebitCandidates(firestore, brandId, debitDate),
  });

export function useDebitCandidates(brandId: string, debitDate: string | null) {
  return useQuery({
    ...debitCandidatesQuery(brandId, debitDate ?? ''),
    enabled: debitDate !== null,
  });
}

/** Why a request was not made, in words staff can act on. */
export class DebitRequestError extends Error {
  override readonly name = 'DebitRequestError';
}

/**
 * One request for `debitDate`: the request and one item per bill, in one batch the rules check
 * (an item only for a bill the request lists, only once per bill: a bill already in a request,
 * from another browser meanwhile too, fails the whole batch).
 */
export async function createDebitRequest(
  db: Firestore,
  input: {
    brandId: string;
    adminUid: string;
    debitDate: string;
    candidates: readonly DebitCandidate[];
  },
): Promise<string> {
  const { brandId, candidates } = input;
  if (candidates.length === 0) throw new DebitRequestError('引き落とす請求を選んでください。');
  if (candidates.length > debitRequestMaxBills)
    throw new DebitRequestError(
      `1回の依頼データは${debitRequestMaxBills}件までです。請求を分けて作成してください。`,
    );
  const batch = writeBatch(db);
  const requestRef = doc(collection(db, collectionPaths.debitRequests(brandId)));
  batch.set(requestRef, {
    debitDate: input.debitDate,
    billIds: candidates.map((c) => c.billId),
    count: candidates.length,
    total: candidates.reduce((sum, c) => sum + c.amount, 0),
    createdBy: input.adminUid,
    createdAt: serverTimestamp(),
  });
  for (const c of candidates) {
    const { account } = c;
    batch.set(doc(db, collectionPaths.debitItem(brandId, c.billId)), {
      requestId: requestRef.id,
      debitDate: input.debitDate,
      uid: c.bill.uid,
      amount: c.amount,
      customerCode: c.customerCode,
      newCode: c.newCode,
      bankCode: account.bankCode,
      bankKana: zenginName(account.bankKana, 15),
      branchCode: account.branchCode,
      branchKana: zenginName(account.branchKana, 15),
      accountType: account.accountType,
      accountNumber: account.accountNumber,
      holder: account.holder,
      result: null,
      createdBy: input.adminUid,
      createdAt: serverTimestamp(),
    });
  }
  try {
    await batch.commit();
  } catch (error) {
    throw new DebitRequestError(
      '依頼データを作成できませんでした。ほかの担当者が同じ請求の依頼を作成した可能性があります。一覧を最新にしてから、もう一度お試しください。',
      { cause: error },
    );
  }
  return requestRef.id;
}

/** The request's items with their bill ids, in the order of their 顧客番号. */
export async function readDebitItems(
  db: Firestore,
  brandId: string,
  requestId: string,
): Promise<(DebitItem & { billId: string })[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collectionPaths.debitItems(brandId)).withConverter(debitItemConverter),
      where('requestId', '==', requestId),
    ),
  );
  return snapshot.docs
    .map((d) => ({ ...d.data(), billId: d.id }))
    .sort((a, b) => a.customerCode.localeCompare(b.customerCode));
}

/** 口座振替依頼データ_20261228.txt */
export function debitRequestFileName(debitDate: string): string {
  return `口座振替依頼データ_${debitDate.replaceAll('-', '')}.txt`;
}

/**
 * The 依頼データ of a request, from its items (what was decided when it was made) and the brand's
 * settings (委託者, account, CRLF). Throws ZenginFormatError (a Japanese message) when the
 * settings hold something the format cannot carry.
 */
export function debitRequestBytes(
  settings: DebitSettings,
  debitDate: string,
  items: readonly DebitItem[],
): Uint8Array {
  const records: DebitRequestRecord[] = items.map((item) => ({
    bankCode: item.bankCode,
    bankName: item.bankKana,
    branchCode: item.branchCode,
    branchName: item.branchKana,
    accountType: item.accountType,
    accountNumber: item.accountNumber,
    holder: item.holder,
    amount: item.amount,
    newCode: item.newCode,
    customerCode: item.customerCode,
  }));
  return writeDebitRequest(
    {
      consignorCode: settings.consignorCode,
      consignorName: settings.consignorName,
      debitDate,
      bankCode: settings.bankCode,
      bankName: zenginName(settings.bankKana, 15),
      branchCode: settings.branchCode,
      branchName: zenginName(settings.branchKana, 15),
      accountType: settings.accountType,
      accountNumber: settings.accountNumber,
    },
    records,
    { crlf: settings.crlf },
  );
}

/** Past requests, newest first (at most 24: two years of monthly debits). */
export async function getDebitRequests(
  db: Firestore,
  brandId: string,
): Promise<(DebitRequest & { id: string })[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collectionPaths.debitRequests(brandId)).withConverter(debitRequestConverter),
      orderBy('createdAt', 'desc'),
      limit(24),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export function useDebitRequests(brandId: string) {
  return useQuery({
    queryKey: debitKeys.requests(brandId),
    queryFn: () => getDebitRequests(firestore, brandId),
  });
}

export function useCreateDebitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof createDebitRequest>[1]) =>
      createDebitRequest(firestore, input),
    onSettled: async (_r, _e, { brandId }) => {
      await queryClient.invalidateQueries({ queryKey: debitKeys.staff(brandId) });
    },
  });
}
