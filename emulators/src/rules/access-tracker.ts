/**
 * get()/exists()/getAfter()/existsAfter() (and Storage's firestore.get/exists) with the documented
 * access-call limits: 10 distinct documents per request, and a shared budget (20) across a batch
 * or transaction. A document read twice counts once.
 */
import type {
  AccessBudget,
  EvaluationContext,
  FirestoreRulesRequest,
  RestDocument,
  StorageRulesRequest,
} from './api';
import { documentToResource } from './convert';
import { EvalError, type RPath, type Value } from './values';

export const MAX_ACCESS_PER_REQUEST = 10;

/** Thrown (never caught as a rules error) when a lookup is asynchronous and must be awaited. */
export class NeedFetch {
  constructor(
    readonly key: string,
    readonly promise: Promise<RestDocument | null>,
  ) {}
}

/** Documents already counted against each batch budget, so a repeated read stays free. */
const budgetSeen = new WeakMap<AccessBudget, Set<string>>();

export class AccessTracker {
  readonly cache = new Map<string, Value>();
  private readonly docsRoot: string;

  constructor(
    private readonly request: FirestoreRulesRequest | StorageRulesRequest,
    private readonly context: EvaluationContext,
  ) {
    this.docsRoot =
      request.service === 'cloud.firestore' ? (request.database ?? '(default)') : '(default)';
  }

  /** Document path below /documents from a `/databases/{db}/documents/...` path value. */
  private documentPath(p: RPath): string {
    const s = p.segments;
    if (s.length < 5 || s[0] !== 'databases' || s[2] !== 'documents' || (s.length - 3) % 2 !== 0) {
      throw new EvalError(
        `Invalid document path ${p.toString()}: expected /databases/{database}/documents/{collection}/{document}.`,
      );
    }
    if (s[1] !== this.docsRoot && s[1] !== '(default)') {
      throw new EvalError(`Access to database ${s[1]} is not supported.`);
    }
    return s.slice(3).join('/');
  }

  fetch(kind: 'get' | 'after', p: RPath): Value {
    const path = this.documentPath(p);
    const key = `${kind}:${path}`;
    if (this.cache.has(key)) return this.cache.get(key) as Value;
    this.charge(path);
    let result: RestDocument | null | Promise<RestDocument | null>;
    try {
      result = kind === 'get' ? this.context.firestore.get(path) : this.after(path);
    } catch (e) {
      throw new EvalError(`Document lookup failed for ${path}: ${(e as Error).message}`);
    }
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      throw new NeedFetch(key, result as Promise<RestDocument | null>);
    }
    return this.store(key, result as RestDocument | null);
  }

  store(key: string, doc: RestDocument | null): Value {
    const v = doc ? documentToResource(doc) : null;
    this.cache.set(key, v);
    return v;
  }

  private counted = new Set<string>();

  private charge(path: string): void {
    if (this.counted.has(path)) return;
    if (this.counted.size >= MAX_ACCESS_PER_REQUEST) {
      throw new EvalError(
        `Exceeded the limit of ${MAX_ACCESS_PER_REQUEST} document access calls for this request.`,
      );
    }
    const budget = this.context.budget;
    if (budget) {
      let seen = budgetSeen.get(budget);
      if (!seen) budgetSeen.set(budget, (seen = new Set()));
      if (!seen.has(path)) {
        if (budget.used >= budget.max) {
          throw new EvalError(
            `Exceeded the limit of ${budget.max} document access calls for this batch.`,
          );
        }
        budget.used++;
        seen.add(path);
      }
    }
    this.counted.add(path);
  }

  /** getAfter: the server's view of the committed batch, else this request's own write applied. */
  private after(path: string): RestDocument | null | Promise<RestDocument | null> {
    if (this.context.firestore.getAfter) return this.context.firestore.getAfter(path);
    const req = this.request;
    if (req.service === 'cloud.firestore' && req.path === path) {
      return req.method === 'delete' ? null : (req.requestResource ?? req.resource);
    }
    return this.context.firestore.get(path);
  }
}
