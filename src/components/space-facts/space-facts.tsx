import type { Space } from '@/lib/model/space';
import { spaceTypeLabels } from '@/lib/model/space';
import { formatAreaM2 } from '@/utils/format-area-m2';
import { formatDimensions } from '@/utils/format-dimensions';
import { formatJo } from '@/utils/format-jo';
import { formatYen } from '@/utils/format-yen';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';

export type SpaceFactsProps = {
  /**
   * The BEM block of the screen showing the facts (`space-summary`, `space-details`): each
   * lays them out in its own CSS (`<block>__facts`, `__fee`, `__costs`).
   */
  block: string;
  space: Pick<Space, 'type' | 'floor' | 'size' | 'monthlyFee' | 'adminFee' | 'initialCosts'>;
};

/**
 * A space's type, size and fees (税込) as a definition list: the same facts in the same words on
 * the asset page and in the apply and cancel flows.
 */
export function SpaceFacts({ block, space }: SpaceFactsProps) {
  const { handlingFee, guaranteeFee, keyFee } = space.initialCosts;
  return (
    <dl className={`${block}__facts`}>
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
