import { useId, useState } from 'react';
import { calendarDatePattern, isRealCalendarDate } from '#shared/model/calendar-date.js';
import type { Space } from '@/lib/model/space';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';
import { formatYen } from '@/utils/format-yen';
import { todayInJapan } from '@/utils/today-in-japan';
import './cost-estimate.css';

export type CostEstimateProps = {
  space: Pick<Space, 'monthlyFee' | 'adminFee' | 'initialCosts'>;
};

/**
 * 初期費用の目安: the initial costs plus the first month 日割り from a start date the visitor
 * chooses (today in Japan by default; a past date is refused with a message).
 */
export function CostEstimate({ space }: CostEstimateProps) {
  const id = useId();
  const today = todayInJapan();
  const [startDate, setStartDate] = useState(today);
  const valid =
    calendarDatePattern.test(startDate) && isRealCalendarDate(startDate) && startDate >= today;
  const estimate = valid ? estimateFirstPayment({ ...space, startDate }) : null;
  const errorId = `${id}-error`;

  return (
    <section className="cost-estimate" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cost-estimate__title">
        初期費用の目安
      </h3>
      <div className="cost-estimate__field">
        <label htmlFor={`${id}-start`}>利用開始日</label>
        <input
          id={`${id}-start`}
          type="date"
          value={startDate}
          min={today}
          onChange={(event) => setStartDate(event.target.value)}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : errorId}
        />
      </div>
      {estimate ? (
        <dl className="cost-estimate__lines" aria-live="polite">
          {estimate.lines.map((line) => (
            <div key={line.label} className="cost-estimate__line">
              <dt>{line.label}</dt>
              <dd>{formatYen(line.amount)}</dd>
            </div>
          ))}
          <div className="cost-estimate__line cost-estimate__line--total">
            <dt>合計（税込）</dt>
            <dd>{formatYen(estimate.total)}</dd>
          </div>
        </dl>
      ) : (
        <p id={errorId} className="cost-estimate__error" role="alert">
          {startDate === ''
            ? '利用開始日を入力してください。'
            : '利用開始日は今日以降の日付を入力してください。'}
        </p>
      )}
      <p className="cost-estimate__note">
        日割りは開始日から月末までの日数で計算し、1円未満は切り捨てています。翌月分以降は月額利用料と管理費を毎月お支払いいただきます。
      </p>
    </section>
  );
}
