import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { requireFound } from '@/app/loaders/require-found';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminBrandQuery, useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { NoticeArticleBody } from '@/features/content/components/notice-article';
import { adminNoticesQuery } from '@/features/content/api/admin-get-notices';
import { NoticeManager } from '@/features/content/components/staff/notice-manager';
import { PreviewPage } from '@/features/content/components/staff/preview-page';

/** /admin/brands/{id}/info (admin-guarded): a brand that does not exist is the 404 page. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(adminNoticesQuery(brandId)),
    ]);
    requireFound(brand);
    return null;
  };

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const title = paths.admin.brand.info.title;
  const listHref = paths.brand.info.href(brandId);
  return (
    <Page
      title={`${title}（${brand.name}）`}
      heading={title}
      lead={`${brand.name}のお知らせを編集します。公開中のお知らせは、ブランドのトップページと「お知らせ」ページに表示されます。`}
    >
      <NoticeManager
        key={brandId}
        brandId={brandId}
        publicHref={listHref}
        renderPreview={(draft) => (
          <PreviewPage title={draft.title || 'タイトル'}>
            <NoticeArticleBody notice={draft} listHref={listHref} />
          </PreviewPage>
        )}
      />
    </Page>
  );
}
