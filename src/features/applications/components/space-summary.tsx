import { Link } from 'react-router';
import type { Space } from '@/lib/model/space';
import { spaceStatusLabels, spaceTypeLabels } from '@/lib/model/space';
import { formatAreaM2 } from '@/utils/format-area-m2';
import { formatDimensions } from '@/utils/format-dimensions';
import { formatJo } from '@/utils/format-jo';
import { formatYen } from '@/utils/format-yen';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import './application.css';

export type SpaceSummaryProps = {
  assetName: string;
  /** The asset page (a way back to the other spaces). */
  assetHref: string;
  space: Pick<
    Space,
    'label' | 'type' | 'floor' | 'size' | 'monthlyFee' | 'adminFee' | 'initialCosts' | 'status'
  >;
  /** Show the space's state (空き, 申込受付中…) next to its label. */
  showStatus?: boolean;
};

/** The space being applied for: where, which, how large and what it costs (税込). */
export function SpaceSummary({
  assetName,
  assetHref,
  space,
  showStatus = false,
}: SpaceSummaryProps) {
  const { handlingFee, guaranteeFee, keyFee } = space.initialCosts;
  return (
    <section className="space-summary" aria-labelledby="space-summary-title">
      <h2 id="space-summary-title" className="space-summary__title">
        お申し込みの区画
      </h2>
      <p className="space-summary__name">
        <Link to={assetHref}>{assetName}</Link> <strong>区画 {space.label}</strong>
        {showStatus ? (
          <span className={`space-summary__status space-summary__status--${space.status}`}>
            {spaceStatusLabels[space.status]}
          </span>
        ) : null}
      </p>
      <dl className="space-summary__facts">
        <div>
          <dt>タイプ</dt>
          <dd>
            {spaceTypeLabels[space.type]}
            {space.floor === null ? '' : `・${space.floor}階`}
          </dd>
        </div>
        <div>
          <dt>広さ</dt>
          <dd>
            {formatDimensions(space.size)}・{formatAreaM2(space.size.areaM2)}（
            {formatJo(space.size.areaM2)}）
          </dd>
        </div>
        <div>
          <dt>月額利用料</dt>
          <dd className="space-summary__fee">{formatYenTaxIncluded(space.monthlyFee)}</dd>
        </div>
        <div>
          <dt>管理費（月額）</dt>
          <dd>{formatYenTaxIncluded(space.adminFee)}</dd>
        </div>
        <div>
          <dt>初期費用（税込）</dt>
          <dd>
            <ul className="space-summary__costs">
              <li>事務手数料 {formatYen(handlingFee)}</li>
              <li>保証料 {formatYen(guaranteeFee)}</li>
              <li>鍵代 {formatYen(keyFee)}</li>
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
