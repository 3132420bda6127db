import { useState } from 'react';
import type { Floor } from './floors-of';

/**
 * Which floor a plan shows: the one chosen on the floor switcher, until another space is chosen
 * (from the table too: its floor shows); before that the chosen space's floor, or the lowest.
 */
export function useShownFloor(
  floors: readonly Floor[],
  selected: { id: string; floor: Floor } | null,
): { shown: Floor; show: (floor: Floor) => void } {
  const selectedId = selected?.id ?? null;
  const [choice, setChoice] = useState<{ floor: Floor; selectedId: string | null } | null>(null);
  let shown: Floor = floors[0] ?? null;
  if (choice && choice.selectedId === selectedId && floors.includes(choice.floor)) {
    shown = choice.floor;
  } else if (selected && floors.includes(selected.floor)) {
    shown = selected.floor;
  }
  return { shown, show: (floor) => setChoice({ floor, selectedId }) };
}
