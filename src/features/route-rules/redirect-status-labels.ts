import type { RouteRule } from '@/lib/model/route-rule';

/** What each status means to staff (the browser-side step treats them alike). */
export const redirectStatusLabels: Record<RouteRule['status'], string> = {
  301: '301 恒久的な転送',
  302: '302 一時的な転送',
  307: '307 一時的な転送（メソッド維持）',
  308: '308 恒久的な転送（メソッド維持）',
};
