import { useLocation, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { DeliveryLog } from '@/features/mail/components/staff/delivery-log';
import { requireFound } from '@/app/loaders/require-found';
import { ApplicationsOverview } from '@/features/applications/components/staff/applications-overview';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { BrandSettings } from '@/features/brands/components/staff/brand-settings';
import { useStaffFinalBillOf } from './parts/use-staff-final-bill-of';

function arrivalNotice(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const location = useLocation();
  const finalBillOf = useStaffFinalBillOf(brandId);
  return (
    <Page
      title={`${brand.name}（ブランドの設定）`}
      heading={brand.name}
      lead={`ブランドID: ${brandId}。申込に対応し、公開状態・紹介文・問い合わせ先・テーマカラー・画像を設定します。`}
    >
      <ApplicationsOverview
        key={brandId}
        brandId={brandId}
        finalBillOf={finalBillOf}
        renderDetailExtra={(id) => <DeliveryLog about={{ brandId, type: 'application', id }} />}
      />
      <BrandSettings
        key={brandId}
        brandId={brandId}
        brand={brand}
        initialMessage={arrivalNotice(location.state)}
      />
    </Page>
  );
}
