import { useSiteOrigin } from '@/hooks/page-head';
import { usePageJsonLd } from '@/hooks/use-page-json-ld';
import { assetJsonLd, type AssetJsonLdInput } from '../asset-json-ld';

export type AssetJsonLdScriptProps = Omit<AssetJsonLdInput, 'url' | 'breadcrumbs'> & {
  /** The page's canonical path. */
  path: string;
  /** The breadcrumbs the page shows, by path (the last one the page itself). */
  breadcrumbs: ReadonlyArray<{ name: string; path: string }>;
};

/** The asset's schema.org data in the head (usePageJsonLd), for as long as the page shows. */
export function AssetJsonLdScript({ path, breadcrumbs, ...props }: AssetJsonLdScriptProps) {
  const origin = useSiteOrigin();
  const url = (to: string) => new URL(to, origin).href;
  usePageJsonLd(
    assetJsonLd({
      ...props,
      url: url(path),
      breadcrumbs: breadcrumbs.map((item) => ({ name: item.name, url: url(item.path) })),
    }),
  );
  return null;
}
