import { spaceTypeLabels, type Space } from '@/lib/model/space';
import { formatAreaM2 } from '@/utils/format-area-m2';
import { formatDimensions } from '@/utils/format-dimensions';
import { formatFloor } from '@/utils/format-floor';
import { formatJo } from '@/utils/format-jo';
import { formatYen } from '@/utils/format-yen';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';

export type SpaceFactsProps = {
  space: Pick<Space, 'type' | 'floor' | 'size' | 'monthlyFee' | 'adminFee' | 'initialCosts'>;
  /**
   * The CSS block the facts are styled by (`space-details` on the asset page, `space-summary` on
   * the apply and cancel pages): `{block}__facts`, `{block}__fee`, `{block}__costs`.
   */
  block: string;
};

/** A space's type and floor, size, monthly fees and initial costs (税込), as a list of facts. */
export function SpaceFacts({ space, block }: SpaceFactsProps) {
  const { handlingFee, guaranteeFee, keyFee } = space.initialCosts;
  return (
    <dl className={`${block}__facts`}>
      <div>
        <dt>タイプ</dt>
        <dd>
          {spaceTypeLabels[space.type]}
          {space.floor === null ? '' : `・${formatFloor(space.floor)}`}
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
        <dd className={`${block}__fee`}>{formatYenTaxIncluded(space.monthlyFee)}</dd>
      </div>
      <div>
        <dt>管理費（月額）</dt>
        <dd>{formatYenTaxIncluded(space.adminFee)}</dd>
      </div>
      <div>
        <dt>初期費用（税込）</dt>
        <dd>
          <ul className={`${block}__costs`}>
            <li>事務手数料 {formatYen(handlingFee)}</li>
            <li>保証料 {formatYen(guaranteeFee)}</li>
            <li>鍵代 {formatYen(keyFee)}</li>
          </ul>
        </dd>
      </div>
    </dl>
  );
}
