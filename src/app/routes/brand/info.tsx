import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import {
  publishedNoticesQuery,
  usePublishedNotices,
} from '@/features/content/api/get-published-notices';
import { NoticeList } from '@/features/content/components/notice-list';
import { ensureBrandWith } from '../../loaders/ensure-brand-with';

/** /{brandId}/info — the brand's お知らせ, newest first. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    await ensureBrandWith(queryClient, brandId, () =>
      queryClient.ensureQueryData(publishedNoticesQuery(brandId)),
    );
    return null;
  };

export function Component() {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const notices = usePublishedNotices(brandId);
  if (!brand) return null;
  return (
    <Page
      title={paths.brand.info.title}
      lead={`${brand.name}からのお知らせです。新しい物件のオープンやキャンペーン、施設のメンテナンスなどをご案内します。`}
    >
      <NoticeList
        notices={notices}
        itemHref={(infoId) => paths.brand.infoItem.href(brandId, infoId)}
      />
    </Page>
  );
}
