import type { DocumentData } from 'firebase-admin/firestore';

/**
 * 監査ログ (issue 29, item 4): one entry per write to brand or operator data, written by the
 * server only (audit-triggers.ts, the identity-document API, resendMail). docs/data-model.md,
 * `auditLogs/{scope}/entries/{id}`.
 */

import type { AuditAction, AuditActorType } from '#shared/model/audit-log.js';
export {
  AUDIT_ENTRIES,
  AUDIT_LOGS_COLLECTION,
  OPERATOR_AUDIT_SCOPE,
  auditActions,
  auditActorTypes,
  auditKindLabels,
  type AuditAction,
  type AuditActorType,
} from '#shared/model/audit-log.js';
import {
  AUDIT_ENTRIES,
  AUDIT_LOGS_COLLECTION,
  OPERATOR_AUDIT_SCOPE,
} from '#shared/model/audit-log.js';

export type AuditActor = { type: AuditActorType; uid: string | null; name: string };

/** One changed field: shown values (short text), null where the field is absent. */
export type AuditChange = { field: string; before: string | null; after: string | null };

export type AuditEntry = {
  at: Date;
  brandId: string | null;
  actor: AuditActor;
  action: AuditAction;
  /** What kind of document (space, asset, bill, …; auditKinds). */
  kind: string;
  /** The document's path (`brands/b/assets/a/spaces/s`), or the file's for a view. */
  document: string;
  /** Every changed field path (top level, and one level into maps). */
  fields: string[];
  /** The changes with their values, for up to MAX_SHOWN_CHANGES fields. */
  changes: AuditChange[];
  /** Where it came from: `app` (a signed-in browser), `function`, or the API / callable name. */
  via: string;
};

/** What a write is about: which log, which kind, which brand. */
export type AuditTarget = { scope: string; brandId: string | null; kind: string };

/** Brand subcollections and their kind; any other is not logged (bookkeeping, job records). */
const brandCollections: Readonly<Record<string, string>> = {
  pages: 'page',
  faqs: 'faq',
  notices: 'notice',
  assets: 'asset',
  members: 'member',
  applications: 'application',
  contacts: 'contact',
  viewingRequests: 'viewingRequest',
  mailTemplates: 'mailTemplate',
  bills: 'bill',
  credits: 'credit',
  statementLines: 'statementLine',
  statementImports: 'statementImport',
  debitAccounts: 'debitAccount',
  debitRequests: 'debitRequest',
  debitItems: 'debitItem',
  debitImports: 'debitImport',
  settings: 'settings',
};

/** Documents two levels below a brand: `assets/{a}/spaces/{s}`, the request threads. */
const brandNested: Readonly<Record<string, string>> = {
  'assets/spaces': 'space',
  'contacts/thread': 'contactThread',
  'viewingRequests/thread': 'viewingRequestThread',
};

/** Operator-wide collections (the top-level log). */
const operatorCollections: Readonly<Record<string, string>> = {
  site: 'sitePage',
  notices: 'siteNotice',
  faqs: 'siteFaq',
  routeRules: 'routeRule',
  devices: 'device',
  adminGrants: 'grant',
  staff: 'staffDirectory',
};

/**
 * Which log a document path belongs to, or null for paths not logged (the log itself, mail,
 * search copies, counters, job records, password-reset requests, page versions).
 */
export function auditTargetOf(path: string): AuditTarget | null {
  const parts = path.split('/');
  if (parts[0] === 'brands' && parts[1] !== undefined) {
    const brandId = parts[1];
    const brand = { scope: brandId, brandId };
    if (parts.length === 2) return { ...brand, kind: 'brand' };
    if (parts.length === 4) {
      const kind = brandCollections[parts[2] as string];
      return kind === undefined ? null : { ...brand, kind };
    }
    if (parts.length === 6) {
      const kind = brandNested[`${parts[2]}/${parts[4]}`];
      return kind === undefined ? null : { ...brand, kind };
    }
    return null;
  }
  if (parts.length === 2) {
    const kind = operatorCollections[parts[0] as string];
    return kind === undefined ? null : { scope: OPERATOR_AUDIT_SCOPE, brandId: null, kind };
  }
  return null;
}

