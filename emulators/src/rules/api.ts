/**
 * The contract between the rules engine (emulators/src/rules) and the two servers
 * (emulators/src/firestore, emulators/src/storage). Documents and values travel in the
 * Firestore REST JSON shape (the wire format the SDKs speak), so the servers never need the
 * engine's internal value model and the engine never needs the store's.
 */

/** A Firestore REST `Value` (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string } // 'NaN' | 'Infinity' | '-Infinity' may arrive as strings
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string } // base64
  | { referenceValue: string } // projects/{p}/databases/{d}/documents/...
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

/** A Firestore REST `Document`; `name` is the full resource name. */
export interface RestDocument {
  name: string; // projects/{p}/databases/(default)/documents/brands/b1
  fields?: Record<string, RestValue>;
  createTime?: string;
  updateTime?: string;
}

/** Firestore REST `StructuredQuery` as received by :runQuery (only the parts rules look at). */
export interface RestStructuredQuery {
  from?: { collectionId: string; allDescendants?: boolean }[];
  where?: unknown; // Filter: fieldFilter | compositeFilter | unaryFilter, REST JSON
  orderBy?: { field: { fieldPath: string }; direction?: string }[];
  startAt?: unknown;
  endAt?: unknown;
  offset?: number;
  limit?: number | { value: number };
}

/** Storage object metadata as the Storage rules see `resource` / `request.resource`. */
export interface StorageObjectResource {
  bucket: string;
  name: string; // object path, e.g. brands/b1/hero.jpg
  size: number;
  contentType: string;
  metadata: Record<string, string>;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  generation?: string;
  metageneration?: string;
  timeCreated: Date;
  updated: Date;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
}

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RulesAuth {
  uid: string;
  /** Decoded ID-token claims (email, email_verified, firebase{sign_in_provider}, custom claims...). */
  token: Record<string, unknown>;
}

export interface RulesTime {
  seconds: number;
  nanos: number;
}

export interface FirestoreRulesRequest {
  service: 'cloud.firestore';
  /** Document path below `/databases/(default)/documents`, e.g. `brands/b1/assets/a1`. */
  path: string;
  database?: string; // defaults to '(default)'
  method: RulesMethod;
  auth: RulesAuth | null;
  time: RulesTime;
  /** Post-write state for create/update (request.resource). */
  requestResource?: RestDocument;
  /** Current stored document (resource) for get/update/delete; null when absent. */
  resource: RestDocument | null;
  /** For list: the query as sent (rules are judged from it, never from the matching documents). */
  query?: RestStructuredQuery;
}

export interface StorageRulesRequest {
  service: 'firebase.storage';
  bucket: string;
  /** Object path, e.g. `brands/b1/hero.jpg`; for list, the prefix being listed. */
  path: string;
  method: RulesMethod;
  auth: RulesAuth | null;
  time: RulesTime;
  requestResource?: StorageObjectResource;
  resource: StorageObjectResource | null;
  /**
   * For list: the listing returns objects at any depth below the prefix (no '/' delimiter), so
   * only a match ending in a recursive wildcard can grant it.
   */
  anyDepth?: boolean;
}

export interface FirestoreLookup {
  /** State before the request (get/exists). Path below `/databases/(default)/documents`. */
  get(path: string): RestDocument | null | Promise<RestDocument | null>;
  /** State as if the whole batch/transaction had committed (getAfter/existsAfter). */
  getAfter?(path: string): RestDocument | null | Promise<RestDocument | null>;
}

export interface AccessBudget {
  /** Documented limit: 10 for single-document requests and queries, 20 for batches/transactions. */
  max: number;
  used: number;
}

export interface EvaluationContext {
  firestore: FirestoreLookup;
  /** Shared across every write of one batch so the batch limit holds. */
  budget?: AccessBudget;
}

export interface Decision {
  allowed: boolean;
  /** Why: the rule (match path, `allow` line) and the expression that was false or errored. */
  reason: string;
}

export interface RulesSyntaxIssue {
  line: number;
  column: number;
  message: string;
}

export interface Ruleset {
  readonly service: 'cloud.firestore' | 'firebase.storage';
  readonly source: string;
  evaluate(
    request: FirestoreRulesRequest | StorageRulesRequest,
    context: EvaluationContext,
  ): Promise<Decision>;
}

/** Implemented by emulators/src/rules/index.ts. Throws RulesSyntaxError (with issues) on bad rules. */
export type CompileRules = (source: string, fileName?: string) => Ruleset;
