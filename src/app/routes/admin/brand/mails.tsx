import { useParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { useServerList } from '@/components/admin/use-server-list';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { brandMailList } from '@/features/mail/brand-mail-list';
import { BrandMailLog } from '@/features/mail/components/staff/brand-mail-log';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const list = useServerList(brandMailList, brandId);
  return (
    <Page
      title={paths.admin.brand.mails.title}
      lead={`${brand.name}がお客さまとスタッフに送ったすべてのメールと、その送信状況です。「届いていない」と言われたときは、宛先で探して再送できます（送信済みのメールも再送できます）。`}
    >
      <AdminSection title="送信したメール">
        <BrandMailLog brandId={brandId} list={list} />
      </AdminSection>
    </Page>
  );
}
