import { randomBytes } from 'node:crypto';
import type {
  AccessBudget,
  FirestoreLookup,
  FirestoreRulesRequest,
  RestDocument,
  RestValue,
  RulesMethod,
  RulesTime,
} from '../rules/api.js';
import { ApiError, GRPC_CODE, invalidArgument } from './api-error.js';
import type { Caller } from './caller.js';
import type { DocumentChange } from './document-change.js';
import { DocumentStore } from './document-store.js';
import type { StoredDocument } from './document-store.js';
import { asArray, asInt32, asObject, asString } from './json-shape.js';
import { documentsRoot, formatFieldPath, parseFieldPath, parseResourceName } from './paths.js';
import type { RulesHost } from './rules-host.js';
import { executeQuery, parseStructuredQuery } from './structured-query.js';
import type { ParsedQuery } from './structured-query.js';
import type { Instant } from './timestamps.js';
import { CommitClock, formatTimestamp, normalizeTimestamp } from './timestamps.js';
import type { Fields } from './values.js';
import { getField, parseFields, setField, toNumber, isNaNValue } from './values.js';
import { applyWrite, parseWrite } from './writes.js';
import type { AppliedWrite, ParsedWrite } from './writes.js';

/** Documented access-call limits: 10 for single-document requests and queries, 20 for batches. */
const SINGLE_BUDGET = 10;
const BATCH_BUDGET = 20;
const MAX_WRITES = 500; // documented: at most 500 writes in one commit / WriteBatch
const TRANSACTION_IDLE_MS = 270_000; // documented: a transaction expires after 270 s idle

interface Database {
  projectId: string;
  database: string;
  root: string;
  store: DocumentStore;
  /** Commits run one at a time (rules evaluation is async), so a commit sees a stable store. */
  queue: Promise<unknown>;
}

interface Transaction {
  databaseKey: string;
  /** Date.now() of the last use; idle transactions expire like Firestore's (270 s). */
  lastUsed: number;
  readOnly: boolean;
  /** Documents read and their updateTime then (null: absent); commit aborts if any changed. */
  reads: Map<string, string | null>;
}

function toRulesTime(instant: Instant): RulesTime {
  return { seconds: instant.seconds, nanos: instant.nanos };
}

function now(): Instant {
  const ms = Date.now();
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 };
}

function applyMask(doc: StoredDocument, mask: string[][] | null): StoredDocument {
  if (!mask) return doc;
  let fields: Fields = {};
  for (const path of mask) {
    const value = getField(doc.fields, path);
    if (value !== undefined) fields = setField(fields, path, value);
  }
  return { ...doc, fields };
}

function parseMask(raw: unknown, where: string): string[][] | null {
  if (raw === undefined || raw === null) return null;
  const body = asObject(raw, where, ['fieldPaths']);
  return asArray(body.fieldPaths, `${where}.fieldPaths`).map((p, i) =>
    parseFieldPath(asString(p, `${where}.fieldPaths[${i}]`), `${where}.fieldPaths[${i}]`),
  );
}

/** Strips a rules lookup path down to the part below `/documents`. */
function lookupPath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/^projects\/[^/]+\//, '')
    .replace(/^databases\/[^/]+\/documents\/?/, '');
}

export interface CommitOutcome {
  writeResults: { updateTime?: string; transformResults?: RestValue[] }[];
  commitTime: string;
}

/**
 * The Firestore semantics behind the HTTP surface: stores per project/database, rules checks,
 * atomic commits, transactions, queries and aggregations. Request bodies arrive as parsed JSON
 * and are validated here; every failure is an ApiError.
 */
export class FirestoreService {
  private readonly databases = new Map<string, Database>();
  private readonly transactions = new Map<string, Transaction>();
  private readonly clock = new CommitClock();
  private readonly rules: RulesHost;
  private readonly onCommitted: ((changes: DocumentChange[]) => void) | undefined;
  /** Queries scan every document of their collections instead of using the field indexes. */
  private readonly scan: boolean;

