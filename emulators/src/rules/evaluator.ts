/**
 * Tree-walking evaluator for rule conditions. Synchronous on purpose: a `get()` whose document is
 * not yet loaded throws NeedFetch, the caller awaits the lookup, caches it and evaluates again
 * (results are deterministic), so the common no-lookup path never pays for promises.
 */
import type { Expr, FunctionNode } from './ast';
import { callConversion, callMethod, callNamespace } from './builtins';
import type { AccessTracker } from './access-tracker';
import { FIELD_SEP, type FieldConstraint } from './query-constraints';
import {
  checkInt,
  compare,
  equals,
  EvalError,
  RBytes,
  RDuration,
  RLatLng,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RSymbolic,
  RTimestamp,
  show,
  typeName,
  type Value,
} from './values';

export interface FunctionDef {
  node: FunctionNode;
  /** Functions visible where this one is declared (itself included). */
  scope: FunctionScope;
}
export type FunctionScope = ReadonlyMap<string, FunctionDef>;

/** Documented: function call depth is limited to 20. */
const MAX_CALL_DEPTH = 20;
const NAMESPACES = new Set(['math', 'hashing', 'timestamp', 'duration', 'latlng']);
const CONVERSIONS = new Set(['int', 'float', 'string', 'path']);

class LazyLet {
  state: 0 | 1 | 2 = 0; // 0 unevaluated, 1 evaluating, 2 done
  value: Value = null;
  constructor(
    readonly expr: Expr,
    readonly env: Env,
  ) {}
}

export class Env {
  constructor(
    readonly vars: Map<string, Value | LazyLet>,
    readonly parent: Env | null,
  ) {}
}

export interface EvaluatorOptions {
  service: 'cloud.firestore' | 'firebase.storage';
  database: string;
  access: AccessTracker;
  /** The current list-query branch; null for single-document requests. */
  constraints: readonly FieldConstraint[] | null;
  debug?: (line: string) => void;
}

/** An int, or a float with no fractional part: Firestore's == matches both kinds for it. */
function isWholeNumber(v: Value): boolean {
  return typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v));
}

/** A whole number anywhere inside: == on it also matches values whose number kind differs. */
function holdsWholeNumber(v: Value): boolean {
  if (isWholeNumber(v)) return true;
  if (Array.isArray(v)) return v.some(holdsWholeNumber);
  if (v instanceof RMap) return [...v.m.values()].some(holdsWholeNumber);
  return false;
}

function isTypeName(v: Value, t: string): boolean {
  switch (t) {
    case 'bool':
      return typeof v === 'boolean';
    case 'int':
      return typeof v === 'bigint';
    case 'float':
      return typeof v === 'number';
    case 'number':
      return typeof v === 'bigint' || typeof v === 'number';
    case 'string':
      return typeof v === 'string';
    case 'list':
      return Array.isArray(v);
    case 'map':
      return v instanceof RMap;
    case 'set':
      return v instanceof RSet;
    case 'path':
      return v instanceof RPath;
    case 'bytes':
      return v instanceof RBytes;
    case 'timestamp':
      return v instanceof RTimestamp;
    case 'duration':
      return v instanceof RDuration;
    case 'latlng':
      return v instanceof RLatLng;
    case 'map_diff':
      return v instanceof RMapDiff;
    case 'null':
      return v === null;
    default:
      throw new EvalError(`Unknown type ${t} in 'is' check.`);
  }
}

function notProvable(sym: RSymbolic): EvalError {
  if (sym.kind === 'field') {
    const field = sym.field.join('.');
    return new EvalError(
      `${sym.describe()} cannot be proven for every document the query may return: the query does not constrain field '${field}' (rules are not filters).`,
    );
  }
  return new EvalError(
    `${sym.describe()} cannot be proven for every document the query may return (rules are not filters).`,
  );
}

function bool(v: Value, what: string): boolean {
  if (typeof v === 'boolean') return v;
  if (v instanceof RSymbolic) throw notProvable(v);
  throw new EvalError(`${what}: expected a bool, got ${typeName(v)}.`);
}

export class Evaluator {
  private depth = 0;
  private functions: FunctionScope;

  constructor(
    private readonly opts: EvaluatorOptions,
    functions: FunctionScope,
  ) {
    this.functions = functions;
  }

