import type { AdminMember } from '../../admin-member';
import { useMemberApplications } from '../../api/get-member-applications';
import { useMemberBillings } from '../../api/get-member-billings';
import { MemberApplications } from './member-applications';
import { MemberBills } from './member-bills';
import { MemberContracts } from './member-contracts';
import { MemberIdentityDocuments } from './member-identity-documents';
import { MemberProfile } from './member-profile';
import './member-admin.css';

export type MemberDetailProps = {
  brandId: string;
  member: AdminMember;
  /** 物件名 by asset number. */
  assetNames: ReadonlyMap<string, string>;
};

/** Everything about one member of a brand: profile, contracts, applications, bills, documents. */
export function MemberDetail({ brandId, member, assetNames }: MemberDetailProps) {
  const applications = useMemberApplications(brandId, member.id);
  const bills = useMemberBillings(brandId, member.id);
  return (
    <div className="member-detail">
      <MemberProfile member={member} />
      <MemberContracts applications={applications} assetNames={assetNames} />
      <MemberApplications applications={applications} assetNames={assetNames} />
      <MemberBills brandId={brandId} bills={bills} />
      <MemberIdentityDocuments applications={applications} assetNames={assetNames} />
    </div>
  );
}
