import { z } from 'zod';
import { timestampsShape } from './timestamps';

export const redirectStatuses = [301, 302, 307, 308] as const;

/**
 * routeRules/{id} — read only by the route-rules function (admin SDK); the rules close it to
 * every client. `from` is an exact path; `to` a path on this site or an https address.
 */
export const routeRuleSchema = z.strictObject({
  from: z
    .string()
    .regex(/^\/[^\s?#]{0,299}$/, { error: '転送元は「/」で始まるパスで入力してください' }),
  to: z
    .string()
    .max(2000)
    .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, {
      error: '転送先は「/」で始まるパスか https:// のアドレスで入力してください',
    }),
  status: z.literal(redirectStatuses),
  enabled: z.boolean(),
  ...timestampsShape,
});

export type RouteRule = z.infer<typeof routeRuleSchema>;
