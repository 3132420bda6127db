import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { usePublishedNotice } from '@/features/content/api/get-published-notice';
import { NoticeArticle } from '@/features/content/components/notice-article';

export function Component() {
  const { brandId = '', noticeId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const notice = usePublishedNotice(brandId, noticeId);
  if (!brand || !notice) return null;
  return (
    <NoticeArticle
      notice={notice}
      source={brand.name}
      brandName={brand.name}
      listHref={paths.brand.notices.href(brandId)}
    />
  );
}
