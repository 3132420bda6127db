import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import {
  publishedNoticeQuery,
  usePublishedNotice,
} from '@/features/content/api/get-published-notice';
import { NoticeArticle } from '@/features/content/components/notice-article';
import { ensureBrandWith } from '../../loaders/ensure-brand-with';
import { requireFound } from '../../loaders/require-found';

/** /{brandId}/info/{infoId}: the brand must be published, the item published and due. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const notice = await ensureBrandWith(queryClient, brandId, () =>
      queryClient.ensureQueryData(publishedNoticeQuery(brandId, params['infoId'] ?? '')),
    );
    requireFound(notice);
    return null;
  };

export function Component() {
  const { brandId = '', infoId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const notice = usePublishedNotice(brandId, infoId);
  if (!brand || !notice) return null;
  return (
    <NoticeArticle notice={notice} source={brand.name} listHref={paths.brand.info.href(brandId)} />
  );
}