  /** Evaluates `node`, attaching the node's position to errors raised without one. */
  ev(node: Expr, env: Env): Value {
    try {
      return this.ev0(node, env);
    } catch (e) {
      if (e instanceof EvalError && !e.loc) e.loc = node.loc;
      throw e;
    }
  }

  /** Like ev, but errors become values (for short-circuit logic and explanations). */
  tryEv(node: Expr, env: Env): { ok: true; value: Value } | { ok: false; error: EvalError } {
    try {
      return { ok: true, value: this.ev(node, env) };
    } catch (e) {
      if (e instanceof EvalError) return { ok: false, error: e };
      throw e;
    }
  }

  lookup(name: string, env: Env): Value {
    for (let e: Env | null = env; e; e = e.parent) {
      const v = e.vars.get(name);
      if (v === undefined) continue;
      if (!(v instanceof LazyLet)) return v;
      if (v.state === 2) return v.value;
      if (v.state === 1) throw new EvalError(`Variable ${name} refers to itself.`);
      v.state = 1;
      try {
        v.value = this.ev(v.expr, v.env);
      } catch (e) {
        v.state = 0;
        throw e;
      }
      v.state = 2;
      return v.value;
    }
    throw new EvalError(`Variable ${name} is not defined.`);
  }

  private has(name: string, env: Env): boolean {
    for (let e: Env | null = env; e; e = e.parent) if (e.vars.has(name)) return true;
    return false;
  }

  private ev0(node: Expr, env: Env): Value {
    switch (node.type) {
      case 'Literal':
        return node.value;
      case 'Bytes':
        return new RBytes(Uint8Array.from(node.value, (c) => c.charCodeAt(0) & 0xff));
      case 'Ident':
        return this.lookup(node.name, env);
      case 'Member':
        return this.member(this.ev(node.object, env), node.property);
      case 'Index':
        return this.index(this.ev(node.object, env), this.ev(node.index, env));
      case 'Slice':
        return this.slice(
          this.ev(node.object, env),
          this.ev(node.from, env),
          this.ev(node.to, env),
        );
      case 'Call':
        return this.call(node, env);
      case 'Unary': {
        const v = this.ev(node.argument, env);
        if (node.op === '!') return !bool(v, '!');
        if (typeof v === 'bigint') return checkInt(-v);
        if (typeof v === 'number') return -v;
        if (v instanceof RDuration) return new RDuration(-v.ns);
        if (v instanceof RSymbolic) throw notProvable(v);
        throw new EvalError(`Unsupported operation error. Received: -${typeName(v)}.`);
      }
      case 'Binary':
        return this.binary(node.op, node.left, node.right, env);
      case 'Is': {
        const v = this.ev(node.expr, env);
        if (v instanceof RSymbolic) return this.symbolicIs(v, node.typeName);
        return isTypeName(v, node.typeName);
      }
      case 'Ternary':
        return bool(this.ev(node.test, env), 'condition of ?:')
          ? this.ev(node.consequent, env)
          : this.ev(node.alternate, env);
      case 'List':
        return node.items.map((i) => this.ev(i, env));
      case 'Map': {
        const m = new Map<string, Value>();
        for (const [k, v] of node.entries) {
          const key = this.ev(k, env);
          if (typeof key !== 'string')
            throw new EvalError(`Map keys must be strings, got ${typeName(key)}.`);
          m.set(key, this.ev(v, env));
        }
        return new RMap(m);
      }
      case 'Path':
        return this.path(node.segments, env);
    }
  }

  private path(segments: (string | Expr)[][], env: Env): RPath {
    const out: string[] = [];
    for (const parts of segments) {
      if (parts.length === 1 && typeof parts[0] !== 'string') {
        const v = this.ev(parts[0] as Expr, env);
        if (v instanceof RPath) {
          out.push(...v.segments);
          continue;
        }
        out.push(this.segmentText(v));
        continue;
      }
      let text = '';
      for (const p of parts) text += typeof p === 'string' ? p : this.segmentText(this.ev(p, env));
      out.push(text);
    }
    return new RPath(out);
  }

  private segmentText(v: Value): string {
    if (typeof v === 'string') return v;
    if (typeof v === 'bigint') return v.toString();
    if (v instanceof RSymbolic) throw notProvable(v);
    throw new EvalError(`Path segments must be strings, got ${typeName(v)}.`);
  }

