import { AdminSection } from '@/components/admin/admin-section';
import { StatusBadge } from '@/components/ui/status-badge';
import { applicationStatusLabels } from '@/lib/model/application';
import { formatDate } from '@/utils/format-date';
import type { MemberApplication } from '../../admin-member';
import { memberPlace } from '../../member-place';
import { applicationTones } from '../../status-tones';
import { ApplicationHistoryList } from './application-history-list';
import { formatReferenceNumber, referenceOf } from '@/lib/model/application-reference';

export type MemberApplicationsProps = {
  applications: readonly MemberApplication[];
  assetNames: ReadonlyMap<string, string>;
};

/** Every application of the member with the brand, newest first, each with its history. */
export function MemberApplications({ applications, assetNames }: MemberApplicationsProps) {
  return (
    <AdminSection
      title="申込と履歴"
      description="状態の変更はすべて、日時・変更した人とともに記録されています。"
    >
      {applications.length === 0 ? (
        <p>このブランドへの申込はありません。</p>
      ) : (
        <ul className="member-cards">
          {applications.map((application) => (
            <li key={application.id} className="member-card">
              <h3 className="member-card__title">
                {memberPlace(application, assetNames)}
                <StatusBadge tone={applicationTones[application.status]}>
                  {applicationStatusLabels[application.status]}
                </StatusBadge>
              </h3>
              <dl className="member-facts">
                <dt>申込日</dt>
                <dd>{formatDate(application.createdAt)}</dd>
                <dt>利用開始希望日</dt>
                <dd>{formatDate(application.startDate)}</dd>
                {application.terminationRequest ? (
                  <>
                    <dt>解約希望日</dt>
                    <dd>
                      {formatDate(application.terminationRequest.endDate)}（
                      {formatDate(application.terminationRequest.requestedAt)}にお申し出）
                    </dd>
                  </>
                ) : null}
                <dt>受付番号</dt>
                <dd className="member-facts__id">
                  {formatReferenceNumber(referenceOf(application))}
                </dd>
              </dl>
              <h4 className="member-card__subtitle">履歴（古い順）</h4>
              <ApplicationHistoryList
                history={application.history}
                applicantUid={application.uid}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
