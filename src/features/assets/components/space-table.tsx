import { spaceStatusLabels, spaceTypeLabels } from '@/lib/model/space';
import { formatAreaM2 } from '@/utils/format-area-m2';
import { formatDimensions } from '@/utils/format-dimensions';
import { formatFloor } from '@/utils/format-floor';
import { formatJo } from '@/utils/format-jo';
import { formatYen } from '@/utils/format-yen';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { spaceStatusMarks } from '@/components/floor-plan/space-status-marks';
import { useHydrated } from '@/hooks/page-head';
import './space-table.css';

export type SpaceTableProps = {
  spaces: readonly SpaceWithId[];
  selectedId: string | null;
  onSelect: (spaceId: string) => void;
};

function initialTotal(space: SpaceWithId): number {
  const { handlingFee, guaranteeFee, keyFee } = space.initialCosts;
  return handlingFee + guaranteeFee + keyFee;
}

/**
 * Every space of the asset: label, type, floor, W×D×H, m² and 帖, 月額 and 管理費 (税込),
 * initial costs and status. 「選ぶ」 selects the space here and on the unit map. On a phone the
 * table scrolls sideways inside its own box, the label column staying in view.
 */
export function SpaceTable({ spaces, selectedId, onSelect }: SpaceTableProps) {
  // Until the app has taken the page's HTML over, its controls do nothing: inert meanwhile.
  const hydrated = useHydrated();
  return (
    <>
      <p className="space-table__hint" aria-hidden="true">
        表は横にスクロールできます →
      </p>
      <div
        className="space-table"
        role="region"
        aria-label="区画一覧（横にスクロールできます）"
        tabIndex={0}
      >
        <table>
          <caption className="visually-hidden">区画一覧（料金はすべて税込）</caption>
          <thead>
            <tr>
              <th scope="col">区画</th>
              <th scope="col">状態</th>
              <th scope="col">月額（税込）</th>
              <th scope="col">広さ</th>
              <th scope="col">タイプ</th>
              <th scope="col">階</th>
              <th scope="col">管理費</th>
              <th scope="col">初期費用</th>
            </tr>
          </thead>
          <tbody>
            {spaces.map((space) => {
              const selected = space.id === selectedId;
              return (
                <tr key={space.id} className={selected ? 'space-table__row--selected' : undefined}>
                  <th scope="row">
                    <button
                      type="button"
                      className="space-table__select"
                      aria-pressed={selected}
                      onClick={() => onSelect(space.id)}
                      inert={!hydrated}
                    >
                      {space.label}
                      <span className="visually-hidden">を選ぶ</span>
                    </button>
                  </th>
                  <td>
                    <span className={`space-status space-status--${space.status}`}>
                      <span aria-hidden="true">{spaceStatusMarks[space.status]} </span>
                      {spaceStatusLabels[space.status]}
                    </span>
                  </td>

                  <td className="space-table__money">{formatYen(space.monthlyFee)}</td>
                  <td>
                    <span className="space-table__size">{formatDimensions(space.size)}</span>
                    <span className="space-table__area">
                      {formatAreaM2(space.size.areaM2)}（{formatJo(space.size.areaM2)}）
                    </span>
                  </td>
                  <td>{spaceTypeLabels[space.type]}</td>
                  <td>{formatFloor(space.floor)}</td>
                  <td className="space-table__money">{formatYen(space.adminFee)}</td>
                  <td className="space-table__money">{formatYen(initialTotal(space))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
