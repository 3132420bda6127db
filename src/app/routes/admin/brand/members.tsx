import { useParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { useServerList } from '@/components/admin/use-server-list';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { MembersTable } from '@/features/members/components/staff/members-table';
import { membersList } from '@/features/members/members-list';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const list = useServerList(membersList, brandId);
  return (
    <Page
      title={paths.admin.brand.members.title}
      lead={`${brand.name}に会員登録した方の一覧です。氏名を選ぶと、申込・契約・請求・本人確認書類を確認できます。`}
    >
      <AdminSection title="利用者">
        <MembersTable brandId={brandId} list={list} />
      </AdminSection>
    </Page>
  );
}
