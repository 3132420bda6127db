import * as z from 'zod/mini';

/**
 * A staff list's filters as the address holds them (react-admin's filter values and refine's
 * `syncWithLocation`): read from the address when the screen or its loader runs, written back
 * when staff apply them, so Back, reload and a shared link show the same rows. `scope` is what
 * a list's reading may depend on besides the address (the billing screen's today).
 */
export type ListFilters<F, Scope = void> = {
  read: (params: URLSearchParams, scope: Scope) => F;
  /** Sets `values` on `next` (the address without the page: a new filter starts at page 1). */
  write: (next: URLSearchParams, values: F) => void;
};

/** One filter: its name in the address and what its value may be ('' is no filter). */
export type ListFilterField<V extends string = string> = {
  param: string;
  /** Parses the trimmed text of the address; it must accept '' (or catch to a value). */
  schema: z.ZodMiniType<V, string>;
};

/** Filters of text values, each a field: what the filter forms of the staff lists edit. */
export type TextFilters<F extends Record<string, string>> = ListFilters<F, unknown> & {
  fields: { readonly [K in keyof F]: ListFilterField<F[K]> };
  /** Every filter off (条件をクリア). */
  empty: F;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Any text (trimmed, at most `maxLength` characters when read). */
export const textFilter = (param: string): ListFilterField => ({ param, schema: z.string() });

/** A calendar day, `YYYY-MM-DD`; anything else is no filter. */
export const dateFilter = (param: string): ListFilterField => ({
  param,
  schema: z.catch(z.union([z.literal(''), z.string().check(z.regex(DATE))]), ''),
});

/** One of `values`; anything else is `fallback` (no filter by default). */
export function oneOfFilter<V extends string>(
  param: string,
  values: readonly V[],
  fallback: V | '' = '',
): ListFilterField<V | ''> {
  const allowed = new Set<string>(values);
  return {
    param,
    schema: z.pipe(
      z.string(),
      z.transform((value): V | '' => (allowed.has(value) ? (value as V) : fallback)),
    ),
  };
}

/**
 * The filters of a list whose values are text: each read from its parameter (trimmed, cut at
 * `maxLength`) through its schema, and written back when not empty.
 */
export function textFilters<F extends Record<string, string>>(
  fields: { readonly [K in keyof F]: ListFilterField<F[K]> },
  { maxLength = 300 }: { maxLength?: number } = {},
): TextFilters<F> {
  const keys = Object.keys(fields) as (keyof F & string)[];
  return {
    fields,
    empty: Object.fromEntries(keys.map((key) => [key, ''])) as F,
    read: (params) => {
      const values: Partial<F> = {};
      for (const key of keys) {
        const { param, schema } = fields[key];
        values[key] = schema.parse((params.get(param) ?? '').trim().slice(0, maxLength));
      }
      return values as F;
    },
    write: (next, values) => {
      for (const key of keys) {
        const value = (values[key] ?? '').trim();
        if (value === '') next.delete(fields[key].param);
        else next.set(fields[key].param, value);
      }
    },
  };
}
