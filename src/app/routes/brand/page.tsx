import { useParams } from 'react-router';
import type { BrandPageProps } from '@/app/screen-props';
import { useRouteLine } from '@/app/use-route-line';
import { brandPageDisplay } from '@/features/content/brand-page-display';
import { BrandPageView } from '@/features/content/components/brand-page-view';

/**
 * A brand's fixed page (ご利用の流れ, 利用規約, プライバシーポリシー, 会社概要, 特定商取引法に基づく
 * 表記): which one, and its title, come from the route line.
 */
export function Component() {
  const { brandId = '' } = useParams();
  const { title, props } = useRouteLine<BrandPageProps>();
  return (
    <BrandPageView
      brandId={brandId}
      pageKey={props.pageKey}
      fallbackTitle={title}
      {...brandPageDisplay[props.pageKey]}
    />
  );
}
