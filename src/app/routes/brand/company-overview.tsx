import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BrandPageView } from '@/features/content/components/brand-page-view';

export function Component() {
  const { brandId = '' } = useParams();
  return (
    <BrandPageView
      brandId={brandId}
      pageKey="company-overview"
      fallbackTitle={paths.brand.companyOverview.title}
    />
  );
}
