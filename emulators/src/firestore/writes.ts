import type { RestValue } from '../rules/api.js';
import { ApiError, invalidArgument } from './api-error.js';
import type { StoredDocument } from './document-store.js';
import { asArray, asBoolean, asEnum, asObject, asString } from './json-shape.js';
import { formatFieldPath, parseFieldPath, parseResourceName } from './paths.js';
import { normalizeTimestamp } from './timestamps.js';
import type { Fields } from './values.js';
import {
  documentSize,
  getField,
  identicalFields,
  parseFields,
  parseValue,
  setField,
  toNumber,
  valuesEqual,
} from './values.js';

const MAX_DOCUMENT_BYTES = 1048576; // documented: maximum size of a document, 1 MiB
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

type TransformKind = 'serverTime' | 'increment' | 'maximum' | 'minimum' | 'append' | 'remove';

interface FieldTransform {
  path: string[];
  kind: TransformKind;
  operand: RestValue | RestValue[] | null;
}

export interface Precondition {
  exists?: boolean;
  updateTime?: string;
}

/** One validated `Write` of a commit. */
export interface ParsedWrite {
  kind: 'update' | 'delete' | 'verify';
  /** Full resource name and the path below the database root. */
  name: string;
  path: string;
  fields: Fields;
  mask: string[][] | null;
  transforms: FieldTransform[];
  precondition: Precondition | null;
}

function parsePrecondition(raw: unknown, where: string): Precondition | null {
  if (raw === undefined || raw === null) return null;
  const body = asObject(raw, where, ['exists', 'updateTime']);
  if (body.exists !== undefined && body.updateTime !== undefined) {
    throw invalidArgument(
      `Invalid precondition at '${where}': set either exists or updateTime, not both.`,
    );
  }
  if (body.exists !== undefined) return { exists: asBoolean(body.exists, `${where}.exists`) };
  if (body.updateTime !== undefined)
    return {
      updateTime: normalizeTimestamp(
        asString(body.updateTime, `${where}.updateTime`),
        `${where}.updateTime`,
      ),
    };
  return null;
}

function parseTransform(raw: unknown, where: string): FieldTransform {
  const body = asObject(raw, where, [
    'fieldPath',
    'setToServerValue',
    'increment',
    'maximum',
    'minimum',
    'appendMissingElements',
    'removeAllFromArray',
  ]);
  const path = parseFieldPath(asString(body.fieldPath, `${where}.fieldPath`), `${where}.fieldPath`);
  const kinds = Object.keys(body).filter((k) => k !== 'fieldPath');
  if (kinds.length !== 1)
    throw invalidArgument(
      `Invalid transform at '${where}': exactly one transform kind is required.`,
    );
  const kind = kinds[0] as string;
  const at = `${where}.${kind}`;
  switch (kind) {
    case 'setToServerValue':
      asEnum(body.setToServerValue, at, ['SERVER_VALUE_UNSPECIFIED', 'REQUEST_TIME'] as const);
      return { path, kind: 'serverTime', operand: null };
    case 'increment':
    case 'maximum':
    case 'minimum': {
      const operand = parseValue(body[kind], at);
      if (!('integerValue' in operand) && !('doubleValue' in operand)) {
        throw invalidArgument(
          `Invalid transform at '${at}': ${kind} needs an integer or double value.`,
        );
      }
      return { path, kind: kind === 'increment' ? 'increment' : kind, operand };
    }
    default: {
      const list = asObject(body[kind], at, ['values']);
      const values = asArray(list.values, `${at}.values`).map((v, i) =>
        parseValue(v, `${at}.values[${i}]`, 1),
      );
      return {
        path,
        kind: kind === 'appendMissingElements' ? 'append' : 'remove',
        operand: values,
      };
    }
  }
}

/**
 * Validates one REST `Write`. `root` is `projects/{p}/databases/{d}/documents`: every write of a
 * commit must target the database the request was sent to.
 */
