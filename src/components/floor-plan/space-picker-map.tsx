import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { spaceStatuses, spaceStatusLabels } from '@/lib/model/space';
import type { SpaceLayout, SpaceStatus } from '@/lib/model/space';
import { FloorPlan } from './floor-plan';
import type { Floor } from './floors-of';
import { rectStyle } from './rect-style';
import { spaceStatusMarks } from './space-status-marks';
import { refInMap } from '@/utils/ref-in-map';
import { useFloorChoice } from './use-floor-choice';

/** What the map needs of a space (public and staff reads both have it). */
export type PickerSpace = {
  id: string;
  label: string;
  status: SpaceStatus;
  /** 階 (null: outside a building): a plan with several floors shows one at a time. */
  floor: Floor;
  layout: SpaceLayout | null;
};

export type SpacePickerMapProps<S extends PickerSpace> = {
  layoutImagePath: string;
  spaces: readonly S[];
  selectedId: string | null;
  onSelect: (spaceId: string) => void;
  /** What a screen reader says for a space (区画 A-101、空き、…). */
  nameOf: (space: S) => string;
  groupLabel: string;
  /** The legend counts the spaces in each state (the staff map). */
  countInLegend?: boolean;
};

/**
 * A floor plan whose spaces are chosen: every placed space is a button coloured, patterned and
 * marked (○ △ × −) by status, with a legend. Touch, mouse or keyboard: the map is one tab stop
 * (the chosen space, or the first), the arrow keys and Home/End move between spaces, Enter or
 * Space chooses. Spaces without a saved position are not drawn (the table lists them). When
 * the placed spaces are on several floors, a floor switcher (each floor with its free spaces)
 * shows one floor at a time, its name written on the plan; the legend counts that floor.
 */
export function SpacePickerMap<S extends PickerSpace>({
  layoutImagePath,
  spaces,
  selectedId,
  onSelect,
  nameOf,
  groupLabel,
  countInLegend = false,
}: SpacePickerMapProps<S>) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const allPlaced = spaces.filter((space) => space.layout !== null);
  const floors = useFloorChoice(
    allPlaced,
    selectedId,
    (floor) =>
      `空き${allPlaced.filter((s) => s.floor === floor && s.status === 'available').length}`,
  );
  const placed = allPlaced.filter(floors.isShown);
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

  const legend = (
    <>
      <span className="visually-hidden">凡例：</span>
      <ul className="floor-plan__legend">
        {spaceStatuses.map((status) => (
          <li key={status}>
            <span className={`floor-plan__swatch floor-plan__space--${status}`} aria-hidden="true">
              {spaceStatusMarks[status]}
            </span>
            {spaceStatusLabels[status]}
            {countInLegend
              ? `（${spaces.filter((s) => s.status === status && floors.isShown(s)).length}）`
              : null}
          </li>
        ))}
      </ul>
    </>
  );

  return (
    <FloorPlan
      layoutImagePath={layoutImagePath}
      groupLabel={groupLabel}
      caption={legend}
      floors={floors.switcher}
    >
      {placed.map((space, index) => (
        <button
          key={space.id}
          ref={refInMap(buttons, space.id)}
          type="button"
          className={`floor-plan__space floor-plan__space--${space.status}`}
          style={rectStyle(space.layout!)}
          aria-label={nameOf(space)}
          aria-pressed={space.id === selectedId}
          tabIndex={space.id === focusId ? 0 : -1}
          onClick={() => onSelect(space.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          <span className="floor-plan__label" aria-hidden="true">
            {space.label}
          </span>
          <span className="floor-plan__mark" aria-hidden="true">
            {spaceStatusMarks[space.status]}
          </span>
        </button>
      ))}
    </FloorPlan>
  );
}