  /**
   * `onCommitted` hears of every commit once it is in the store (triggers): never for a denied,
   * failed or aborted one. Imports and clears are not commits. `queryIndexes: false` answers
   * queries by scanning (the reference the index tests compare with).
   */
  constructor(
    rules: RulesHost,
    onCommitted?: (changes: DocumentChange[]) => void,
    { queryIndexes = true }: { queryIndexes?: boolean } = {},
  ) {
    this.rules = rules;
    this.onCommitted = onCommitted;
    this.scan = !queryIndexes;
  }

  database(projectId: string, database: string): Database {
    const key = `${projectId}/${database}`;
    let db = this.databases.get(key);
    if (!db) {
      const root = documentsRoot(projectId, database);
      db = { projectId, database, root, store: new DocumentStore(root), queue: Promise.resolve() };
      this.databases.set(key, db);
    }
    return db;
  }

  allDatabases(): Database[] {
    return [...this.databases.values()];
  }

  clear(projectId?: string): void {
    for (const [key, db] of this.databases) {
      if (projectId === undefined || db.projectId === projectId) {
        db.store.clear();
        for (const [id, tx] of this.transactions)
          if (tx.databaseKey === key) this.transactions.delete(id);
      }
    }
  }

  /** firestore.get / exists for other services (Storage rules): the stored state, rules bypassed. */
  lookup(projectId: string): FirestoreLookup {
    return {
      get: (path: string) => this.database(projectId, '(default)').store.get(lookupPath(path)),
    };
  }

  // ---- rules

  private async authorize(
    db: Database,
    caller: Caller,
    /** `label` is appended to a denial, e.g. which write of a batch. */
    requests: { request: FirestoreRulesRequest; label: string }[],
    budget: AccessBudget,
    getAfter?: (path: string) => RestDocument | null,
  ): Promise<void> {
    if (caller.kind === 'owner') return;
    const ruleset = this.rules.rulesetFor(db.projectId);
    if (!ruleset) return;
    const firestore: FirestoreLookup = { get: (path) => db.store.get(lookupPath(path)) };
    if (getAfter) firestore.getAfter = (path) => getAfter(lookupPath(path));
    for (const { request, label } of requests) {
      let decision;
      try {
        decision = await ruleset.evaluate(request, { firestore, budget });
      } catch (error) {
        decision = {
          allowed: false,
          reason: `rules evaluation failed: ${(error as Error).message}`,
        };
      }
      if (!decision.allowed) {
        throw new ApiError(
          'PERMISSION_DENIED',
          `Missing or insufficient permissions. ${decision.reason}${label}`,
        );
      }
    }
  }

  private rulesRequest(
    db: Database,
    caller: Caller,
    method: RulesMethod,
    path: string,
    time: Instant,
    extra: Partial<FirestoreRulesRequest> = {},
  ): FirestoreRulesRequest {
    return {
      service: 'cloud.firestore',
      path,
      database: db.database,
      method,
      auth: caller.kind === 'user' ? caller.auth : null,
      time: toRulesTime(time),
      resource: null,
      ...extra,
    };
  }

  // ---- transactions

  private newTransaction(db: Database, raw: unknown, where: string): string {
    const options = asObject(raw ?? {}, where, ['readOnly', 'readWrite']);
    if (options.readOnly !== undefined)
      asObject(options.readOnly, `${where}.readOnly`, ['readTime']);
    if (options.readWrite !== undefined)
      asObject(options.readWrite, `${where}.readWrite`, ['retryTransaction']);
    const id = randomBytes(16).toString('base64');
    const time = Date.now();
    for (const [other, tx] of this.transactions)
      if (time - tx.lastUsed > TRANSACTION_IDLE_MS) this.transactions.delete(other);
    this.transactions.set(id, {
      databaseKey: `${db.projectId}/${db.database}`,
      lastUsed: time,
      readOnly: options.readOnly !== undefined,
      reads: new Map(),
    });
    return id;
  }