  member(obj: Value, prop: string): Value {
    if (obj instanceof RMap) {
      const v = obj.m.get(prop);
      if (v === undefined) throw new EvalError(`Property ${prop} is undefined on object.`);
      return v;
    }
    if (obj === null) throw new EvalError('Null value error.');
    if (obj instanceof RSymbolic) return this.symbolicMember(obj, prop);
    throw new EvalError(`Property ${prop} is undefined on object of type ${typeName(obj)}.`);
  }

  private index(obj: Value, idx: Value): Value {
    if (
      typeof idx === 'string' &&
      (obj instanceof RMap || obj instanceof RSymbolic || obj === null)
    ) {
      return this.member(obj, idx);
    }
    if (Array.isArray(obj) || obj instanceof RPath || typeof obj === 'string') {
      if (typeof idx !== 'bigint')
        throw new EvalError(`Index must be an int, got ${typeName(idx)}.`);
      const list: readonly Value[] =
        obj instanceof RPath
          ? obj.segments
          : typeof obj === 'string'
            ? [...obj]
            : (obj as readonly Value[]);
      if (idx < 0n || idx >= BigInt(list.length))
        throw new EvalError(`Index out of range: ${idx}.`);
      return list[Number(idx)] as Value;
    }
    if (obj === null) throw new EvalError('Null value error.');
    if (obj instanceof RSymbolic) throw notProvable(obj);
    throw new EvalError(
      `Unsupported operation error. Received: ${typeName(obj)}[${typeName(idx)}].`,
    );
  }

  private slice(obj: Value, from: Value, to: Value): Value {
    if (typeof from !== 'bigint' || typeof to !== 'bigint')
      throw new EvalError('Range bounds must be ints.');
    if (Array.isArray(obj) || typeof obj === 'string') {
      const len = BigInt(obj.length);
      if (from < 0n || to > len || from > to)
        throw new EvalError(`Range [${from}:${to}] out of bounds.`);
      return obj.slice(Number(from), Number(to));
    }
    if (obj instanceof RSymbolic) throw notProvable(obj);
    throw new EvalError(`Unsupported operation error. Received: range on ${typeName(obj)}.`);
  }

  private call(node: Extract<Expr, { type: 'Call' }>, env: Env): Value {
    const callee = node.callee;
    if (callee.type === 'Ident') {
      const name = callee.name;
      const fn = this.functions.get(name);
      if (fn)
        return this.callUser(
          fn,
          node.args.map((a) => this.ev(a, env)),
        );
      if (this.opts.service === 'cloud.firestore') {
        if (name === 'get' || name === 'getAfter') {
          return this.opts.access.fetch(name === 'get' ? 'get' : 'after', this.argPath(node, env));
        }
        if (name === 'exists' || name === 'existsAfter') {
          return (
            this.opts.access.fetch(name === 'exists' ? 'get' : 'after', this.argPath(node, env)) !==
            null
          );
        }
      }
      if (name === 'debug') {
        const v = node.args.length === 1 ? this.ev(node.args[0] as Expr, env) : null;
        this.opts.debug?.(show(v));
        return v;
      }
      if (CONVERSIONS.has(name))
        return callConversion(
          name,
          node.args.map((a) => this.ev(a, env)),
        );
      throw new EvalError(`Function not found error: Name: [${name}].`);
    }
    if (
      callee.type === 'Member' &&
      callee.object.type === 'Ident' &&
      !this.has(callee.object.name, env)
    ) {
      const ns = callee.object.name;
      if (NAMESPACES.has(ns))
        return callNamespace(
          ns,
          callee.property,
          node.args.map((a) => this.ev(a, env)),
        );
      if (ns === 'firestore' && this.opts.service === 'firebase.storage') {
        if (callee.property === 'get')
          return this.opts.access.fetch('get', this.argPath(node, env));
        if (callee.property === 'exists')
          return this.opts.access.fetch('get', this.argPath(node, env)) !== null;
      }
    }
    if (callee.type === 'Member') {
      const obj = this.ev(callee.object, env);
      if (obj instanceof RSymbolic) return this.symbolicMethod(obj, callee.property, node, env);
      return callMethod(
        obj,
        callee.property,
        node.args.map((a) => this.ev(a, env)),
      );
    }
    throw new EvalError('Only functions and methods can be called.');
  }

