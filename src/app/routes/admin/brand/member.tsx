import { useMemo } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/admin/back-link';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminAssets } from '@/features/assets/api/get-admin-assets';
import { BillHistory } from '@/features/billing/components/bill-history';
import { useMemberApplications } from '@/features/members/api/get-member-applications';
import { useMember } from '@/features/members/api/get-member-for-staff';
import { MemberDetail } from '@/features/members/components/staff/member-detail';
import { DeliveryLog } from '@/features/mail/components/staff/delivery-log';
import { useStaffNames } from '@/features/staff/api/get-staff-names';
import { billHistoryEntries } from '#shared/model/bill.js';
import { DebitAccountPanel } from '@/features/debit/components/staff/debit-account-panel';
import { staffUid } from '@/features/applications/api/staff-uid';

export function Component() {
  const params = useParams();
  const brandId = params['brandId'] ?? '';
  const member = requireFound(useMember(brandId, params['memberId'] ?? ''));
  const assets = requireFound(useAdminAssets(brandId));
  const applications = useMemberApplications(brandId, member.id);
  const applicationIds = useMemo(() => applications.map((entry) => entry.id), [applications]);
  const staffNames = useStaffNames();
  const assetNames = useMemo(
    () =>
      new Map(
        assets.assets.flatMap((entry) => (entry.asset ? [[entry.id, entry.asset.name]] : [])),
      ),
    [assets],
  );
  return (
    <Page
      title={`${member.name}さん | ${paths.admin.brand.member.title}`}
      heading={`${member.name}さん`}
      lead={`${assets.brandName}の会員です。申込と履歴、契約、請求、本人確認書類、送信したメールを確認できます。`}
    >
      <BackLink to={paths.admin.brand.members.href(brandId)}>利用者の一覧に戻る</BackLink>
      <MemberDetail
        brandId={brandId}
        member={member}
        assetNames={assetNames}
        billHistory={(bill) => (
          <BillHistory entries={billHistoryEntries(bill.history)} staffNames={staffNames} />
        )}
      />
      <DebitAccountPanel brandId={brandId} memberId={member.id} staffUid={staffUid} />
      <DeliveryLog about={{ brandId, type: 'member', id: member.id, applicationIds }} />
    </Page>
  );
}
