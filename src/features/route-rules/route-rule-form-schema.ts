import * as z from 'zod/mini';
import { routeRuleSchema } from '@/lib/model/route-rule';
import type { RouteRule } from '@/lib/model/route-rule';

/** A rule as staff write it; the timestamps are the server's. */
export type RouteRuleFields = Pick<RouteRule, 'from' | 'to' | 'status' | 'enabled'>;

/** Stand-ins for the server's timestamps, so the model's own schema checks the whole rule. */
const placeholderTimestamps = { createdAt: new Date(0), updatedAt: new Date(0) };

/**
 * The form's schema: trimmed fields, then the model's `routeRuleSchema` itself — the same
 * patterns the route-rule function and firestore.rules apply, so the form accepts exactly what
 * the server would serve.
 */
export const routeRuleFormSchema = z.pipe(
  z.pipe(
    z.object({
      from: z.string().check(z.trim()),
      to: z.string().check(z.trim()),
      status: z.number(),
      enabled: z.boolean(),
    }),
    z.transform((fields) => ({ ...fields, ...placeholderTimestamps })),
  ),
  z.pipe(
    routeRuleSchema,
    z.transform(({ from, to, status, enabled }): RouteRuleFields => ({
      from,
      to,
      status,
      enabled,
    })),
  ),
);

/** The form's values (a `<select>` gives the status as a number via `valueAsNumber`). */
export type RouteRuleFormValues = z.input<typeof routeRuleFormSchema>;
