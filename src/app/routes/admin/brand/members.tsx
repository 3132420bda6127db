import { useParams, useSearchParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { UnreadableAlert } from '@/components/admin/unreadable-alert';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { useMembersPage } from '@/features/members/api/get-members-page';
import { MembersTable } from '@/features/members/components/staff/members-table';
import { membersPageRequestFrom } from '@/features/members/members-page-params';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const [params] = useSearchParams();
  const { page: pageNumber, ...request } = membersPageRequestFrom(params);
  const page = useMembersPage(brandId, request);
  return (
    <Page
      title={paths.admin.brand.members.title}
      lead={`${brand.name}に会員登録した方の一覧です。氏名を選ぶと、申込・契約・請求・本人確認書類を確認できます。`}
    >
      <AdminSection title="利用者">
        <UnreadableAlert count={page.unreadable} noun="会員情報" />
        <MembersTable
          brandId={brandId}
          page={page}
          pageNumber={pageNumber}
          pageSize={request.size}
          search={request.search}
        />
      </AdminSection>
    </Page>
  );
}
