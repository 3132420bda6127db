import { reservedFirstSegments } from './reserved-first-segments';

// Lower-case letters, digits and hyphens, 2 to 40 characters, not starting with a hyphen:
// safe in a URL without encoding and easy to read aloud on the phone.
const brandIdPattern = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** Whether `value` can be a brand id (the `/{brandId}` segment). */
export function isBrandId(value: string | undefined): value is string {
  return value !== undefined && brandIdPattern.test(value) && !reservedFirstSegments.has(value);
}