  private argPath(node: Extract<Expr, { type: 'Call' }>, env: Env): RPath {
    if (node.args.length !== 1) throw new EvalError('Expected exactly one path argument.');
    const v = this.ev(node.args[0] as Expr, env);
    if (v instanceof RPath) return v;
    if (typeof v === 'string') return callConversion('path', [v]) as RPath;
    if (v instanceof RSymbolic) throw notProvable(v);
    throw new EvalError(`Expected a path, got ${typeName(v)}.`);
  }

  callUser(fn: FunctionDef, args: Value[], base?: Env): Value {
    const { node } = fn;
    if (args.length !== node.params.length) {
      throw new EvalError(
        `Function ${node.name}() expects ${node.params.length} argument(s), got ${args.length}.`,
      );
    }
    if (this.depth >= MAX_CALL_DEPTH) throw new EvalError('Max call depth exceeded (20).');
    const env = this.functionEnv(fn, args, base);
    const saved = this.functions;
    this.depth++;
    this.functions = fn.scope;
    try {
      return this.ev(node.body, env);
    } finally {
      this.functions = saved;
      this.depth--;
    }
  }

  /** The environment a function body runs in: params, lazily evaluated lets, then globals. */
  functionEnv(fn: FunctionDef, args: Value[], base?: Env): Env {
    const vars = new Map<string, Value | LazyLet>();
    fn.node.params.forEach((p, i) => vars.set(p, args[i] as Value));
    const env = new Env(vars, base ?? this.globals);
    for (const l of fn.node.lets) vars.set(l.name, new LazyLet(l.value, env));
    return env;
  }

  /** Globals (request, resource, wildcards) used as the parent of function environments. */
  globals: Env | null = null;

  /** Runs `fn` with the function scope of `def` in effect (used by the explainer). */
  withScope<T>(def: FunctionDef, fn: () => T): T {
    const saved = this.functions;
    this.functions = def.scope;
    try {
      return fn();
    } finally {
      this.functions = saved;
    }
  }

  lookupFunction(name: string): FunctionDef | undefined {
    return this.functions.get(name);
  }

  private binary(op: string, leftNode: Expr, rightNode: Expr, env: Env): Value {
    if (op === '&&' || op === '||') {
      // Documented: `error && false` is false and `error || true` is true; otherwise the error wins.
      const shortValue = op === '||';
      let l: Value;
      try {
        l = this.ev(leftNode, env);
      } catch (e) {
        if (!(e instanceof EvalError)) throw e;
        const r = this.tryEv(rightNode, env);
        if (r.ok && r.value === shortValue) return shortValue;
        throw e;
      }
      if (bool(l, op) === shortValue) return shortValue;
      return bool(this.ev(rightNode, env), op);
    }
    const l = this.ev(leftNode, env);
    const r = this.ev(rightNode, env);
    if (l instanceof RSymbolic || r instanceof RSymbolic) return this.symbolicBinary(op, l, r);
    switch (op) {
      case '==':
        return equals(l, r);
      case '!=':
        return !equals(l, r);
      case '<':
        return compare(l, r) < 0;
      case '<=':
        return compare(l, r) <= 0;
      case '>':
        return compare(l, r) > 0;
      case '>=':
        return compare(l, r) >= 0;
      case 'in':
        return this.contains(r, l);
      default:
        return this.arithmetic(op, l, r);
    }
  }

  private contains(container: Value, v: Value): boolean {
    if (Array.isArray(container)) return container.some((x: Value) => equals(x, v));
    if (container instanceof RSet) return container.has(v);
    if (container instanceof RMap) return typeof v === 'string' && container.m.has(v);
    if (container === null) throw new EvalError('Null value error.');
    throw new EvalError(
      `Unsupported operation error. Received: ${typeName(v)} in ${typeName(container)}.`,
    );
  }

