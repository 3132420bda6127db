import { isDocumentId } from '@/utils/is-document-id';

/**
 * A space id staff may choose: the model's `^[A-Za-z0-9_-]{1,64}$`, starting with a letter or
 * digit, since the public routes (`/{brandId}/{assetId}/{spaceId}/application`) accept only
 * such path segments (`isDocumentId`, which the route table already loads).
 */
export function isSpaceId(value: string): boolean {
  return value.length <= 64 && isDocumentId(value);
}
