import {
  FieldPath,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { addMonths } from '#shared/billing/billing-period.js';
import { upgradeLegacyBill } from '#shared/model/bill.js';
import type {
  ReportApplication,
  ReportBill,
  ReportCreditEntry,
  ReportRecords,
  ReportRequest,
  ReportSpace,
  ReportWaitEntry,
} from '#shared/reports/compute-reports.js';

/** A Timestamp (or Date) as the calendar day in Japan, `YYYY-MM-DD`; null when it is neither. */
export function dayInJapan(value: unknown): string | null {
  const date = value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null;
  if (!date) return null;
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** 00:00 in Japan on the first day of `period` as an instant (for the `updatedAt >=` queries). */
export function periodStartInstant(period: string): Date {
  return new Date(`${period}-01T00:00:00+09:00`);
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? (value as Record<string, unknown>[])
    : value && typeof value === 'object'
      ? Object.entries(value as Record<string, Record<string, unknown>>)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, v]) => v)
      : [];

/** Several queries' documents, each once (a document two queries find is read once). */
async function distinctDocs(queries: readonly Query[]): Promise<DocumentSnapshot[]> {
  const byPath = new Map<string, DocumentSnapshot>();
  for (const snapshot of await Promise.all(queries.map((q) => q.get())))
    for (const d of snapshot.docs) byPath.set(d.ref.path, d);
  return [...byPath.values()];
}

/**
 * Every bill, one month's bills a query (a brand of 20,000 contracts has 20,000 a month: read
 * whole, years of bills would not fit in a function's memory), from the first month to the
 * last one billed.
 */
async function billsMonthByMonth(bills: CollectionReference): Promise<ReportBill[]> {
  const [first, last] = await Promise.all(
    (['asc', 'desc'] as const).map(async (direction) =>
      str(
        (await bills.orderBy('period', direction).limit(1).select('period').get()).docs[0]?.get(
          'period',
        ),
      ),
    ),
  );
  const read: ReportBill[] = [];
  if (!first || !last) return read;
  for (let period = first; period <= last; period = addMonths(period, 1))
    read.push(...billsOf((await bills.where('period', '==', period).get()).docs));
  return read;
}

export function applicationOf(id: string, data: DocumentData): ReportApplication | null {
  const assetId = str(data['assetId']);
  const spaceId = str(data['spaceId']);
  const createdOn = dayInJapan(data['createdAt']);
  if (!assetId || !spaceId || !createdOn) return null;
  const status = data['status'];
  const history = list(data['history']);
  const dayOf = (to: string) => {
    const step = history.filter((h) => h['to'] === to).at(-1);
    return step ? dayInJapan(step['at']) : null;
  };
  const contract = (data['contract'] ?? null) as Record<string, unknown> | null;
  const isContract = status === 'contracted' || status === 'ended';
  const termination = (data['terminationRequest'] ?? null) as Record<string, unknown> | null;
  const confirmedEnd =
    termination && termination['confirmedAt'] ? str(termination['endDate']) : null;
  let moveOut: string | null = null;
  if (status === 'ended') {
    const ended = dayOf('ended');
    const asked = str(termination?.['endDate']);
    moveOut = [ended, asked].filter((d): d is string => d !== null).sort()[0] ?? createdOn;
  } else if (status === 'contracted') moveOut = confirmedEnd;
  return {
    id,
    assetId,
    spaceId,
    createdOn,
    contractedOn: dayOf('contracted'),
    moveIn: isContract ? (str(contract?.['startDate']) ?? str(data['startDate'])) : null,
    moveOut,
  };
}

