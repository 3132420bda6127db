import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { BillingManager } from '@/features/billing/components/staff/billing-manager';
import { DeliveryLog } from '@/features/mail/components/staff/delivery-log';
import { todayInJapan } from '@/utils/today-in-japan';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  // The brand's name only: each page of bills names its own assets (never every asset).
  const brandName = requireFound(useAdminBrand(brandId)).name;
  return (
    <Page
      title={paths.admin.brand.billing.title}
      lead={`${brandName}の請求を月ごとに確認し、請求の作成、入金の記録、CSVファイルへの書き出しを行います。`}
    >
      <BillingManager
        brandId={brandId}
        today={todayInJapan()}
        billMails={(billId) => <DeliveryLog about={{ brandId, type: 'bill', id: billId }} />}
      />
    </Page>
  );
}
