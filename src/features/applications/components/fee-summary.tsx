import { formatDate } from '@/utils/format-date';
import { formatYen } from '@/utils/format-yen';
import type { ApplicationFeeSummary, FeeLine } from '../application-fee-summary';
import './application.css';

export type FeeSummaryProps = {
  summary: ApplicationFeeSummary;
  startDate: string;
};

function Lines({ lines }: { lines: FeeLine[] }) {
  return (
    <>
      {lines.map((line) => (
        <div key={line.label} className="fee-summary__line">
          <dt>{line.label}</dt>
          <dd>{formatYen(line.amount)}</dd>
        </div>
      ))}
    </>
  );
}

/** 料金: the monthly fees, the initial costs, the first month 日割り and the first payment. */
export function FeeSummary({ summary, startDate }: FeeSummaryProps) {
  return (
    <section className="fee-summary" aria-labelledby="fee-summary-title">
      <h2 id="fee-summary-title">料金（税込）</h2>
      <h3 className="fee-summary__heading">毎月のお支払い</h3>
      <dl className="fee-summary__lines">
        <Lines lines={summary.monthly} />
        <div className="fee-summary__line fee-summary__line--sum">
          <dt>月額合計</dt>
          <dd>{formatYen(summary.monthlyTotal)}</dd>
        </div>
      </dl>
      <h3 className="fee-summary__heading">初回のお支払い（{formatDate(startDate)}から利用）</h3>
      <dl className="fee-summary__lines">
        <Lines lines={summary.firstMonth} />
        <Lines lines={summary.initialCosts} />
        <div className="fee-summary__line fee-summary__line--total">
          <dt>初回お支払い目安</dt>
          <dd>{formatYen(summary.firstPaymentTotal)}</dd>
        </div>
      </dl>
      <p className="fee-summary__note">
        初月分は利用開始日から月末までの日割り（1円未満切り捨て）です。翌月以降は月額合計を毎月お支払いいただきます。正式な金額は審査後にご案内します。
      </p>
    </section>
  );
}
