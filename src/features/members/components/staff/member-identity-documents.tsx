import { AdminSection } from '@/components/admin/admin-section';
import type { MemberApplication } from '../../admin-member';
import { memberPlace } from '../../member-place';
import { IdentityDocument } from './identity-document';

export type MemberIdentityDocumentsProps = {
  applications: readonly MemberApplication[];
  assetNames: ReadonlyMap<string, string>;
};

/**
 * The identity document of each application, opened through Storage as the signed-in admin
 * (only the member and staff may read `users/{uid}/…`).
 */
export function MemberIdentityDocuments({
  applications,
  assetNames,
}: MemberIdentityDocumentsProps) {
  return (
    <AdminSection
      title="本人確認書類"
      description="申込のときにアップロードされた書類です。お客さまご本人と管理者だけが開けます。"
    >
      {applications.length === 0 ? (
        <p>申込がないため、書類はありません。</p>
      ) : (
        <ul className="member-documents">
          {applications.map((application) => {
            const label = `${memberPlace(application, assetNames)}の申込`;
            return (
              <li key={application.id} className="member-documents__item">
                <h3 className="member-card__title">{label}</h3>
                {application.identityDocumentPath === null ? (
                  <p>書類なし（電話などで受け付けた申込）</p>
                ) : (
                  <IdentityDocument path={application.identityDocumentPath} label={label} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AdminSection>
  );
}
