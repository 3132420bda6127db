import { timeSlotLabels } from '@/lib/model/viewing-request';
import { formatDate } from '@/utils/format-date';
import { slotName } from '../slot-name';
import type { ViewingRequestReceipt } from '../viewing-request-receipt';
import './viewing-request-summary.css';

export type ViewingRequestSummaryProps = { receipt: ViewingRequestReceipt };

/** The asset, space and preferred slots of a 内見予約 just sent. */
export function ViewingRequestSummary({ receipt }: ViewingRequestSummaryProps) {
  return (
    <section className="viewing-request-summary" aria-labelledby="viewing-request-summary-title">
      <h2 id="viewing-request-summary-title" className="viewing-request-summary__title">
        ご予約の内容
      </h2>
      <dl className="viewing-request-summary__list">
        <div>
          <dt>物件</dt>
          <dd>{receipt.assetName}</dd>
        </div>
        {receipt.spaceLabel ? (
          <div>
            <dt>区画</dt>
            <dd>{receipt.spaceLabel}</dd>
          </div>
        ) : null}
        {receipt.preferredSlots.map((slot, index) => (
          <div key={`${slot.date}-${slot.timeSlot}`}>
            <dt>{slotName(index)}</dt>
            <dd>
              {formatDate(slot.date)}{' '}
              <span className="viewing-request-summary__slot">{timeSlotLabels[slot.timeSlot]}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
