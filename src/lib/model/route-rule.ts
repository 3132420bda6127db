import * as z from 'zod/mini';
import {
  ROUTE_RULE_EXTERNAL_TARGET,
  ROUTE_RULE_FROM,
  ROUTE_RULE_FROM_MAX,
  ROUTE_RULE_INTERNAL_TARGET,
  ROUTE_RULE_TO_MAX,
  ROUTE_RULE_UNREACHABLE_FROM,
  redirectStatuses,
} from './route-rule-patterns';
import { timestampsShape } from '#shared/model/timestamps.js';

export { redirectStatuses };

/** Same test as the function's isSafeRedirectTarget: a path here (never `//…`) or https://. */
export function isSafeRedirectTarget(to: string): boolean {
  return (
    to.length <= ROUTE_RULE_TO_MAX &&
    (ROUTE_RULE_INTERNAL_TARGET.test(to) || ROUTE_RULE_EXTERNAL_TARGET.test(to))
  );
}

/**
 * routeRules/{id} — read by the route-rule function (admin SDK) and managed by admins. `from` is
 * an exact path or a prefix ending in `/*`; `to` a path on this site or an https address
 * (docs/route-rules.md). The function keeps its own copy of these checks
 * (functions/src/route-rules/route-rule-schema.ts), held in step by a test.
 */
export const routeRuleSchema = z
  .strictObject({
    from: z.string().check(
      z.maxLength(ROUTE_RULE_FROM_MAX, { error: '転送元が長すぎます' }),
      z.regex(ROUTE_RULE_FROM, {
        error: '転送元は「/」で始まるパス（末尾に「/*」で配下すべて）で入力してください',
      }),
      z.refine((from) => !ROUTE_RULE_UNREACHABLE_FROM.test(from), {
        error:
          '「/admin」「/api」で始まるパスには転送ルールが働きません（管理画面とAPIは転送されません）',
      }),
    ),
    to: z.string().check(
      z.refine(isSafeRedirectTarget, {
        error: '転送先は「/」で始まるサイト内のパスか https:// のアドレスで入力してください',
      }),
    ),
    status: z.literal(redirectStatuses),
    enabled: z.boolean(),
    ...timestampsShape,
  })
  .check(
    z.refine((rule) => rule.to !== rule.from, {
      path: ['to'],
      error: '転送先が転送元と同じです',
    }),
  );

export type RouteRule = z.infer<typeof routeRuleSchema>;