  private transaction(db: Database, raw: unknown, where: string): [string, Transaction] {
    const id = asString(raw, where);
    const tx = this.transactions.get(id);
    if (
      !tx ||
      tx.databaseKey !== `${db.projectId}/${db.database}` ||
      Date.now() - tx.lastUsed > TRANSACTION_IDLE_MS
    ) {
      this.transactions.delete(id);
      throw invalidArgument(
        `The referenced transaction has expired or is no longer valid (${where}).`,
      );
    }
    tx.lastUsed = Date.now();
    return [id, tx];
  }

  /** Resolves `transaction` / `newTransaction` of a read request. */
  private readTransaction(
    db: Database,
    body: Record<string, unknown>,
  ): { tx: Transaction | null; newId: string | null } {
    if (body.transaction !== undefined && body.newTransaction !== undefined) {
      throw invalidArgument('Set at most one of transaction and newTransaction.');
    }
    if (body.readTime !== undefined)
      normalizeTimestamp(asString(body.readTime, 'readTime'), 'readTime');
    if (body.transaction !== undefined)
      return { tx: this.transaction(db, body.transaction, 'transaction')[1], newId: null };
    if (body.newTransaction !== undefined) {
      const newId = this.newTransaction(db, body.newTransaction, 'newTransaction');
      return { tx: this.transactions.get(newId) as Transaction, newId };
    }
    return { tx: null, newId: null };
  }

  beginTransaction(db: Database, body: unknown): { transaction: string } {
    const request = asObject(body ?? {}, 'request', ['options', 'database']);
    return { transaction: this.newTransaction(db, request.options, 'options') };
  }

  rollback(db: Database, body: unknown): Record<string, never> {
    const request = asObject(body, 'request', ['transaction', 'database']);
    const [id] = this.transaction(db, request.transaction, 'transaction');
    this.transactions.delete(id);
    return {};
  }

  // ---- reads

  async batchGet(db: Database, caller: Caller, body: unknown): Promise<unknown[]> {
    const request = asObject(body, 'request', [
      'documents',
      'mask',
      'transaction',
      'newTransaction',
      'readTime',
      'database',
    ]);
    const names = asArray(request.documents, 'documents').map((n, i) =>
      asString(n, `documents[${i}]`),
    );
    const paths = names.map((name, i) => {
      const parsed = parseResourceName(name, `documents[${i}]`, 'document');
      if (!name.startsWith(db.root + '/'))
        throw invalidArgument(`documents[${i}]: "${name}" is not in ${db.root}.`);
      return parsed.segments.join('/');
    });
    const mask = parseMask(request.mask, 'mask');
    const { tx, newId } = this.readTransaction(db, request);
    const time = now();
    const docs = paths.map((p) => db.store.get(p));
    await this.authorize(
      db,
      caller,
      paths.map((path, i) => ({
        request: this.rulesRequest(db, caller, 'get', path, time, { resource: docs[i] ?? null }),
        label: paths.length > 1 ? ` (documents[${i}])` : '',
      })),
      { max: paths.length > 1 ? BATCH_BUDGET : SINGLE_BUDGET, used: 0 },
    );
    const readTime = formatTimestamp(time);
    const out: Record<string, unknown>[] = docs.map((doc, i) => {
      if (tx) recordRead(tx, paths[i] as string, doc?.updateTime ?? null);
      return doc ? { found: applyMask(doc, mask), readTime } : { missing: names[i], readTime };
    });
    if (newId) {
      if (out.length === 0) out.push({ readTime });
      (out[0] as Record<string, unknown>).transaction = newId;
    }
    return out;
  }

  private async authorizeQuery(db: Database, caller: Caller, query: ParsedQuery): Promise<void> {
    const path = query.parent === '' ? query.collectionId : `${query.parent}/${query.collectionId}`;
    await this.authorize(
      db,
      caller,
      [
        {
          request: this.rulesRequest(db, caller, 'list', path, now(), { query: query.raw }),
          label: query.allDescendants ? ' (collection group query)' : '',
        },
      ],
      { max: SINGLE_BUDGET, used: 0 },
    );
  }

