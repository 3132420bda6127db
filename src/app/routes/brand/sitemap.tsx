import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedAssets } from '@/features/assets/api/get-published-assets';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { BrandSitemap } from '@/features/content/components/brand-sitemap';

export function Component() {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const assets = usePublishedAssets(brandId);
  if (!brand) return null;
  return (
    <Page
      title={`${brand.name}の${paths.brand.sitemap.title}`}
      heading={paths.brand.sitemap.title}
      lead={`${brand.name}のすべてのページと、公開中の物件の一覧です。`}
    >
      <BrandSitemap brandId={brandId} assets={assets} />
    </Page>
  );
}
