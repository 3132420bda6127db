import { useId } from 'react';
import { spaceStatusLabels } from '@/lib/model/space';
import type { SpaceWithId } from '../../api/get-asset-spaces';
import { clampRect, type LayoutRect } from '../../layout-geometry';

export type LayoutSelectedPanelProps = {
  /** The space chosen on the plan and where it is, or null. */
  selected: { space: SpaceWithId; rect: LayoutRect } | null;
  onChange: (rect: LayoutRect) => void;
  onUnplace: (space: SpaceWithId) => void;
};

const rectFields = [
  { key: 'x', label: '左端' },
  { key: 'y', label: '上端' },
  { key: 'w', label: '幅' },
  { key: 'h', label: '高さ' },
] as const;

/**
 * The layout board's chosen space as numbers (its place and size in % of the plan: a way
 * without dragging) and 区画図から外す.
 */
export function LayoutSelectedPanel({ selected, onChange, onUnplace }: LayoutSelectedPanelProps) {
  const id = useId();
  const setField = (key: (typeof rectFields)[number]['key'], text: string) => {
    if (!selected) return;
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return;
    onChange(clampRect({ ...selected.rect, [key]: value }));
  };
  return (
    <section className="layout-board__panel" aria-labelledby={`${id}-selected`}>
      <h3 id={`${id}-selected`} className="layout-board__heading">
        {selected ? `選択中: 区画 ${selected.space.label}` : '選択中の区画'}
      </h3>
      {selected ? (
        <>
          <p className="admin-hint">
            {spaceStatusLabels[selected.space.status]}。位置と大きさは区画図の幅・高さに対する %
            です。
          </p>
          <div className="layout-board__numbers">
            {rectFields.map(({ key, label }) => (
              <div key={key} className="layout-board__number">
                <label htmlFor={`${id}-${key}`}>{label}（%）</label>
                <input
                  id={`${id}-${key}`}
                  className="admin-input"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step={0.5}
                  value={selected.rect[key]}
                  onChange={(event) => setField(key, event.target.value)}
                />
              </div>
            ))}
          </div>
          <button
            type="button"
            className="admin-button admin-button--small admin-button--danger"
            aria-label={`区画図から外す（区画 ${selected.space.label}）`}
            onClick={() => onUnplace(selected.space)}
          >
            区画図から外す
          </button>
        </>
      ) : (
        <p className="admin-hint">区画図の区画を選ぶと、位置と大きさを数値でも調整できます。</p>
      )}
    </section>
  );
}
