import { brandIdPattern } from './brand-id-pattern';
import { reservedFirstSegments } from './reserved-first-segments';

/** Whether `value` can be a brand id (the `/{brandId}` segment). */
export function isBrandId(value: string | undefined): value is string {
  return value !== undefined && brandIdPattern.test(value) && !reservedFirstSegments.has(value);
}
