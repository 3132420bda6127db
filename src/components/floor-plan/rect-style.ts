import type { CSSProperties } from 'react';
import type { SpaceLayout } from '@/lib/model/space';

/** Where a space is drawn on the floor plan: its saved rectangle, in % of the plan. */
export function rectStyle({ x, y, w, h }: SpaceLayout): CSSProperties {
  return { left: `${x}%`, top: `${y}%`, width: `${w}%`, height: `${h}%` };
}
