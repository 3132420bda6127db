import { useParams, useSearchParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { UnreadableAlert } from '@/components/admin/unreadable-alert';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { useBrandMailPage } from '@/features/messages/api/get-brand-mail-page';
import { brandMailRequestFrom } from '@/features/messages/brand-mail-params';
import { BrandMailLog } from '@/features/messages/components/staff/brand-mail-log';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const [params] = useSearchParams();
  const { page: pageNumber, ...request } = brandMailRequestFrom(params);
  const page = useBrandMailPage(brandId, request);
  return (
    <Page
      title={paths.admin.brand.mails.title}
      lead={`${brand.name}がお客さまとスタッフに送ったすべてのメールと、その送信状況です。「届いていない」と言われたときは、宛先で探して再送できます（送信済みのメールも再送できます）。`}
    >
      <AdminSection title="送信したメール">
        <UnreadableAlert count={page.unreadable} noun="メール" />
        <BrandMailLog
          brandId={brandId}
          page={page}
          pageNumber={pageNumber}
          pageSize={request.size}
          filters={request.filters}
        />
      </AdminSection>
    </Page>
  );
}
