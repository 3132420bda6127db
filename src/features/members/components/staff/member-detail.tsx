import { useStaffNames } from '@/features/staff/api/get-staff-names';
import type { AdminMember } from '../../admin-member';
import { useMemberApplications } from '../../api/get-member-applications';
import { useMemberBills } from '../../api/get-member-bills';
import { useMemberCredit } from '../../api/get-member-credit';
import { MemberApplications } from './member-applications';
import { MemberBills, type MemberBillsProps } from './member-bills';
import { MemberContracts } from './member-contracts';
import { MemberCredit } from './member-credit';
import { MemberIdentityDocuments } from './member-identity-documents';
import { MemberProfile } from './member-profile';
import './member-admin.css';

export type MemberDetailProps = {
  brandId: string;
  member: AdminMember;
  /** 物件名 by asset number. */
  assetNames: ReadonlyMap<string, string>;
  /** each bill's history under it (the screen passes the billing feature's BillHistory) */
  billHistory?: MemberBillsProps['history'];
};

/**
 * Everything about one member of a brand: profile, contracts, applications, bills, 預り金,
 * documents.
 */
export function MemberDetail({ brandId, member, assetNames, billHistory }: MemberDetailProps) {
  const applications = useMemberApplications(brandId, member.id);
  const bills = useMemberBills(brandId, member.id);
  // Read after the page shows (most members have no 預り金); names show as uids until read.
  const credit = useMemberCredit(brandId, member.id);
  const staffNames = useStaffNames();
  return (
    <div className="member-detail">
      <MemberProfile member={member} />
      <MemberContracts applications={applications} assetNames={assetNames} />
      <MemberApplications applications={applications} assetNames={assetNames} />
      <MemberBills
        brandId={brandId}
        bills={bills}
        {...(billHistory ? { history: billHistory } : {})}
      />
      <MemberCredit credit={credit} staffNames={staffNames} />
      <MemberIdentityDocuments applications={applications} assetNames={assetNames} />
    </div>
  );
}
