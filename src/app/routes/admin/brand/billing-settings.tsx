import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { useBillingSettings } from '@/features/payment/api/get-billing-settings';
import { BillingSettingsForm } from '@/features/payment/components/staff/billing-settings-form';
import { DebitSettingsSection } from '@/features/debit/components/staff/debit-settings-section';

/** /admin/brands/{brandId}/billing-settings: お支払い方法, 振込先 and the invoice issuer. */
export function Component() {
  const { brandId = '' } = useParams();
  const brand = useAdminBrand(brandId);
  const settings = useBillingSettings(brandId);
  return (
    <Page
      title={paths.admin.brand.billingSettings.title}
      lead={`${brand?.name ?? brandId}のお支払い方法、銀行振込の振込先、適格請求書の発行者と登録番号を設定します。`}
    >
      <BillingSettingsForm brandId={brandId} settings={settings} />
      <DebitSettingsSection brandId={brandId} />
    </Page>
  );
}
