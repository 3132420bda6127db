import { StatusBadge } from '@/components/ui/status-badge';
import { applicationStatusLabels } from '@/lib/model/application';
import { formatDate } from '@/utils/format-date';
import type { MemberApplication } from '../../admin-member';
import { memberPlace } from '../../member-place';
import { applicationTones } from '../../status-tones';
import { MemberTableSection } from './member-table-section';

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
    <MemberTableSection
      title="契約"
      empty={contracts.length === 0}
      head={
        <>
          <th scope="col">物件・区画</th>
          <th scope="col">状態</th>
          <th scope="col">利用開始日</th>
          <th scope="col">解約希望日</th>
        </>
      }
    >
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
            {contract.terminationRequest ? formatDate(contract.terminationRequest.endDate) : '—'}
          </td>
        </tr>
      ))}
    </MemberTableSection>
  );
}
