import { StatusChange } from '@/components/admin/status-change';
import {
  applicationHistoryEntries,
  applicationStatusLabels,
  type ApplicationHistory as History,
} from '@/lib/model/application';
import { useStaffNames } from '@/features/staff/api/get-staff-names';
import { formatDateTime } from '@/utils/format-date-time';
import { historyActor } from '../../staff-moves';

export type ApplicationHistoryProps = {
  history: History;
  /** The applicant: their own entries read 「お客さま」. */
  applicantUid: string;
};

/** Every status change of the application, oldest first: when, who, from → to. */
export function ApplicationHistory({ history, applicantUid }: ApplicationHistoryProps) {
  const entries = applicationHistoryEntries(history);
  // The staff directory's names (staff/{uid}); the uid shows until it is read, or if it cannot be.
  const staffNames = useStaffNames();
  return (
    <div className="application-history">
      <table className="application-history__table">
        <caption className="application-history__caption">履歴（古い順）</caption>
        <thead>
          <tr>
            <th scope="col">日時</th>
            <th scope="col">操作した人</th>
            <th scope="col">状態の変化</th>
            <th scope="col">理由・ご連絡</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{historyActor(entry, applicantUid, staffNames)}</td>
              <td>
                <StatusChange
                  start="申込"
                  from={entry.from === null ? null : applicationStatusLabels[entry.from]}
                  to={applicationStatusLabels[entry.to]}
                />
              </td>
              <td>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
