import { queryOptions } from '@tanstack/react-query';
import {
  collection,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { firestore } from '@/lib/firebase-firestore';
import type { ListPageRequest } from '@/lib/firebase-list-page';
import { readServerPage, type ServerPage } from '@/lib/firebase-server-page';
import { collectionPaths } from '@/lib/model/collection-paths';
import { japanDayStart } from '@/utils/japan-day-start';

/** The mail log's filters as the address says them; '' for none. */
export type BrandMailFilters = {
  /** One recipient address, exactly (`?to=`). */
  to: string;
  /** A message kind (`?kind=`, docs/mail.md). */
  kind: string;
  /** delivery.state (`?state=`: PENDING, PROCESSING, SUCCESS, ERROR, RETRY). */
  state: string;
  /** Sent from and to, inclusive, as YYYY-MM-DD in Japan (`?from=`, `?until=`). */
  from: string;
  until: string;
};

export type BrandMailPageRequest = ListPageRequest & { filters: BrandMailFilters };

const timestampish = z.custom<{ toDate(): Date }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function',
);

/** What the mail log shows of a mail/{id} (the functions' document, docs/mail.md). */
const brandMailSchema = z.object({
  to: z.union([z.string(), z.array(z.string())]),
  kind: z.string(),
  message: z.object({ subject: z.string() }),
  createdAt: timestampish,
  delivery: z.optional(
    z.object({
      state: z.string(),
      attempts: z.number(),
      error: z.nullable(z.string()),
    }),
  ),
  resends: z.optional(z.array(z.object({ uid: z.string(), name: z.string(), at: timestampish }))),
});

export type BrandMail = {
  id: string;
  to: string | string[];
  kind: string;
  subject: string;
  createdAt: Date;
  state: string;
  attempts: number;
  error: string | null;
  /** Staff resends, oldest first (resendMail records who and when). */
  resends: { uid: string; name: string; at: Date }[];
};

function readMail(row: QueryDocumentSnapshot): BrandMail {
  const data = brandMailSchema.parse(row.data());
  return {
    id: row.id,
    to: data.to,
    kind: data.kind,
    subject: data.message.subject,
    createdAt: data.createdAt.toDate(),
    state: data.delivery?.state ?? 'PENDING',
    attempts: data.delivery?.attempts ?? 0,
    error: data.delivery?.error ?? null,
    resends: (data.resends ?? []).map((resend) => ({ ...resend, at: resend.at.toDate() })),
  };
}

/**
 * Every mail of the brand, newest first, narrowed by recipient, kind, state and days (equality
 * filters with `brandId`, each with its composite index on createdAt: firestore.indexes.json).
 * The rules let brand staff list mail only with `brandId ==` in the query.
 */
export function brandMailQuery(db: Firestore, brandId: string, filters: BrandMailFilters): Query {
  const constraints: QueryConstraint[] = [where('brandId', '==', brandId)];
  if (filters.to !== '') constraints.push(where('to', '==', filters.to));
  if (filters.kind !== '') constraints.push(where('kind', '==', filters.kind));
  if (filters.state !== '') constraints.push(where('delivery.state', '==', filters.state));
  if (filters.from !== '') constraints.push(where('createdAt', '>=', japanDayStart(filters.from)));
  if (filters.until !== '')
    constraints.push(where('createdAt', '<', japanDayStart(filters.until, 1)));
  return query(collection(db, collectionPaths.mail()), ...constraints);
}

export function getBrandMailPage(
  db: Firestore,
  brandId: string,
  request: BrandMailPageRequest,
): Promise<ServerPage<BrandMail>> {
  return readServerPage(
    brandMailQuery(db, brandId, request.filters),
    'createdAt',
    request,
    readMail,
  );
}

/** Under the brand's mail keys, so a resend (which refreshes them) refreshes the list too. */
export const brandMailPageKey = (brandId: string, request?: BrandMailPageRequest) =>
  request === undefined
    ? (['admin', 'brands', brandId, 'mail'] as const)
    : (['admin', 'brands', brandId, 'mail', 'page', request] as const);

const inProgress = new Set(['PENDING', 'PROCESSING', 'RETRY']);

/** The page; polls every 3 s while a mail on it is still on its way (送信待ち・送信中・再送待ち). */
export const brandMailPageQuery = (brandId: string, request: BrandMailPageRequest) =>
  queryOptions({
    queryKey: brandMailPageKey(brandId, request),
    queryFn: () => getBrandMailPage(firestore, brandId, request),
    refetchInterval: (current) =>
      current.state.data?.rows.some((mail) => inProgress.has(mail.state)) ? 3000 : false,
  });
