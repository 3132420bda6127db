import { formatFloor } from '@/utils/format-floor';
import type { Floor } from './floors-of';

/** What a floor is called on the plan: 「1階」, 「地下1階」, or 「屋外」 for spaces outside. */
export function floorName(floor: Floor): string {
  return floor === null ? '屋外' : formatFloor(floor);
}
