import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BrandPageView } from '@/features/content/components/brand-page-view';

export function Component() {
  const { brandId = '' } = useParams();
  return (
    <BrandPageView
      brandId={brandId}
      pageKey="transaction"
      fallbackTitle={paths.brand.transaction.title}
    />
  );
}