export function parseWrite(raw: unknown, where: string, root: string): ParsedWrite {
  const body = asObject(raw, where, [
    'update',
    'delete',
    'verify',
    'transform',
    'updateMask',
    'updateTransforms',
    'currentDocument',
  ]);
  const ops = ['update', 'delete', 'verify', 'transform'].filter((k) => body[k] !== undefined);
  if (ops.length !== 1)
    throw invalidArgument(
      `Invalid write at '${where}': exactly one of update, delete, verify or transform is required.`,
    );
  const precondition = parsePrecondition(body.currentDocument, `${where}.currentDocument`);
  const checkName = (name: string, at: string): string => {
    const parsed = parseResourceName(name, at, 'document');
    if (!name.startsWith(root + '/')) {
      throw invalidArgument(
        `Invalid write at '${at}': "${name}" is not in the database ${root.replace(/\/documents$/, '')}.`,
      );
    }
    return parsed.segments.join('/');
  };
  const base = { fields: {}, mask: null, transforms: [] as FieldTransform[], precondition };

  if (body.delete !== undefined || body.verify !== undefined) {
    const kind = body.delete !== undefined ? 'delete' : 'verify';
    if (body.updateMask !== undefined || body.updateTransforms !== undefined) {
      throw invalidArgument(
        `Invalid write at '${where}': ${kind} takes no updateMask or updateTransforms.`,
      );
    }
    const name = asString(body[kind], `${where}.${kind}`);
    return { ...base, kind, name, path: checkName(name, `${where}.${kind}`) };
  }

  let name: string;
  let fields: Fields = {};
  let mask: string[][] | null = null;
  let transformsRaw: unknown[];
  if (body.transform !== undefined) {
    // The older transform-only write: same as an update with an empty mask plus transforms.
    const transform = asObject(body.transform, `${where}.transform`, [
      'document',
      'fieldTransforms',
    ]);
    name = asString(transform.document, `${where}.transform.document`);
    mask = [];
    transformsRaw = asArray(transform.fieldTransforms, `${where}.transform.fieldTransforms`);
  } else {
    const doc = asObject(body.update, `${where}.update`, [
      'name',
      'fields',
      'createTime',
      'updateTime',
    ]);
    name = asString(doc.name, `${where}.update.name`);
    fields = parseFields(doc.fields, `${where}.update.fields`);
    if (body.updateMask !== undefined) {
      const maskBody = asObject(body.updateMask, `${where}.updateMask`, ['fieldPaths']);
      mask = asArray(maskBody.fieldPaths, `${where}.updateMask.fieldPaths`).map((p, i) =>
        parseFieldPath(
          asString(p, `${where}.updateMask.fieldPaths[${i}]`),
          `${where}.updateMask.fieldPaths[${i}]`,
        ),
      );
    }
    transformsRaw = asArray(body.updateTransforms, `${where}.updateTransforms`);
  }
  const path = checkName(name, `${where}.update.name`);
  const transforms = transformsRaw.map((t, i) =>
    parseTransform(t, `${where}.updateTransforms[${i}]`),
  );
  const touched = new Set((mask ?? []).map(formatFieldPath));
  for (const t of transforms) {
    const key = formatFieldPath(t.path);
    if (touched.has(key)) {
      throw invalidArgument(
        `Invalid write at '${where}': field "${key}" is both modified and transformed (or transformed twice).`,
      );
    }
    touched.add(key);
  }
  return { kind: 'update', name, path, fields, mask, transforms, precondition };
}

function int64(value: bigint): RestValue {
  // Documented: integer overflow resolves to the largest magnitude positive or negative integer.
  const clamped = value > INT64_MAX ? INT64_MAX : value < INT64_MIN ? INT64_MIN : value;
  return { integerValue: clamped.toString() };
}

function isNumber(value: RestValue | undefined): value is RestValue {
  return value !== undefined && ('integerValue' in value || 'doubleValue' in value);
}

function double(n: number): RestValue {
  return {
    doubleValue: Number.isNaN(n)
      ? 'NaN'
      : Number.isFinite(n)
        ? n
        : n > 0
          ? 'Infinity'
          : '-Infinity',
  };
}

function applyIncrement(current: RestValue | undefined, operand: RestValue): RestValue {
  if (!isNumber(current)) return operand;
  if ('integerValue' in current && 'integerValue' in operand) {
    return int64(BigInt(current.integerValue) + BigInt(operand.integerValue));
  }
  return double(toNumber(current) + toNumber(operand));
}

/**
 * maximum/minimum as documented: a non-numeric field takes the operand; NaN wins; on a tie
 * (3 and 3.0, or any zeros) the stored value stays.
 */
