/**
 * The engine's value model. Native JS values where they fit (null, boolean, string, arrays for
 * lists), `bigint` for int and `number` for float so the two never blur, and small classes for the
 * rest. Evaluation errors are a plain class (no stack capture) because `||`/`&&` catch them often.
 */
import type { Loc } from './ast';

export class RMap {
  constructor(readonly m: Map<string, Value>) {}
}

export class RSet {
  readonly items: Value[];
  constructor(items: readonly Value[]) {
    const out: Value[] = [];
    for (const v of items) if (!out.some((o) => equals(o, v))) out.push(v);
    this.items = out;
  }
  has(v: Value): boolean {
    return this.items.some((o) => equals(o, v));
  }
}

export class RPath {
  constructor(readonly segments: readonly string[]) {}
  toString(): string {
    return '/' + this.segments.join('/');
  }
}

export class RBytes {
  constructor(readonly bytes: Uint8Array) {}
}

/** Nanoseconds since the Unix epoch. */
export class RTimestamp {
  constructor(readonly ns: bigint) {}
}

/** Nanoseconds. */
export class RDuration {
  constructor(readonly ns: bigint) {}
}

export class RLatLng {
  constructor(
    readonly lat: number,
    readonly lng: number,
  ) {}
}

export class RMapDiff {
  constructor(
    readonly left: RMap,
    readonly right: RMap,
  ) {}
}

/**
 * A value a list query cannot pin down: `resource` (or a field of it) for a `list` request.
 * `field` is the field path inside `data` (null for the document itself or its id).
 */
export class RSymbolic {
  constructor(
    readonly kind: 'resource' | 'data' | 'field' | 'id' | 'wildcard',
    /** The field path; for 'wildcard', the wildcard's name. */
    readonly field: readonly string[],
  ) {}
  describe(): string {
    if (this.kind === 'resource') return 'resource';
    if (this.kind === 'id') return 'the document id';
    if (this.kind === 'wildcard') return `the path bound to {${this.field.join('')}=**}`;
    if (this.kind === 'data') return 'resource.data';
    return `resource.data.${this.field.join('.')}`;
  }
}

export type Value =
  | null
  | boolean
  | bigint
  | number
  | string
  | readonly Value[]
  | RMap
  | RSet
  | RPath
  | RBytes
  | RTimestamp
  | RDuration
  | RLatLng
  | RMapDiff
  | RSymbolic;

export class EvalError {
  constructor(
    readonly message: string,
    public loc?: Loc,
  ) {}
}

export const INT64_MAX = 9223372036854775807n;
export const INT64_MIN = -9223372036854775808n;

export function typeName(v: Value): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
  }
  if (Array.isArray(v)) return 'list';
  if (v instanceof RMap) return 'map';
  if (v instanceof RSet) return 'set';
  if (v instanceof RPath) return 'path';
  if (v instanceof RBytes) return 'bytes';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RLatLng) return 'latlng';
  if (v instanceof RMapDiff) return 'map_diff';
  return 'unknown';
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Deep equality; int and float compare by numeric value as the docs state. */
export function equals(a: Value, b: Value): boolean {
  if (a === b) return typeof a !== 'number' || !Number.isNaN(a);
  if (a === null || b === null) return false;
  const ta = typeof a;
  const tb = typeof b;
  if (ta !== 'object' || tb !== 'object') {
    // Mixed int/float: bigint == number compares mathematically in JS.
    if (ta === 'bigint' && tb === 'number') return Number.isInteger(b) && BigInt(b as number) === a;
    if (ta === 'number' && tb === 'bigint') return Number.isInteger(a) && BigInt(a as number) === b;
    return false;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equals(a[i] as Value, b[i] as Value)) return false;
    return true;
  }
  if (a instanceof RMap) {
    if (!(b instanceof RMap) || a.m.size !== b.m.size) return false;
    for (const [k, v] of a.m) {
      if (!b.m.has(k) || !equals(v, b.m.get(k) as Value)) return false;
    }
    return true;
  }
  if (a instanceof RSet) {
    return b instanceof RSet && a.items.length === b.items.length && a.items.every((v) => b.has(v));
  }
  if (a instanceof RPath) return b instanceof RPath && a.toString() === b.toString();
  if (a instanceof RBytes) return b instanceof RBytes && bytesEqual(a.bytes, b.bytes);
  if (a instanceof RTimestamp) return b instanceof RTimestamp && a.ns === b.ns;
  if (a instanceof RDuration) return b instanceof RDuration && a.ns === b.ns;
  if (a instanceof RLatLng) return b instanceof RLatLng && a.lat === b.lat && a.lng === b.lng;
  return false;
}

/** Ordering for < <= > >=; throws EvalError for types that have none or differ. */
export function compare(a: Value, b: Value): number {
  const ta = typeof a;
  const tb = typeof b;
  if ((ta === 'bigint' || ta === 'number') && (tb === 'bigint' || tb === 'number')) {
    const x = a as number | bigint;
    const y = b as number | bigint;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (ta === 'string' && tb === 'string')
    return (a as string) < (b as string) ? -1 : a === b ? 0 : 1;
  if (a instanceof RTimestamp && b instanceof RTimestamp)
    return a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0;
  if (a instanceof RDuration && b instanceof RDuration)
    return a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0;
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const c = compare(a[i] as Value, b[i] as Value);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  throw new EvalError(
    `Unsupported operation error. Received: ${typeName(a)} compared with ${typeName(b)}.`,
  );
}

export function checkInt(v: bigint): bigint {
  if (v > INT64_MAX || v < INT64_MIN) throw new EvalError('Integer overflow error.');
  return v;
}

/** Short human rendering for messages and debug(). */
export function show(v: Value): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(1) : String(v);
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map((x: Value) => show(x)).join(', ')}]`;
  if (v instanceof RMap)
    return `{${[...v.m].map(([k, x]) => `${JSON.stringify(k)}: ${show(x)}`).join(', ')}}`;
  if (v instanceof RSet) return `set([${v.items.map(show).join(', ')}])`;
  if (v instanceof RPath) return `path(${JSON.stringify(v.toString())})`;
  if (v instanceof RTimestamp)
    return `timestamp(${new Date(Number(v.ns / 1_000_000n)).toISOString()})`;
  if (v instanceof RDuration) return `duration(${v.ns}ns)`;
  if (v instanceof RLatLng) return `latlng(${v.lat}, ${v.lng})`;
  if (v instanceof RBytes) return `bytes(${Buffer.from(v.bytes).toString('base64')})`;
  if (v instanceof RSymbolic) return v.describe();
  return typeName(v);
}