/** Fields every save rewrites: not a change worth a line. */
const IGNORED_FIELDS = new Set(['updatedAt', 'updatedBy']);
/** Lines with values per entry; further changed fields are only named. */
export const MAX_SHOWN_CHANGES = 30;
/** Field names per entry (a document has fewer in practice). */
export const MAX_FIELDS = 200;
/** Longer values are cut (an entry stays small; a page's body is not copied into the log). */
export const MAX_VALUE_LENGTH = 200;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A Firestore value as short text: numbers, text, dates, and JSON for lists and maps. */
export function showValue(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return 'null';
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const toDate = (value as { toDate?: unknown }).toDate;
    if (typeof toDate === 'function') return (toDate.call(value) as Date).toISOString();
    const path = (value as { path?: unknown }).path;
    if (typeof path === 'string' && !isPlainObject(value)) return path;
    if (value instanceof Uint8Array) return `(${value.length} bytes)`;
  }
  try {
    return cut(JSON.stringify(value, (_key, inner: unknown) => normalise(inner)));
  } catch {
    return '(値)';
  }
}

function normalise(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) {
    const toDate = (value as { toDate?: unknown }).toDate;
    if (typeof toDate === 'function') return (toDate.call(value) as Date).toISOString();
  }
  return value;
}

function cut(text: string): string {
  return text.length <= MAX_VALUE_LENGTH ? text : `${text.slice(0, MAX_VALUE_LENGTH - 1)}…`;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  const isEqual = (a as { isEqual?: unknown }).isEqual;
  if (typeof isEqual === 'function') {
    try {
      return Boolean(isEqual.call(a, b));
    } catch {
      return false;
    }
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The changed fields of a write: top-level fields, and for a map present on both sides its
 * changed keys (`price.monthly`), so a space's price change reads as that field with its two
 * values. A create lists what was written; a delete what was there.
 */
export function diffFields(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): AuditChange[] {
  const changes: AuditChange[] = [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key)) continue;
    const a: unknown = before?.[key];
    const b: unknown = after?.[key];
    if (same(a, b)) continue;
    if (isPlainObject(a) && isPlainObject(b)) {
      const inner = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
      for (const innerKey of inner) {
        if (same(a[innerKey], b[innerKey])) continue;
        changes.push({
          field: `${key}.${innerKey}`,
          before: showValue(a[innerKey]),
          after: showValue(b[innerKey]),
        });
      }
      continue;
    }
    changes.push({ field: key, before: showValue(a), after: showValue(b) });
  }
  return changes;
}

export function actionOf(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): AuditAction {
  if (before === undefined) return 'create';
  if (after === undefined) return 'delete';
  return 'update';
}

/**
 * The entry for one document write, or null when nothing worth a line changed (only
 * updatedAt, say). Values (before → after) for updates only.
 */
export function writeEntry(input: {
  path: string;
  target: AuditTarget;
  at: Date;
  actor: AuditActor;
  via: string;
  before: DocumentData | undefined;
  after: DocumentData | undefined;
}): AuditEntry | null {
  const { before, after } = input;
  const all = diffFields(before, after);
  const action = actionOf(before, after);
  if (all.length === 0 && action === 'update') return null;
  return {
    at: input.at,
    brandId: input.target.brandId,
    actor: input.actor,
    action,
    kind: input.target.kind,
    document: input.path,
    fields: all.map((change) => change.field).slice(0, MAX_FIELDS),
    // Values only for updates: a create or a delete names its fields, it does not copy the
    // whole document (a member's address, a page's body) into the log.
    changes: action === 'update' ? all.slice(0, MAX_SHOWN_CHANGES) : [],
    via: input.via,
  };
}

/** The Firestore path of an entry. */
export function auditEntryPath(scope: string, id: string): string {
  return `${AUDIT_LOGS_COLLECTION}/${scope}/${AUDIT_ENTRIES}/${id}`;
}
