import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { MailTemplateEditor } from '@/features/mail/components/staff/mail-template-editor';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  return (
    <Page
      title={paths.admin.brand.mailTemplates.title}
      lead={`${brand.name}からお客さまとスタッフに送るメールの文面を、種類ごとに変えられます。`}
    >
      <MailTemplateEditor brandId={brandId} brandName={brand.name} />
    </Page>
  );
}
