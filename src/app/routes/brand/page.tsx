import { Suspense } from 'react';
import { useParams } from 'react-router';
import type { BrandPageProps } from '@/app/screen-props';
import { useRouteLine } from '@/app/use-route-line';
import { brandPageDisplay } from '@/features/content/brand-page-display';
import { BrandPageView } from '@/features/content/components/brand-page-view';
import { usePaymentTerms } from '@/features/payment/api/get-payment-terms';
import { withPaymentTerms } from '#shared/model/payment-terms.js';

/**
 * 特定商取引法に基づく表記: staff's page, its 支払方法 and 支払時期 written from the brand's
 * お支払い設定, so the legal page says what the apply flow, the invoice and the mails say. The
 * settings are read here, after the page's chunk, not in the route's loader: a prefetch there
 * would put this page's chunk list in the entry every visitor loads (≈ 0.1 KB of a full budget).
 */
function TransactionPage({ brandId, fallbackTitle }: { brandId: string; fallbackTitle: string }) {
  const terms = usePaymentTerms(brandId);
  return (
    <BrandPageView
      brandId={brandId}
      pageKey="transaction"
      fallbackTitle={fallbackTitle}
      {...brandPageDisplay.transaction}
      bodyOf={(body) => withPaymentTerms(body, terms)}
    />
  );
}

/**
 * A brand's fixed page (ご利用の流れ, 利用規約, プライバシーポリシー, 会社概要, 特定商取引法に基づく
 * 表記): which one, and its title, come from the route line.
 */
export function Component() {
  const { brandId = '' } = useParams();
  const { title, props } = useRouteLine<BrandPageProps>();
  if (props.pageKey === 'transaction')
    return (
      // Nothing of the page until the rows are known: never staff's text in their place.
      <Suspense fallback={null}>
        <TransactionPage brandId={brandId} fallbackTitle={title} />
      </Suspense>
    );
  return (
    <BrandPageView
      brandId={brandId}
      pageKey={props.pageKey}
      fallbackTitle={title}
      {...brandPageDisplay[props.pageKey]}
    />
  );
}
