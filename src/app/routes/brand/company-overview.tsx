import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BrandPageView } from '@/features/content/components/brand-page-view';
import { brandPageLoader } from '../../loaders/brand-page-loader';

/** /{brandId}/company-overview */
export const loader = brandPageLoader('company-overview');

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
