import { StatusChange } from '@/components/admin/status-change';
import {
  applicationHistoryEntries,
  applicationStatusLabels,
  type ApplicationHistory,
} from '@/lib/model/application';
import { formatDateTime } from '@/utils/format-date-time';

export type ApplicationHistoryListProps = {
  history: ApplicationHistory;
  /** The applicant: their own steps read 「お客さま」. */
  applicantUid: string;
};

/** Every status change of an application, oldest first: when, from → to, who. */
export function ApplicationHistoryList({ history, applicantUid }: ApplicationHistoryListProps) {
  return (
    <ol className="member-history">
      {applicationHistoryEntries(history).map((entry, index) => (
        <li key={index} className="member-history__entry">
          <time className="member-history__at" dateTime={entry.at.toISOString()}>
            {formatDateTime(entry.at)}
          </time>
          <span className="member-history__move">
            <StatusChange
              start="申込"
              from={entry.from === null ? null : applicationStatusLabels[entry.from]}
              to={applicationStatusLabels[entry.to]}
            />
          </span>
          <span className="member-history__by">
            {entry.by === applicantUid ? 'お客さま' : `スタッフ（${entry.by}）`}
          </span>
        </li>
      ))}
    </ol>
  );
}
