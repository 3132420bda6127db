import { usePageJsonLd } from '@/hooks/use-page-json-ld';
import { assetJsonLd } from '../asset-json-ld';

export type AssetJsonLdScriptProps = Parameters<typeof assetJsonLd>[0];

/** The asset's schema.org data in the head (usePageJsonLd), for as long as the page shows. */
export function AssetJsonLdScript(props: AssetJsonLdScriptProps) {
  usePageJsonLd(assetJsonLd(props));
  return null;
}