  async runQuery(
    db: Database,
    caller: Caller,
    parentSegments: string[],
    body: unknown,
  ): Promise<unknown[]> {
    const request = asObject(body, 'request', [
      'structuredQuery',
      'transaction',
      'newTransaction',
      'readTime',
      'explainOptions',
      'parent',
    ]);
    if (request.structuredQuery === undefined)
      throw invalidArgument('structuredQuery is required.');
    rejectExplain(request);
    const query = parseStructuredQuery(request.structuredQuery, parentSegments.join('/'));
    const { tx, newId } = this.readTransaction(db, request);
    await this.authorizeQuery(db, caller, query);
    const docs = executeQuery(db.store, query, { scan: this.scan });
    const readTime = formatTimestamp(now());
    const out: Record<string, unknown>[] = docs.map((document) => {
      if (tx) recordRead(tx, document.name.slice(db.root.length + 1), document.updateTime);
      return { document, readTime };
    });
    if (out.length === 0) out.push({ readTime });
    if (newId) (out[0] as Record<string, unknown>).transaction = newId;
    return out;
  }

  async runAggregationQuery(
    db: Database,
    caller: Caller,
    parentSegments: string[],
    body: unknown,
  ): Promise<unknown[]> {
    const request = asObject(body, 'request', [
      'structuredAggregationQuery',
      'transaction',
      'newTransaction',
      'readTime',
      'explainOptions',
      'parent',
    ]);
    const aggregation = asObject(request.structuredAggregationQuery, 'structuredAggregationQuery', [
      'structuredQuery',
      'aggregations',
    ]);
    if (aggregation.structuredQuery === undefined)
      throw invalidArgument('structuredAggregationQuery.structuredQuery is required.');
    rejectExplain(request);
    const query = parseStructuredQuery(
      aggregation.structuredQuery,
      parentSegments.join('/'),
      'structuredAggregationQuery.structuredQuery',
    );
    const specs = asArray(aggregation.aggregations, 'structuredAggregationQuery.aggregations');
    if (specs.length === 0 || specs.length > 5) {
      throw invalidArgument(
        'structuredAggregationQuery.aggregations: between 1 and 5 aggregations are supported.',
      );
    }
    const { newId } = this.readTransaction(db, request);
    await this.authorizeQuery(db, caller, query);
    // Counting needs the matches, not their order; a sum or average adds them up in query order
    // (floating-point sums depend on it), as before the indexes.
    const countOnly = specs.every(
      (raw) => typeof raw === 'object' && raw !== null && 'count' in raw && !('sum' in raw),
    );
    const matched = executeQuery(
      db.store,
      { ...query, projection: null },
      { scan: this.scan, unordered: countOnly },
    );
    // Firestore runs an aggregation query with sum or avg over the documents that have every
    // field summed or averaged (of any type), as if ordered by each: one lacking a field is left
    // out of every aggregation of the request, count() included (the SDK's suite checks it).
    const aggregatedPaths = specs.flatMap((raw) => {
      if (typeof raw !== 'object' || raw === null) return [];
      const spec = raw as Record<string, unknown>;
      const inner = spec['sum'] ?? spec['avg'];
      if (typeof inner !== 'object' || inner === null) return [];
      const field = (inner as Record<string, unknown>)['field'];
      if (typeof field !== 'object' || field === null) return [];
      const fieldPath = (field as Record<string, unknown>)['fieldPath'];
      if (typeof fieldPath !== 'string') return [];
      try {
        return [parseFieldPath(fieldPath, 'fieldPath')];
      } catch {
        return []; // the aggregation's own check below names it
      }
    });
    const docs = matched.filter((doc) =>
      aggregatedPaths.every((path) => getField(doc.fields, path) !== undefined),
    );
    const aggregateFields: Record<string, RestValue> = {};
    specs.forEach((raw, i) => {
      const where = `structuredAggregationQuery.aggregations[${i}]`;
      const spec = asObject(raw, where, ['alias', 'count', 'sum', 'avg']);
      const alias =
        spec.alias === undefined ? `field_${i + 1}` : asString(spec.alias, `${where}.alias`);
      if (alias in aggregateFields)
        throw invalidArgument(`${where}.alias: "${alias}" is used twice.`);
      const kinds = ['count', 'sum', 'avg'].filter((k) => spec[k] !== undefined);
      if (kinds.length !== 1)
        throw invalidArgument(`${where}: exactly one of count, sum, avg is required.`);
      if (spec.count !== undefined) {
        const count = asObject(spec.count, `${where}.count`, ['upTo']);
        const upTo =
          count.upTo === undefined ? Infinity : asInt32(count.upTo, `${where}.count.upTo`);
        // AggregationQuery.Aggregation.Count.up_to: "Must be greater than zero when present."
        if (upTo <= 0)
          throw invalidArgument(`${where}.count.upTo: must be greater than zero, got ${upTo}.`);
        aggregateFields[alias] = { integerValue: String(Math.min(docs.length, upTo)) };
        return;
      }
      const kind = spec.sum !== undefined ? 'sum' : 'avg';
      const fieldSpec = asObject(spec[kind], `${where}.${kind}`, ['field']);
      const fieldRef = asObject(fieldSpec.field, `${where}.${kind}.field`, ['fieldPath']);
      const path = parseFieldPath(
        asString(fieldRef.fieldPath, `${where}.${kind}.field.fieldPath`),
        `${where}.${kind}.field.fieldPath`,
      );
      // Documented: sum/avg ignore non-numeric values; sum stays an integer while every value is an
      // integer and it does not overflow; avg is always a double, null when nothing is numeric.
      let intSum = 0n;
      let doubleSum = 0;
      let allInts = true;
      let numeric = 0;
      for (const doc of docs) {
        const value = getField(doc.fields, path);
        if (value === undefined || !('integerValue' in value || 'doubleValue' in value)) continue;
        numeric++;
        if ('integerValue' in value) intSum += BigInt(value.integerValue);
        else allInts = false;
        doubleSum += toNumber(value);
        if (isNaNValue(value)) doubleSum = Number.NaN;
      }
      if (kind === 'sum') {
        const fits = intSum >= -(2n ** 63n) && intSum <= 2n ** 63n - 1n;
        aggregateFields[alias] =
          allInts && fits
            ? { integerValue: intSum.toString() }
            : { doubleValue: encodeDouble(doubleSum) };
      } else {
        aggregateFields[alias] =
          numeric === 0 ? { nullValue: null } : { doubleValue: encodeDouble(doubleSum / numeric) };
      }
    });
    const result: Record<string, unknown> = {
      result: { aggregateFields },
      readTime: formatTimestamp(now()),
    };
    if (newId) result.transaction = newId;
    return [result];
  }

