import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { requireFound } from '@/app/loaders/require-found';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminBrandQuery, useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { BrandPageBody } from '@/features/content/components/brand-page-view';
import { adminBrandPageQuery } from '@/features/content/api/admin-get-brand-page';
import { BrandPageEditor } from '@/features/content/components/staff/brand-page-editor';
import { PreviewPage } from '@/features/content/components/staff/preview-page';

const pageKey = 'privacy-policy';
const title = paths.admin.brand.privacyPolicy.title;

/** /admin/brands/{brandId}/privacy-policy (admin-guarded): a brand that does not exist is the 404 page. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(adminBrandPageQuery(brandId, pageKey)),
    ]);
    requireFound(brand);
    return null;
  };

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  return (
    <Page
      title={`${title}（${brand.name}）`}
      heading={title}
      lead={`${brand.name}のプライバシーポリシーを編集します。`}
    >
      <BrandPageEditor
        key={brandId}
        brandId={brandId}
        pageKey={pageKey}
        pageName={title}
        whereShown="公開ページの「プライバシーポリシー」に表示されます。"
        publicHref={paths.brand.privacyPolicy.href(brandId)}
        renderPreview={(page) => (
          <PreviewPage title={page.title || paths.brand.privacyPolicy.title}>
            <BrandPageBody page={page} showOutline />
          </PreviewPage>
        )}
      />
    </Page>
  );
}
