import { queryOptions } from '@tanstack/react-query';
import {
  collection,
  query,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { equalityFilters, japanDaysFilter } from '@/lib/firebase-filter-constraints';
import { firestore } from '@/lib/firebase-firestore';
import type { ListPageRequest } from '@/lib/firebase-list-page';
import { readServerPage, type ServerPage } from '@/lib/firebase-server-page';
import { collectionPaths } from '@/lib/model/collection-paths';

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
  return query(
    collection(db, collectionPaths.mail()),
    where('brandId', '==', brandId),
    ...equalityFilters({ to: filters.to, kind: filters.kind, 'delivery.state': filters.state }),
    ...japanDaysFilter('createdAt', filters.from, filters.until),
  );
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