  async getDocument(
    db: Database,
    caller: Caller,
    segments: string[],
    params: URLSearchParams,
  ): Promise<StoredDocument> {
    const path = segments.join('/');
    const mask = params.has('mask.fieldPaths')
      ? params.getAll('mask.fieldPaths').map((p, i) => parseFieldPath(p, `mask.fieldPaths[${i}]`))
      : null;
    const doc = db.store.get(path);
    await this.authorize(
      db,
      caller,
      [
        {
          request: this.rulesRequest(db, caller, 'get', path, now(), { resource: doc }),
          label: '',
        },
      ],
      { max: SINGLE_BUDGET, used: 0 },
    );
    if (!doc) throw new ApiError('NOT_FOUND', `Document "${db.root}/${path}" not found.`);
    return applyMask(doc, mask);
  }

  async listDocuments(
    db: Database,
    caller: Caller,
    segments: string[],
    params: URLSearchParams,
  ): Promise<unknown> {
    const collection = segments.join('/');
    const collectionId = segments[segments.length - 1] as string;
    const parent = segments.slice(0, -1).join('/');
    const query = parseStructuredQuery({ from: [{ collectionId }] }, parent);
    const showMissing = params.get('showMissing') === 'true';
    // Missing documents are not what a list rule judges (every document it allows exists), so
    // their names are only for privileged callers, like listCollectionIds.
    if (showMissing && caller.kind !== 'owner' && this.rules.rulesetFor(db.projectId)) {
      throw new ApiError(
        'PERMISSION_DENIED',
        'Missing or insufficient permissions: showMissing is only available to privileged callers.',
      );
    }
    await this.authorizeQuery(db, caller, query);
    const mask = params.has('mask.fieldPaths')
      ? params.getAll('mask.fieldPaths').map((p, i) => parseFieldPath(p, `mask.fieldPaths[${i}]`))
      : null;
    const pageSize = params.has('pageSize') ? asInt32(params.get('pageSize'), 'pageSize') : 0;
    const start = params.get('pageToken')
      ? Number(Buffer.from(params.get('pageToken') as string, 'base64url').toString())
      : 0;
    if (!Number.isInteger(start) || start < 0) throw invalidArgument('pageToken is not valid.');
    const entries = db.store.listDocumentIds(collection, showMissing);
    const end = pageSize > 0 ? start + pageSize : entries.length;
    const documents = entries.slice(start, end).map(({ id, exists }) => {
      const doc = exists ? db.store.get(`${collection}/${id}`) : null;
      return doc ? applyMask(doc, mask) : { name: `${db.root}/${collection}/${id}` };
    });
    const out: Record<string, unknown> = { documents };
    if (end < entries.length) out.nextPageToken = Buffer.from(String(end)).toString('base64url');
    return out;
  }

