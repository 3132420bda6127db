import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { usePublishedNotices } from '@/features/content/api/get-published-notices';
import { NoticeList } from '@/features/content/components/notice-list';

export function Component() {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const notices = usePublishedNotices(brandId);
  if (!brand) return null;
  return (
    <Page
      title={`${brand.name}の${paths.brand.notices.title}`}
      heading={paths.brand.notices.title}
      lead={`${brand.name}からのお知らせです。新しい物件のオープンやキャンペーン、施設のメンテナンスなどをご案内します。`}
    >
      <NoticeList
        notices={notices}
        itemHref={(noticeId) => paths.brand.notice.href(brandId, noticeId)}
      />
    </Page>
  );
}
