import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { ContactsInbox } from '@/features/requests/components/staff/contacts-inbox';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  return (
    <Page
      title={paths.admin.brand.contacts.title}
      lead={`${brand.name}に届いたお問い合わせです。お名前を選ぶと内容を確認し、対応状況とメモを記録できます。`}
    >
      <ContactsInbox brandId={brandId} />
    </Page>
  );
}
