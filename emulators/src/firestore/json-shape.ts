import { invalidArgument } from './api-error.js';

/**
 * Small checks for request bodies, with messages in the style of Google's JSON transcoder
 * ("Invalid JSON payload received. Unknown name ...") so a typo in a field name is reported
 * instead of silently ignored.
 */
export function asObject(
  raw: unknown,
  where: string,
  allowed: readonly string[],
): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw invalidArgument(`Invalid JSON payload received. Expected an object at '${where}'.`);
  }
  const object = raw as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) {
      throw invalidArgument(
        `Invalid JSON payload received. Unknown name "${key}" at '${where}': Cannot find field.`,
      );
    }
  }
  return object;
}

export function asString(raw: unknown, where: string): string {
  if (typeof raw !== 'string') {
    throw invalidArgument(`Invalid value at '${where}': expected a string.`);
  }
  return raw;
}

export function asArray(raw: unknown, where: string): unknown[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    throw invalidArgument(`Invalid value at '${where}': expected a list.`);
  }
  return raw;
}

export function asBoolean(raw: unknown, where: string): boolean {
  if (typeof raw !== 'boolean') {
    throw invalidArgument(`Invalid value at '${where}': expected true or false.`);
  }
  return raw;
}

/** int32 fields arrive as JSON numbers or decimal strings (proto3 JSON accepts both). */
export function asInt32(raw: unknown, where: string): number {
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < -2147483648 ||
    value > 2147483647
  ) {
    throw invalidArgument(`Invalid value at '${where}' (TYPE_INT32): ${JSON.stringify(raw)}`);
  }
  return value;
}

/** Proto enums arrive as names (REST clients) or numbers (firebase-admin sends enum-encoding=int). */
export function asEnum<T extends string>(raw: unknown, where: string, names: readonly T[]): T {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw > 0 && raw < names.length) {
    return names[raw] as T;
  }
  if (typeof raw === 'string' && (names as readonly string[]).includes(raw) && raw !== names[0]) {
    return raw as T;
  }
  throw invalidArgument(
    `Invalid value at '${where}': ${JSON.stringify(raw)} is not one of ${names.slice(1).join(', ')}.`,
  );
}
