import { AdminSection } from '@/components/admin/admin-section';
import { StatusBadge } from '@/components/ui/status-badge';
import { applicationStatusLabels } from '@/lib/model/application';
import { formatDate } from '@/utils/format-date';
import type { MemberApplication } from '../../admin-member';
import { memberPlace } from '../../member-place';
import { applicationTones } from '../../status-tones';

export type MemberContractsProps = {
  applications: readonly MemberApplication[];
  assetNames: ReadonlyMap<string, string>;
};

/** The member's contracts: current ones first, then those that ended. */
export function MemberContracts({ applications, assetNames }: MemberContractsProps) {
  const contracts = [
    ...applications.filter((a) => a.status === 'contracted'),
    ...applications.filter((a) => a.status === 'ended'),
  ];
  return (
    <AdminSection title="契約">
      {contracts.length === 0 ? (
        <p>契約はありません。</p>
      ) : (
        <div className="member-table-scroll" role="region" aria-label="契約の一覧" tabIndex={0}>
          <table className="member-table">
            <thead>
              <tr>
                <th scope="col">物件・区画</th>
                <th scope="col">状態</th>
                <th scope="col">利用開始日</th>
                <th scope="col">解約希望日</th>
              </tr>
            </thead>
            <tbody>
              {contracts.map((contract) => (
                <tr key={contract.id}>
                  <th scope="row">{memberPlace(contract, assetNames)}</th>
                  <td>
                    <StatusBadge tone={applicationTones[contract.status]}>
                      {applicationStatusLabels[contract.status]}
                    </StatusBadge>
                  </td>
                  <td>{formatDate(contract.startDate)}</td>
                  <td>
                    {contract.terminationRequest
                      ? formatDate(contract.terminationRequest.endDate)
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