export function billOf(data: DocumentData): ReportBill | null {
  const bill = upgradeLegacyBill(data) as Record<string, unknown>;
  const applicationId = str(bill['applicationId']);
  const period = str(bill['period']);
  const dueDate = str(bill['dueDate']);
  if (!applicationId || !period || !dueDate) return null;
  const writeOff = (bill['writeOff'] ?? null) as Record<string, unknown> | null;
  return {
    applicationId,
    period,
    dueDate,
    amount: num(bill['amount']),
    rent: list(bill['lines'])
      .filter((l) => l['kind'] === 'rent' || l['kind'] === 'proratedRent')
      .reduce((s, l) => s + num(l['amount']), 0),
    cancelled: bill['status'] === 'cancelled',
    payments: list(bill['payments']).map((p) => ({
      amount: num(p['amount']),
      excess: num(p['excess']),
      date: str(p['date']) ?? '',
      method: str(p['method']) ?? 'other',
      reversed: p['reversal'] !== null && p['reversal'] !== undefined,
    })),
    writeOff: writeOff
      ? { amount: num(writeOff['amount']), on: dayInJapan(writeOff['at']) ?? period }
      : null,
  };
}

const billsOf = (docs: readonly DocumentSnapshot[]) =>
  docs.flatMap((d) => {
    const b = billOf(d.data() ?? {});
    return b ? [b] : [];
  });

function spaceOf(
  assetId: string,
  spaceId: string,
  data: DocumentData,
  feeChanges: readonly { on: string; before: number; after: number }[],
): ReportSpace | null {
  const size = (data['size'] ?? {}) as Record<string, unknown>;
  const type = str(data['type']);
  if (!type || typeof size['widthCm'] !== 'number' || typeof size['depthCm'] !== 'number')
    return null;
  // The price in force over time: today's, and before each change the price it replaced.
  const changes = [...feeChanges].sort((a, b) => (a.on < b.on ? -1 : 1));
  const prices = [
    { from: null, monthlyFee: changes[0]?.before ?? num(data['monthlyFee']) },
    ...changes.map((c) => ({ from: c.on, monthlyFee: c.after })),
  ];
  if (changes.length > 0) prices[prices.length - 1]!.monthlyFee = num(data['monthlyFee']);
  return {
    assetId,
    spaceId,
    type,
    widthCm: size['widthCm'],
    depthCm: size['depthCm'],
    areaM2: num(size['areaM2']),
    prices,
    unavailable: data['status'] === 'unavailable',
    createdOn: dayInJapan(data['createdAt']),
  };
}

/** The 月額利用料 changes of each space, from the brand's 監査ログ (space updates naming it). */
async function feeChangesOf(db: Firestore, brandId: string) {
  const entries = await db
    .collection(`auditLogs/${brandId}/entries`)
    .where('fields', 'array-contains', 'monthlyFee')
    .get();
  const bySpace = new Map<string, { on: string; before: number; after: number }[]>();
  for (const d of entries.docs) {
    if (d.get('action') !== 'update') continue;
    const change = list(d.get('changes')).find((c) => c['field'] === 'monthlyFee');
    const on = dayInJapan(d.get('at'));
    const path = str(d.get('document'));
    if (!change || !on || !path) continue;
    const before = Number(change['before']);
    const after = Number(change['after']);
    if (!Number.isFinite(before) || !Number.isFinite(after)) continue;
    bySpace.set(path, [...(bySpace.get(path) ?? []), { on, before, after }]);
  }
  return bySpace;
}

function waitEntryOf(data: DocumentData): ReportWaitEntry | null {
  const assetId = str(data['assetId']);
  const planKey = str(data['planKey']);
  const joinedOn = dayInJapan(data['joinedAt'] ?? data['createdAt']);
  if (!assetId || !planKey || !joinedOn) return null;
  const history = list(data['history']);
  const ended = ['done', 'left', 'removed', 'lapsed'].includes(String(data['status']));
  const endStep = history
    .filter((h) => ['applied', 'left', 'lapsed', 'removed', 'declined'].includes(String(h['what'])))
    .at(-1);
  return {
    assetId,
    planKey,
    joinedOn,
    endedOn: ended ? (dayInJapan(endStep?.['at'] ?? data['updatedAt']) ?? joinedOn) : null,
    offeredOn: history
      .filter((h) => h['what'] === 'offered')
      .map((h) => dayInJapan(h['at']))
      .filter((d): d is string => d !== null),
  };
}

