import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { BillingManager } from '@/features/billing/components/staff/billing-manager';
import { DeliveryLog } from '@/features/messages/components/staff/delivery-log';
import { todayInJapan } from '@/utils/today-in-japan';
import { useBrandAssetNames } from './parts/brand-asset-names';

export function Component() {
  const { brandId, brandName, assetNames } = useBrandAssetNames();
  return (
    <Page
      title={paths.admin.brand.billing.title}
      lead={`${brandName}の請求を月ごとに確認し、請求の作成、入金の記録、CSVファイルへの書き出しを行います。`}
    >
      <BillingManager
        brandId={brandId}
        assetNames={assetNames}
        today={todayInJapan()}
        billMails={(billId) => <DeliveryLog about={{ brandId, type: 'bill', id: billId }} />}
      />
    </Page>
  );
}