  listCollectionIds(
    db: Database,
    caller: Caller,
    parentSegments: string[],
    body: unknown,
  ): unknown {
    const request = asObject(body ?? {}, 'request', [
      'pageSize',
      'pageToken',
      'readTime',
      'parent',
    ]);
    // Firestore serves ListCollectionIds to privileged (server) callers only.
    if (caller.kind !== 'owner' && this.rules.rulesetFor(db.projectId)) {
      throw new ApiError(
        'PERMISSION_DENIED',
        'Missing or insufficient permissions: listCollectionIds is only available to privileged callers.',
      );
    }
    const ids = db.store.listCollectionIds(parentSegments.join('/'));
    const pageSize = request.pageSize === undefined ? 0 : asInt32(request.pageSize, 'pageSize');
    const start = request.pageToken
      ? Number(Buffer.from(asString(request.pageToken, 'pageToken'), 'base64url').toString())
      : 0;
    if (!Number.isInteger(start) || start < 0) throw invalidArgument('pageToken is not valid.');
    const end = pageSize > 0 ? start + pageSize : ids.length;
    const out: Record<string, unknown> = { collectionIds: ids.slice(start, end) };
    if (end < ids.length) out.nextPageToken = Buffer.from(String(end)).toString('base64url');
    return out;
  }

  // ---- writes

  private exclusive<T>(db: Database, work: () => Promise<T>): Promise<T> {
    const run = db.queue.then(work, work);
    db.queue = run.catch(() => undefined);
    return run;
  }

  /** Applies writes in order on an overlay; nothing reaches the store unless all pass. */
  private stage(
    db: Database,
    writes: ParsedWrite[],
    time: Instant,
  ): { applied: AppliedWrite[]; overlay: Map<string, StoredDocument | null> } {
    const overlay = new Map<string, StoredDocument | null>();
    const commitTime = formatTimestamp(time);
    const applied = writes.map((write, i) => {
      const current = overlay.has(write.path)
        ? (overlay.get(write.path) ?? null)
        : db.store.get(write.path);
      try {
        const result = applyWrite(write, current, commitTime);
        if (write.kind !== 'verify') overlay.set(write.path, result.after);
        return result;
      } catch (error) {
        if (error instanceof ApiError && writes.length > 1) {
          throw new ApiError(error.status, `${error.message} (writes[${i}])`);
        }
        throw error;
      }
    });
    return { applied, overlay };
  }

