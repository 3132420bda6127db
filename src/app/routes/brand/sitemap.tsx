import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useRouteBrand } from '@/app/use-route-brand';
import { usePublishedAssets } from '@/features/assets/api/get-published-assets';
import { BrandSitemap } from '@/features/content/components/brand-sitemap';

export function Component() {
  const { brandId, brand } = useRouteBrand();
  const assets = usePublishedAssets(brandId);
  if (!brand) return null;
  return (
    <Page
      title={paths.brand.sitemap.title}
      lead={`${brand.name}のすべてのページと、公開中の物件の一覧です。`}
    >
      <BrandSitemap brandId={brandId} assets={assets} />
    </Page>
  );
}
