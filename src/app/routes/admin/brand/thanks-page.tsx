import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { requireFound } from '@/app/loaders/require-found';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminBrandQuery, useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { adminBrandPageQuery } from '@/features/content/api/admin-get-brand-page';
import { BrandPageEditor } from '@/features/content/components/staff/brand-page-editor';

const pageKey = 'thanks';
const title = paths.admin.brand.thanksPage.title;

/** /admin/brands/{brandId}/thanks-page (admin-guarded): a brand that does not exist is the 404 page. */
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
      lead={`${brand.name}のお申し込み完了ページに表示する文章を編集します。`}
    >
      <BrandPageEditor
        key={brandId}
        brandId={brandId}
        pageKey={pageKey}
        pageName={title}
        whereShown="お申し込み完了ページの受付番号の下に表示されます。本文が空のときは表示されません。"
        publicHref={null}
        renderPreview={(page) =>
          page.body ? (
            <MarkdownContent headingShift={0}>{page.body}</MarkdownContent>
          ) : (
            <p className="admin-hint">本文が空のあいだ、完了ページには何も追加されません。</p>
          )
        }
        previewNote="お申し込み完了ページでの表示（受付番号の下）"
      />
    </Page>
  );
}