  private writeRequests(
    db: Database,
    caller: Caller,
    writes: ParsedWrite[],
    applied: AppliedWrite[],
    time: Instant,
  ) {
    const requests: { request: FirestoreRulesRequest; label: string }[] = [];
    writes.forEach((write, i) => {
      if (write.kind === 'verify') return;
      const { before, after } = applied[i] as AppliedWrite;
      const method: RulesMethod = write.kind === 'delete' ? 'delete' : before ? 'update' : 'create';
      const extra: Partial<FirestoreRulesRequest> = { resource: before };
      if (after) extra.requestResource = after;
      requests.push({
        request: this.rulesRequest(db, caller, method, write.path, time, extra),
        label: writes.length > 1 ? ` (writes[${i}])` : '',
      });
    });
    return requests;
  }

  private writeResult(write: ParsedWrite, result: AppliedWrite, commitTime: string) {
    const out: { updateTime?: string; transformResults?: RestValue[] } = {};
    if (write.kind !== 'delete') out.updateTime = result.after?.updateTime ?? commitTime;
    if (write.transforms.length > 0) out.transformResults = result.transformResults;
    return out;
  }

  /** Commits writes atomically; rules see the batch's post-state through getAfter. */
  commitWrites(
    db: Database,
    caller: Caller,
    writes: ParsedWrite[],
    transactionId?: string,
  ): Promise<CommitOutcome> {
    return this.exclusive(db, async () => {
      if (transactionId !== undefined) {
        const [, tx] = this.transaction(db, transactionId, 'transaction');
        this.transactions.delete(transactionId);
        if (tx.readOnly && writes.length > 0)
          throw invalidArgument('Cannot write in a read-only transaction.');
        for (const [path, updateTime] of tx.reads) {
          if ((db.store.get(path)?.updateTime ?? null) !== updateTime) {
            throw new ApiError(
              'ABORTED',
              `Transaction aborted: ${path} changed since the transaction read it. Retry the transaction.`,
            );
          }
        }
      }
      const time = this.clock.next();
      const { applied, overlay } = this.stage(db, writes, time);
      await this.authorize(
        db,
        caller,
        this.writeRequests(db, caller, writes, applied, time),
        { max: writes.length > 1 ? BATCH_BUDGET : SINGLE_BUDGET, used: 0 },
        (path) => (overlay.has(path) ? (overlay.get(path) ?? null) : db.store.get(path)),
      );
      const commitTime = formatTimestamp(time);
      const importing = caller.kind === 'owner' && caller.importing === true;
      const changes =
        this.onCommitted && !importing ? changesOf(db, caller, overlay, commitTime) : [];
      for (const [path, doc] of overlay) {
        if (doc) db.store.put(path, doc);
        else db.store.delete(path);
      }
      if (changes.length > 0) this.onCommitted?.(changes);
      return {
        writeResults: writes.map((w, i) =>
          this.writeResult(w, applied[i] as AppliedWrite, commitTime),
        ),
        commitTime,
      };
    });
  }

  async commit(db: Database, caller: Caller, body: unknown): Promise<CommitOutcome> {
    const request = asObject(body, 'request', ['writes', 'transaction', 'database']);
    const writes = checkedWrites(request.writes, db);
    const transaction =
      request.transaction === undefined ? undefined : asString(request.transaction, 'transaction');
    return this.commitWrites(db, caller, writes, transaction);
  }

  /** BatchWrite: each write applied on its own (not atomic), with a status per write. */
  async batchWrite(db: Database, caller: Caller, body: unknown): Promise<unknown> {
    const request = asObject(body, 'request', ['writes', 'labels', 'database']);
    const writes = checkedWrites(request.writes, db);
    const paths = new Set<string>();
    for (const w of writes) {
      if (paths.has(w.path))
        throw invalidArgument(`batchWrite cannot write the same document twice: ${w.name}`);
      paths.add(w.path);
    }
    const writeResults: unknown[] = [];
    const status: unknown[] = [];
    for (const write of writes) {
      try {
        const outcome = await this.commitWrites(db, caller, [write]);
        writeResults.push(outcome.writeResults[0]);
        status.push({});
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        writeResults.push({});
        status.push({ code: GRPC_CODE[error.status], message: error.message });
      }
    }
    return { writeResults, status };
  }

