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

const pageKey = 'terms';
const title = paths.admin.brand.terms.title;

/** /admin/brands/{brandId}/terms (admin-guarded): a brand that does not exist is the 404 page. */
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
      lead={`${brand.name}の利用規約を編集します。お客さまはお申し込みのときにこの規約に同意します。`}
    >
      <BrandPageEditor
        key={brandId}
        brandId={brandId}
        pageKey={pageKey}
        pageName={title}
        versioned
        whereShown="公開ページの「利用規約」と、お申し込み画面の同意欄に表示されます。"
        publicHref={paths.brand.terms.href(brandId)}
        renderPreview={(page) => (
          <PreviewPage title={page.title || paths.brand.terms.title}>
            <BrandPageBody page={page} showVersion showOutline />
          </PreviewPage>
        )}
      />
    </Page>
  );
}
