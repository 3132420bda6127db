import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useLocation, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { requireFound } from '@/app/loaders/require-found';
import { adminBrandQuery, useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { BrandSettings } from '@/features/brands/components/brand-settings';

/** /admin/brands/{brandId} (admin-guarded): a brand that does not exist is the 404 page. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    requireFound(await queryClient.ensureQueryData(adminBrandQuery(params['brandId'] ?? '')));
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
      lead={`ブランドID: ${brandId}。公開状態・紹介文・問い合わせ先・テーマカラー・画像を設定します。`}
    >
      {/*
        ── Applications overview goes here ──
        The applications overview of this brand (issue 9, another helper) is added as its own
        section right here, above the settings, e.g. <BrandApplicationsOverview brandId={brandId} />.
      */}
      <BrandSettings
        key={brandId}
        brandId={brandId}
        brand={brand}
        initialMessage={arrivalNotice(location.state)}
      />
    </Page>
  );
}