  /** Turns a REST `Document` body (PATCH / createDocument) into one write. */
  documentWrite(
    db: Database,
    name: string,
    body: unknown,
    mask: string[][] | null,
    precondition: Record<string, unknown> | null,
  ): ParsedWrite {
    const doc = asObject(body ?? {}, 'document', ['name', 'fields', 'createTime', 'updateTime']);
    if (doc.name !== undefined && doc.name !== name)
      throw invalidArgument(`document.name "${String(doc.name)}" does not match the URL.`);
    const raw: Record<string, unknown> = { update: { name, fields: doc.fields ?? {} } };
    if (mask) raw.updateMask = { fieldPaths: mask.map(formatFieldPath) };
    if (precondition) raw.currentDocument = precondition;
    return parseWrite(raw, 'document', db.root);
  }

  /** Seeds documents without rules (import); names may be full or relative to the database. */
  importDocuments(projectId: string, documents: unknown[]): number {
    documents.forEach((raw, i) => {
      const where = `documents[${i}]`;
      const doc = asObject(raw, where, ['name', 'fields', 'createTime', 'updateTime']);
      const nameText = asString(doc.name, `${where}.name`);
      const full = nameText.startsWith('projects/')
        ? nameText
        : `${documentsRoot(projectId, '(default)')}/${nameText.replace(/^\/+/, '')}`;
      const parsed = parseResourceName(full, `${where}.name`, 'document');
      const db = this.database(parsed.projectId, parsed.database);
      const time = formatTimestamp(this.clock.next());
      const createTime =
        doc.createTime === undefined
          ? time
          : normalizeTimestamp(
              asString(doc.createTime, `${where}.createTime`),
              `${where}.createTime`,
            );
      const updateTime =
        doc.updateTime === undefined
          ? createTime
          : normalizeTimestamp(
              asString(doc.updateTime, `${where}.updateTime`),
              `${where}.updateTime`,
            );
      const path = parsed.segments.join('/');
      db.store.put(path, {
        name: full,
        fields: parseFields(doc.fields, `${where}.fields`),
        createTime,
        updateTime,
      });
    });
    return documents.length;
  }

  exportDocuments(): StoredDocument[] {
    return this.allDatabases().flatMap((db) => db.store.all());
  }
}

/**
 * What a commit did, one entry per document (the overlay holds each document's final state),
 * read before the store is updated. Deleting a missing document and a write that changed
 * nothing (updateTime kept) are not changes.
 */
function changesOf(
  db: Database,
  caller: Caller,
  overlay: Map<string, StoredDocument | null>,
  commitTime: string,
): DocumentChange[] {
  const changes: DocumentChange[] = [];
  for (const [path, after] of overlay) {
    const before = db.store.get(path);
    if (!before && !after) continue;
    if (before && after && before.updateTime === after.updateTime) continue;
    const kind = !before ? 'created' : !after ? 'deleted' : 'updated';
    const { projectId, database } = db;
    changes.push({ projectId, database, path, kind, before, after, commitTime, caller });
  }
  return changes;
}

function checkedWrites(raw: unknown, db: Database): ParsedWrite[] {
  const list = asArray(raw, 'writes');
  if (list.length > MAX_WRITES) {
    throw invalidArgument(
      `A commit holds at most ${MAX_WRITES} writes; this one has ${list.length}. Split it into several batches.`,
    );
  }
  return list.map((w, i) => parseWrite(w, `writes[${i}]`, db.root));
}

/** Keeps the version a transaction saw first: a later re-read must not hide a change in between. */
function recordRead(tx: Transaction, path: string, updateTime: string | null): void {
  if (!tx.reads.has(path)) tx.reads.set(path, updateTime);
}

/** Query Explain needs a real planner; say so instead of answering without metrics. */
function rejectExplain(request: Record<string, unknown>): void {
  if (request.explainOptions !== undefined) {
    throw new ApiError(
      'UNIMPLEMENTED',
      'Query Explain (explainOptions) is not supported by the offline Firestore emulator.',
    );
  }
}

function encodeDouble(n: number): number | string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  return n;
}
