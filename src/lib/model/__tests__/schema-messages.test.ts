import { describe, expect, it } from 'vitest';
import { postalAddressShape } from '../postal-address';
import * as z from 'zod/mini';

/**
 * No check may reach a person without its own Japanese message (issue 19.2: "⚠ Invalid input"
 * for a 市区町村 over 100 characters). This walks every schema exported from src/lib/model —
 * objects' fields, optional / nullable / array / record / pipe / union members — and lists each
 * check (length, range, pattern, refine…) that has no message of its own. Transforms that only
 * rewrite a value (trim) are not checks.
 */
const modules = import.meta.glob<Record<string, unknown>>('../*.ts', { eager: true });

type Def = { checks?: ZodLike[]; error?: unknown; [key: string]: unknown };
type ZodLike = { _zod: { def: Def } };

function isSchema(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

function messageOf(check: ZodLike): string | null {
  const error = check._zod.def.error;
  if (typeof error !== 'function') return null;
  const message: unknown = (error as (issue: unknown) => unknown)({});
  return typeof message === 'string' ? message : null;
}

function walk(schema: ZodLike, path: string, gaps: string[], seen: Set<unknown>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  for (const check of def.checks ?? []) {
    const kind = String(check._zod.def['check']);
    if (kind === 'overwrite') continue;
    const message = messageOf(check);
    if (message === null || !JAPANESE.test(message)) gaps.push(`${path}: ${kind}`);
  }
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    if (isSchema(value)) walk(value, `${path}.${key}`, gaps, seen);
    else if (Array.isArray(value))
      value.forEach((item, i) => isSchema(item) && walk(item, `${path}[${i}]`, gaps, seen));
    else if (key === 'shape' && value && typeof value === 'object')
      for (const [field, fieldSchema] of Object.entries(value))
        if (isSchema(fieldSchema)) walk(fieldSchema, `${path}.${field}`, gaps, seen);
  }
}

describe('every check in src/lib/model has its own Japanese message', () => {
  it('walks every exported schema and finds no check without one', () => {
    const gaps: string[] = [];
    let schemas = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!isSchema(value)) continue;
        schemas += 1;
        walk(value, `${file.replace('../', '')}:${name}`, gaps, new Set());
      }
    }
    expect(schemas).toBeGreaterThan(30);
    expect(gaps).toEqual([]);
  });

  it('the walk finds a check without a message (it is not vacuous)', () => {
    const gaps: string[] = [];
    const probe: unknown = z.object({ a: z.string().check(z.maxLength(3)) });
    if (isSchema(probe)) walk(probe, 'probe', gaps, new Set());
    expect(gaps).toEqual(['probe.a: max_length']);
  });

  it('市区町村, 町名・番地 and 建物名 over 100 characters say so in Japanese', () => {
    const long = 'あ'.repeat(101);
    const address = z.object(postalAddressShape);
    const base = {
      postalCode: '154-0024',
      prefecture: '東京都',
      city: '世田谷区',
      addressLine: '三軒茶屋1-2-3',
    };
    const message = (patch: Record<string, string>) =>
      address.safeParse({ ...base, ...patch }).error?.issues[0]?.message;
    expect(message({ city: long })).toBe('市区町村は100文字以内で入力してください');
    expect(message({ addressLine: long })).toBe('町名・番地は100文字以内で入力してください');
    expect(message({ building: long })).toBe('建物名・部屋番号は100文字以内で入力してください');
  });
});
