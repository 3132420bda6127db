import { useParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { UnreadableAlert } from '@/components/admin/unreadable-alert';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { useMembers } from '@/features/members/api/get-members';
import { MembersTable } from '@/features/members/components/staff/members-table';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const { members, unreadable } = useMembers(brandId);
  return (
    <Page
      title={paths.admin.brand.members.title}
      lead={`${brand.name}に会員登録した方の一覧です。氏名を選ぶと、申込・契約・請求・本人確認書類を確認できます。`}
    >
      <AdminSection title="利用者">
        <UnreadableAlert count={unreadable} noun="会員情報" />
        <MembersTable brandId={brandId} members={members} />
      </AdminSection>
    </Page>
  );
}