  private arithmetic(op: string, l: Value, r: Value): Value {
    const tl = typeof l;
    const tr = typeof r;
    if (tl === 'bigint' && tr === 'bigint') {
      const a = l as bigint;
      const b = r as bigint;
      switch (op) {
        case '+':
          return checkInt(a + b);
        case '-':
          return checkInt(a - b);
        case '*':
          return checkInt(a * b);
        case '/':
          if (b === 0n) throw new EvalError('Division by zero.');
          return checkInt(a / b); // bigint division truncates toward zero, as documented for int
        case '%':
          if (b === 0n) throw new EvalError('Modulo by zero.');
          return a % b;
      }
    }
    if ((tl === 'bigint' || tl === 'number') && (tr === 'bigint' || tr === 'number')) {
      const a = Number(l);
      const b = Number(r);
      switch (op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '%':
          return a % b;
      }
    }
    if (op === '+') {
      if (tl === 'string' && tr === 'string') return (l as string) + (r as string);
      if (Array.isArray(l) && Array.isArray(r)) return [...l, ...r];
      if (l instanceof RTimestamp && r instanceof RDuration) return new RTimestamp(l.ns + r.ns);
      if (l instanceof RDuration && r instanceof RTimestamp) return new RTimestamp(l.ns + r.ns);
      if (l instanceof RDuration && r instanceof RDuration) return new RDuration(l.ns + r.ns);
    }
    if (op === '-') {
      if (l instanceof RTimestamp && r instanceof RDuration) return new RTimestamp(l.ns - r.ns);
      if (l instanceof RTimestamp && r instanceof RTimestamp) return new RDuration(l.ns - r.ns);
      if (l instanceof RDuration && r instanceof RDuration) return new RDuration(l.ns - r.ns);
    }
    throw new EvalError(
      `Unsupported operation error. Received: ${typeName(l)} ${op} ${typeName(r)}.`,
    );
  }

  // ------------------------------------------------------------ list queries (rules are not filters)

  private constraintsOn(field: readonly string[]): FieldConstraint[] {
    const key = field.join(FIELD_SEP);
    return (this.opts.constraints ?? []).filter((c) => c.field === key);
  }

  private symbolicMember(sym: RSymbolic, prop: string): Value {
    if (sym.kind === 'resource') {
      if (prop === 'data') return new RSymbolic('data', []);
      if (prop === 'id' || prop === '__name__') return new RSymbolic('id', []);
      throw new EvalError(`Property ${prop} is undefined on object.`);
    }
    if (sym.kind === 'data' || sym.kind === 'field') {
      const field = [...sym.field, prop];
      // An equality filter pins the field for every returned document, so use the value itself.
      // Not for a whole number: == 1 also returns documents holding 1.0 (and == 1.0 those holding
      // 1), so its type is not pinned; symbolicBinary proves == and != from the constraint.
      const eq = this.constraintsOn(field).find((c) => c.op === 'EQUAL');
      if (eq && !holdsWholeNumber(eq.value)) return eq.value;
      return new RSymbolic('field', field);
    }
    throw notProvable(sym);
  }

  private symbolicMethod(
    sym: RSymbolic,
    name: string,
    node: Extract<Expr, { type: 'Call' }>,
    env: Env,
  ): Value {
    if ((sym.kind === 'data' || sym.kind === 'field') && name === 'get' && node.args.length === 2) {
      const key = this.ev(node.args[0] as Expr, env);
      const keys = typeof key === 'string' ? [key] : Array.isArray(key) ? key : null;
      if (keys && keys.every((k: Value) => typeof k === 'string')) {
        let v: Value = sym;
        for (const k of keys as string[]) v = this.member(v, k);
        // A field not pinned by an equality filter may be missing, so the default could apply.
        if (v instanceof RSymbolic) throw notProvable(v);
        return v;
      }
    }
    throw notProvable(sym);
  }

  /**
   * `resource.data.f is T`: range filters only match values of the filter value's type class
   * (numbers together), array-contains only lists, `in` only its listed values.
   */
  private symbolicIs(sym: RSymbolic, type: string): boolean {
    if (sym.kind === 'field') {
      for (const c of this.constraintsOn(sym.field)) {
        if (c.op === 'ARRAY_CONTAINS' || c.op === 'ARRAY_CONTAINS_ANY') {
          if (type === 'list') return true;
        } else if (c.op === 'IN') {
          if (
            Array.isArray(c.value) &&
            c.value.length > 0 &&
            c.value.every((x: Value) =>
              isWholeNumber(x) ? type === 'number' : isTypeName(x, type) && !holdsWholeNumber(x),
            )
          )
            return true;
        } else if (c.op !== 'NOT_EQUAL' && c.op !== 'NOT_IN') {
          const numeric = typeof c.value === 'bigint' || typeof c.value === 'number';
          if (numeric ? type === 'number' : isTypeName(c.value, type)) return true;
        }
      }
    }
    throw notProvable(sym);
  }

