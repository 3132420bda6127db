import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { requireFound } from '@/app/loaders/require-found';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminBrandQuery, useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { AnnotationSection } from '@/features/content/components/annotation-section';
import { adminBrandPageQuery } from '@/features/content/api/admin-get-brand-page';
import { BrandPageEditor } from '@/features/content/components/staff/brand-page-editor';

const pageKey = 'annotation';
const title = paths.admin.brand.annotation.title;

/** /admin/brands/{brandId}/annotation (admin-guarded): a brand that does not exist is the 404 page. */
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
      lead={`${brand.name}のお申し込み画面で、区画の上に表示する注記を編集します。`}
    >
      <BrandPageEditor
        key={brandId}
        brandId={brandId}
        pageKey={pageKey}
        pageName={title}
        newPageTitle="お申し込みの前にご確認ください"
        whereShown="お申し込み画面（入力ステップ）の区画の情報の上に表示されます。本文が空のときは表示されません。"
        publicHref={null}
        renderPreview={(page) =>
          page.body ? (
            <AnnotationSection page={page} headingId="annotation-preview" />
          ) : (
            <p className="admin-hint">本文が空のあいだ、注記は表示されません。</p>
          )
        }
        previewNote="お申し込み画面での表示"
      />
    </Page>
  );
}