/**
 * A brand's records as the reports read them. `since` (a `YYYY-MM`) narrows the applications,
 * bills and requests to what the months from `since` on can need (docs/reports.md, "What a run
 * reads"): contracts in force or changed since, bills of those months, changed since or still
 * unpaid, requests made since. Without it, everything.
 */
export async function readReportRecords(
  db: Firestore,
  brandId: string,
  since: string | null,
): Promise<ReportRecords> {
  const brand = db.doc(`brands/${brandId}`);
  const from = since ? periodStartInstant(since) : null;
  const [assets, feeChanges] = await Promise.all([
    brand.collection('assets').select('name').get(),
    feeChangesOf(db, brandId),
  ]);
  // Every space of the brand in one collection-group query over the brand's path range
  // (`brands/{b}` … `brands/{b}\u0000`: paths order segment by segment), not a query per asset.
  const spaceDocs = await db
    .collectionGroup('spaces')
    .where(FieldPath.documentId(), '>=', `brands/${brandId}`)
    .where(FieldPath.documentId(), '<', `brands/${brandId}\u0000`)
    .select('type', 'size', 'monthlyFee', 'status', 'createdAt')
    .get();
  const applications = brand.collection('applications');
  const bills = brand.collection('bills');
  const [applicationDocs, billRecords, contacts, viewings, waitlist, credits] = await Promise.all([
    from
      ? distinctDocs([
          applications.where('status', '==', 'contracted'),
          applications.where('updatedAt', '>=', from),
        ])
      : applications.get().then((s) => s.docs),
    from && since
      ? distinctDocs([
          bills.where('period', '>=', since),
          bills.where('updatedAt', '>=', from),
          bills.where('status', '==', 'unpaid'),
        ]).then(billsOf)
      : billsMonthByMonth(bills),
    (from
      ? brand.collection('contacts').where('createdAt', '>=', from)
      : brand.collection('contacts')
    )
      .select('createdAt')
      .get(),
    (from
      ? brand.collection('viewingRequests').where('createdAt', '>=', from)
      : brand.collection('viewingRequests')
    )
      .select('createdAt', 'assetId')
      .get(),
    brand.collection('waitlist').get(),
    brand.collection('credits').select('history').get(),
  ]);
  const requestOf = (kind: ReportRequest['kind'], d: DocumentSnapshot): ReportRequest[] => {
    const createdOn = dayInJapan(d.get('createdAt'));
    return createdOn ? [{ kind, createdOn, assetId: str(d.get('assetId')) }] : [];
  };
  const requests = [
    ...contacts.docs.flatMap((d) => requestOf('contact', d)),
    ...viewings.docs.flatMap((d) => requestOf('viewing', d)),
  ];
  const creditEntries: ReportCreditEntry[] = credits.docs.flatMap((d) =>
    list(d.get('history')).flatMap((h) => {
      const on = dayInJapan(h['at']);
      return on ? [{ action: String(h['action']), amount: num(h['amount']), on }] : [];
    }),
  );
  return {
    assets: new Map(assets.docs.map((a) => [a.id, str(a.get('name')) ?? a.id])),
    spaces: spaceDocs.docs.flatMap((s) => {
      const assetId = s.ref.parent.parent?.id;
      const space = assetId && spaceOf(assetId, s.id, s.data(), feeChanges.get(s.ref.path) ?? []);
      return space ? [space] : [];
    }),
    applications: applicationDocs.flatMap((d) => {
      const a = applicationOf(d.id, d.data() ?? {});
      return a ? [a] : [];
    }),
    bills: billRecords,
    credits: creditEntries,
    requests,
    waitlist: waitlist.docs.flatMap((d) => {
      const w = waitEntryOf(d.data());
      return w ? [w] : [];
    }),
  };
}
