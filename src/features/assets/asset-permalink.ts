import { paths } from '@/config/paths';

/**
 * The asset's permanent public address (`/brand/{brand}/asset/{assetNumber}`) on this site's
 * origin: what the QR code on the signage opens.
 */
export function assetPermalink(origin: string, brandId: string, assetNumber: string): string {
  return `${origin.replace(/\/+$/, '')}${paths.brandAsset.href(brandId, assetNumber)}`;
}
