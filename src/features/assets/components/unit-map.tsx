import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { StorageImage } from '@/components/ui/storage-image';
import { spaceStatuses, spaceStatusLabels } from '@/lib/model/space';
import { formatYen } from '@/utils/format-yen';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { spaceStatusMarks } from './space-status-mark';
import './unit-map.css';

export type UnitMapProps = {
  /** The asset's floor plan (stored at 800×500); spaces are placed in % of it. */
  layoutImagePath: string;
  spaces: readonly SpaceWithId[];
  selectedId: string | null;
  onSelect: (spaceId: string) => void;
};

/** What a screen reader says for a space on the map. */
function spaceName(space: SpaceWithId): string {
  return `区画 ${space.label}、${spaceStatusLabels[space.status]}、月額${formatYen(space.monthlyFee)}`;
}

/**
 * The unit map: the layout image with every placed space drawn at its saved rectangle,
 * coloured and marked (○ △ × −) by status, with a legend. Each space is a button (touch,
 * mouse, keyboard); the arrow keys move between spaces, Enter or Space chooses one.
 * Spaces without a saved position are listed in the table only.
 */
export function UnitMap({ layoutImagePath, spaces, selectedId, onSelect }: UnitMapProps) {
  const placed = spaces.filter((space) => space.layout !== null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // One tab stop for the whole map: the chosen space, or the first one.
  const focusId = placed.some((s) => s.id === selectedId) ? selectedId : (placed[0]?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next: number | null = step === undefined ? null : index + step;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = placed.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = placed[(next + placed.length) % placed.length];
    if (target) buttons.current.get(target.id)?.focus();
  };

  return (
    <figure className="unit-map">
      <p className="unit-map__hint" aria-hidden="true">
        区画図は横にスクロールできます →
      </p>
      <div className="unit-map__scroll">
        <div className="unit-map__canvas">
          <StorageImage
            path={layoutImagePath}
            alt=""
            width={800}
            height={500}
            className="unit-map__image"
          />
          <div
            className="unit-map__spaces"
            role="group"
            aria-label="区画図（矢印キーで区画を移動）"
          >
            {placed.map((space, index) => {
              const { x, y, w, h } = space.layout!;
              return (
                <button
                  key={space.id}
                  ref={(element) => {
                    if (element) buttons.current.set(space.id, element);
                    else buttons.current.delete(space.id);
                  }}
                  type="button"
                  className={`unit-map__space unit-map__space--${space.status}`}
                  style={{ left: `${x}%`, top: `${y}%`, width: `${w}%`, height: `${h}%` }}
                  aria-label={spaceName(space)}
                  aria-pressed={space.id === selectedId}
                  tabIndex={space.id === focusId ? 0 : -1}
                  onClick={() => onSelect(space.id)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <span className="unit-map__label" aria-hidden="true">
                    {space.label}
                  </span>
                  <span className="unit-map__mark" aria-hidden="true">
                    {spaceStatusMarks[space.status]}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      </div>
      <figcaption className="unit-map__legend">
        <span className="visually-hidden">凡例：</span>
        <ul>
          {spaceStatuses.map((status) => (
            <li key={status}>
              <span className={`unit-map__swatch unit-map__space--${status}`} aria-hidden="true">
                {spaceStatusMarks[status]}
              </span>
              {spaceStatusLabels[status]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
