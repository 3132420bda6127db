import { useState } from 'react';
import type { FloorSwitcherProps } from './floor-switcher';
import { floorsOf } from './floors-of';
import type { Floor } from './floors-of';

export type FloorChoice = {
  /** Whether a space is drawn now: it is on the floor shown (always, with one floor). */
  isShown: (space: { floor: Floor }) => boolean;
  /** `FloorPlan`'s switcher, or undefined when every space is on one floor. */
  switcher: FloorSwitcherProps | undefined;
};

/**
 * Which floor a plan of spaces on several floors shows: the one chosen on the switcher, until
 * another space is chosen (from the table too: its floor shows); before that the chosen space's
 * floor, or the lowest. `noteOf` adds a few words to each floor's button (「空き2」).
 */
export function useFloorChoice(
  spaces: readonly { id: string; floor: Floor }[],
  selectedId: string | null,
  noteOf: (floor: Floor) => string,
): FloorChoice {
  const [choice, setChoice] = useState<{ floor: Floor; selectedId: string | null } | null>(null);
  const floors = floorsOf(spaces);
  const selected = spaces.find((space) => space.id === selectedId);
  let shown: Floor = floors[0] ?? null;
  if (choice && choice.selectedId === selectedId && floors.includes(choice.floor)) {
    shown = choice.floor;
  } else if (selected) {
    shown = selected.floor;
  }
  const byFloor = floors.length > 1;
  return {
    isShown: (space) => !byFloor || space.floor === shown,
    switcher: byFloor
      ? { floors, shown, onShow: (floor) => setChoice({ floor, selectedId }), noteOf }
      : undefined,
  };
}
