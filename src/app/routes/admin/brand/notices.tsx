import { useParams } from 'react-router';
import { requireFound } from '@/app/loaders/require-found';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { NoticeManager, noticePreview } from '@/features/content/components/staff/notice-manager';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const title = paths.admin.brand.notices.title;
  const listHref = paths.brand.notices.href(brandId);
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
        renderPreview={noticePreview(listHref)}
      />
    </Page>
  );
}
