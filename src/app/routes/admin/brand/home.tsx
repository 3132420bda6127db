import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useLocation, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { requireFound } from '@/app/loaders/require-found';
import { brandApplicationsQuery } from '@/features/applications/api/get-brand-applications';
import { brandAssetNamesQuery } from '@/features/assets/api/get-brand-asset-names';
import { parseApplicationFilter } from '@/features/applications/application-filters';
import { ApplicationsOverview } from '@/features/applications/components/staff/applications-overview';
import { adminBrandQuery, useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { BrandSettings } from '@/features/brands/components/staff/brand-settings';

/** /admin/brands/{brandId} (admin-guarded): a brand that does not exist is the 404 page. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const filter = parseApplicationFilter(new URL(request.url).searchParams.get('status'));
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(brandApplicationsQuery(brandId, filter)),
      queryClient.ensureQueryData(brandAssetNamesQuery(brandId)),
    ]);
    requireFound(brand);
    return null;
  };

function arrivalNotice(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const location = useLocation();
  return (
    <Page
      title={`${brand.name}（ブランドの設定）`}
      heading={brand.name}
      lead={`ブランドID: ${brandId}。申込に対応し、公開状態・紹介文・問い合わせ先・テーマカラー・画像を設定します。`}
    >
      <ApplicationsOverview key={brandId} brandId={brandId} />
      <BrandSettings
        key={brandId}
        brandId={brandId}
        brand={brand}
        initialMessage={arrivalNotice(location.state)}
      />
    </Page>
  );
}
