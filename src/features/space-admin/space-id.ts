import { slugIdPattern } from '@/lib/model/document-id';

/**
 * A space id staff may choose: the model's `^[A-Za-z0-9_-]{1,64}$`, starting with a letter or
 * digit, since the public routes (`/{brandId}/{assetId}/{spaceId}/application`) accept only
 * such path segments.
 */
export function isSpaceId(value: string): boolean {
  return slugIdPattern.test(value) && /^[A-Za-z0-9]/.test(value);
}
