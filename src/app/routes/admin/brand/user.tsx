import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunction } from 'react-router';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { adminAssetsQuery, useAdminAssets } from '@/features/assets/api/get-admin-assets';
import { memberQuery, useMember } from '@/features/members/api/get-member-for-staff';
import { memberApplicationsQuery } from '@/features/members/api/get-member-applications';
import { memberBillingsQuery } from '@/features/members/api/get-member-billings';
import { MemberDetail } from '@/features/members/components/staff/member-detail';

/**
 * /admin/brands/{brandId}/users/{userId} (admin-guarded): a member who does not exist (or a
 * brand that does not) is the 404 page. The brand's assets name each application's place.
 */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const uid = params['userId'] ?? '';
    const [member, assets] = await Promise.all([
      queryClient.ensureQueryData(memberQuery(brandId, uid)),
      queryClient.ensureQueryData(adminAssetsQuery(brandId)),
      queryClient.ensureQueryData(memberApplicationsQuery(brandId, uid)),
      queryClient.ensureQueryData(memberBillingsQuery(brandId, uid)),
    ]);
    requireFound(assets);
    requireFound(member);
    return null;
  };

export function Component() {
  const params = useParams();
  const brandId = params['brandId'] ?? '';
  const member = requireFound(useMember(brandId, params['userId'] ?? ''));
  const assets = requireFound(useAdminAssets(brandId));
  const assetNames = useMemo(
    () =>
      new Map(
        assets.assets.flatMap((entry) => (entry.asset ? [[entry.id, entry.asset.name]] : [])),
      ),
    [assets],
  );
  return (
    <Page
      title={`${member.name}さん | ${paths.admin.brand.user.title}`}
      heading={`${member.name}さん`}
      lead={`${assets.brandName}の会員です。申込と履歴、契約、請求、本人確認書類を確認できます。`}
    >
      <p>
        <Link to={paths.admin.brand.users.href(brandId)}>
          <span aria-hidden="true">← </span>利用者の一覧に戻る
        </Link>
      </p>
      <MemberDetail brandId={brandId} member={member} assetNames={assetNames} />
    </Page>
  );
}
