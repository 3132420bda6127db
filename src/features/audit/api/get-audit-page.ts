import { queryOptions } from '@tanstack/react-query';
import {
  collection,
  collectionGroup,
  query,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { equalityFilters, japanDaysFilter } from '@/lib/firebase-filter-constraints';
import { firestore } from '@/lib/firebase-firestore';
import { readAllRows, readServerPage, type ServerPage } from '@/lib/firebase-server-page';
import {
  AUDIT_ENTRIES,
  AUDIT_LOGS_COLLECTION,
  OPERATOR_AUDIT_SCOPE,
} from '#shared/model/audit-log.js';
import type { AuditFilters, AuditPageRequest } from '../audit-log-params';

/** One entry as the screen reads it (the functions write it: functions/src/audit/). */
const auditEntrySchema = z.object({
  at: z.date(),
  brandId: z.nullable(z.string()),
  actor: z.object({
    type: z.string(),
    uid: z.nullable(z.string()),
    name: z.string(),
  }),
  action: z.string(),
  kind: z.string(),
  document: z.string(),
  fields: z.array(z.string()),
  changes: z.array(
    z.object({
      field: z.string(),
      before: z.nullable(z.string()),
      after: z.nullable(z.string()),
    }),
  ),
  via: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema> & { id: string };

/** Whose log: one brand's (its staff), or every log at once (operator-wide staff). */
export type AuditSource = { kind: 'brand'; brandId: string } | { kind: 'all' };

function readEntry(row: QueryDocumentSnapshot): AuditLogEntry {
  const data = row.data();
  const at: unknown = data['at'];
  const parsed = auditEntrySchema.parse({
    ...data,
    at:
      typeof at === 'object' && at !== null && 'toDate' in at
        ? (at as { toDate(): Date }).toDate()
        : at,
  });
  return { ...parsed, id: row.id };
}

/**
 * The filters as a query, newest first: equality on the writer (`actor.uid`), the kind, the
 * action and the document, a range on `at` (Japanese days). Each equality filter has its
 * composite index with `at` (firestore.indexes.json); Firestore merges them for combinations.
 */
export function auditQuery(db: Firestore, source: AuditSource, filters: AuditFilters): Query {
  const constraints = [
    ...(source.kind === 'all' && filters.brand !== ''
      ? [where('brandId', '==', filters.brand === OPERATOR_AUDIT_SCOPE ? null : filters.brand)]
      : []),
    ...equalityFilters({
      'actor.uid': filters.person,
      kind: filters.kind,
      action: filters.action,
      document: filters.document,
    }),
    ...japanDaysFilter('at', filters.from, filters.to),
  ];
  const base =
    source.kind === 'brand'
      ? collection(db, AUDIT_LOGS_COLLECTION, source.brandId, AUDIT_ENTRIES)
      : collectionGroup(db, AUDIT_ENTRIES);
  return query(base, ...constraints);
}

/** One page of the log and how many entries the filters find (limit + cursor, a count). */
export function getAuditPage(
  db: Firestore,
  source: AuditSource,
  request: AuditPageRequest,
): Promise<ServerPage<AuditLogEntry>> {
  return readServerPage(auditQuery(db, source, request.filters), 'at', request, readEntry, {
    collectionGroup: source.kind === 'all',
  });
}

/** Every entry the filters find (for the CSV), up to 10,000. */
export function getAllAuditEntries(source: AuditSource, filters: AuditFilters) {
  return readAllRows(auditQuery(firestore, source, filters), 'at', readEntry);
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  page: (source: AuditSource, request: AuditPageRequest) =>
    ['admin', 'audit', source, request] as const,
};

export const auditPageQuery = (source: AuditSource, request: AuditPageRequest) =>
  queryOptions({
    queryKey: auditKeys.page(source, request),
    queryFn: () => getAuditPage(firestore, source, request),
  });
