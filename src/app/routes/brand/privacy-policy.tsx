import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BrandPageView } from '@/features/content/components/brand-page-view';

export function Component() {
  const { brandId = '' } = useParams();
  return (
    <BrandPageView
      brandId={brandId}
      pageKey="privacy-policy"
      fallbackTitle={paths.brand.privacyPolicy.title}
      showOutline
    />
  );
}