function applyExtreme(
  current: RestValue | undefined,
  operand: RestValue,
  wantMax: boolean,
): RestValue {
  if (!isNumber(current)) return operand;
  const a = toNumber(current);
  const b = toNumber(operand);
  if (Number.isNaN(a)) return current;
  if (Number.isNaN(b)) return operand;
  if ('integerValue' in current && 'integerValue' in operand) {
    const x = BigInt(current.integerValue);
    const y = BigInt(operand.integerValue);
    return (wantMax ? y > x : y < x) ? operand : current;
  }
  return (wantMax ? b > a : b < a) ? operand : current;
}

function arrayValues(value: RestValue | undefined): RestValue[] {
  return value !== undefined && 'arrayValue' in value ? (value.arrayValue.values ?? []) : [];
}

function applyTransform(
  fields: Fields,
  t: FieldTransform,
  time: string,
): { fields: Fields; result: RestValue } {
  const current = getField(fields, t.path);
  let next: RestValue;
  let result: RestValue;
  switch (t.kind) {
    case 'serverTime':
      next = { timestampValue: time };
      result = next;
      break;
    case 'increment':
      next = applyIncrement(current, t.operand as RestValue);
      result = next;
      break;
    case 'maximum':
    case 'minimum':
      next = applyExtreme(current, t.operand as RestValue, t.kind === 'maximum');
      result = next;
      break;
    case 'append': {
      const values = [...arrayValues(current)];
      for (const v of t.operand as RestValue[])
        if (!values.some((x) => valuesEqual(x, v))) values.push(v);
      next = values.length === 0 ? { arrayValue: {} } : { arrayValue: { values } };
      result = { nullValue: null };
      break;
    }
    default: {
      const removed = t.operand as RestValue[];
      const values = arrayValues(current).filter((x) => !removed.some((v) => valuesEqual(x, v)));
      next = values.length === 0 ? { arrayValue: {} } : { arrayValue: { values } };
      result = { nullValue: null };
      break;
    }
  }
  return { fields: setField(fields, t.path, next), result };
}

export interface AppliedWrite {
  before: StoredDocument | null;
  after: StoredDocument | null;
  transformResults: RestValue[];
}

/** Checks a write's precondition against the document as it stands before the write. */
export function checkPrecondition(write: ParsedWrite, current: StoredDocument | null): void {
  const p = write.precondition;
  if (!p) return;
  if (p.exists === true && !current)
    throw new ApiError('NOT_FOUND', `No document to update: ${write.name}`);
  if (p.exists === false && current)
    throw new ApiError('ALREADY_EXISTS', `Document already exists: ${write.name}`);
  if (p.updateTime !== undefined && (!current || current.updateTime !== p.updateTime)) {
    throw new ApiError(
      'FAILED_PRECONDITION',
      current
        ? `The document ${write.name} was updated at ${current.updateTime}, not at the required ${p.updateTime}.`
        : `The document ${write.name} does not exist, so it cannot match updateTime ${p.updateTime}.`,
    );
  }
}

/**
 * Applies one write (precondition, mask, transforms, size limit) to a document; `time` is the
 * commit time (formatTimestamp), shared by every write and transform of the commit.
 */
export function applyWrite(
  write: ParsedWrite,
  current: StoredDocument | null,
  time: string,
): AppliedWrite {
  checkPrecondition(write, current);
  if (write.kind === 'verify') return { before: current, after: current, transformResults: [] };
  if (write.kind === 'delete') return { before: current, after: null, transformResults: [] };
  let fields: Fields;
  if (write.mask === null) fields = write.fields;
  else {
    fields = current?.fields ?? {};
    for (const path of write.mask) fields = setField(fields, path, getField(write.fields, path));
  }
  const transformResults: RestValue[] = [];
  for (const t of write.transforms) {
    const applied = applyTransform(fields, t, time);
    fields = applied.fields;
    transformResults.push(applied.result);
  }
  const size = documentSize(write.path, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document ${write.name} cannot be written because its size (${size} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES} bytes.`,
    );
  }
  // Documented: when a write does not change the document, update_time stays the previous one.
  const unchanged = current !== null && identicalFields(current.fields, fields);
  const after: StoredDocument = {
    name: write.name,
    fields,
    createTime: current?.createTime ?? time,
    updateTime: unchanged ? current.updateTime : time,
  };
  return { before: current, after, transformResults };
}