  /** `f OP v` where f is a query-constrained field: true only when every matching document satisfies it. */
  private symbolicBinary(op: string, l: Value, r: Value): Value {
    const symOnLeft = l instanceof RSymbolic;
    const sym = (symOnLeft ? l : r) as RSymbolic;
    const other = symOnLeft ? r : l;
    if (other instanceof RSymbolic) throw notProvable(sym);
    if (sym.kind === 'resource' && other === null && (op === '==' || op === '!=')) {
      // Every document a query returns exists.
      return op === '!=';
    }
    if (
      op === 'in' &&
      !symOnLeft &&
      typeof other === 'string' &&
      (sym.kind === 'data' || sym.kind === 'field')
    ) {
      // `'k' in resource.data`: every Firestore filter only matches documents that have the field.
      if (this.constraintsOn([...sym.field, other]).length > 0) return true;
      if (sym.kind === 'data') throw notProvable(new RSymbolic('field', [other]));
      // Otherwise `v in resource.data.list`: falls through to the array-contains proof below.
    }
    if (sym.kind !== 'field') throw notProvable(sym);
    const cs = this.constraintsOn(sym.field);
    const flip: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
    const norm = symOnLeft ? op : (flip[op] ?? op);
    const safeCmp = (a: Value, b: Value): number | null => {
      try {
        return compare(a, b);
      } catch {
        return null;
      }
    };
    const proven = cs.some((c) => {
      const cv = c.value;
      // NaN sorts below every number, so a numeric upper bound (< or <=) also returns documents
      // holding NaN, for which every rules comparison is false: such a bound proves nothing.
      const nanInRange = typeof cv === 'bigint' || typeof cv === 'number';
      switch (norm) {
        case '==':
          return c.op === 'EQUAL' && equals(cv, other);
        case '!=':
          if (c.op === 'EQUAL') return !equals(cv, other) && !Number.isNaN(cv);
          if (c.op === 'NOT_EQUAL') return equals(cv, other);
          if (c.op === 'NOT_IN')
            return Array.isArray(cv) && cv.some((x: Value) => equals(x, other));
          if (c.op === 'IN') return Array.isArray(cv) && !cv.some((x: Value) => equals(x, other));
          return false;
        case '<': {
          const k = safeCmp(cv, other);
          return (
            k !== null &&
            !nanInRange &&
            ((c.op === 'LESS_THAN' && k <= 0) || (c.op === 'LESS_THAN_OR_EQUAL' && k < 0))
          );
        }
        case '<=': {
          const k = safeCmp(cv, other);
          return (
            k !== null &&
            !nanInRange &&
            (c.op === 'LESS_THAN' || c.op === 'LESS_THAN_OR_EQUAL') &&
            k <= 0
          );
        }
        case '>': {
          const k = safeCmp(cv, other);
          return (
            k !== null &&
            ((c.op === 'GREATER_THAN' && k >= 0) || (c.op === 'GREATER_THAN_OR_EQUAL' && k > 0))
          );
        }
        case '>=': {
          const k = safeCmp(cv, other);
          return (
            k !== null && (c.op === 'GREATER_THAN' || c.op === 'GREATER_THAN_OR_EQUAL') && k >= 0
          );
        }
        case 'in':
          if (symOnLeft) {
            // `resource.data.f in [..]`: an IN filter whose every value is in the list.
            const list = Array.isArray(other) ? other : other instanceof RSet ? other.items : null;
            return (
              c.op === 'IN' &&
              list !== null &&
              Array.isArray(cv) &&
              cv.every((x: Value) => list.some((y) => equals(x, y)))
            );
          }
          // `v in resource.data.f`: an array-contains filter on exactly v.
          return c.op === 'ARRAY_CONTAINS' && equals(cv, other);
        default:
          return false;
      }
    });
    if (proven) return true;
    throw notProvable(sym);
  }
}
