import type { Space } from '@/lib/model/space';

/** A space's rectangle on the layout image, in % of the image's width (x, w) and height (y, h). */
export type LayoutRect = NonNullable<Space['layout']>;

/** The smallest rectangle (% of the image), still big enough to see and grab. */
export const minRectSize = 2;
/** Arrow keys move or resize by this much (%), with Shift by `largeStep`. */
export const smallStep = 0.5;
export const largeStep = 5;
/** A space placed from the side list starts this big, at the centre. */
export const defaultRectSize = { w: 10, h: 12 } as const;

/** Positions are stored to 0.1 %: finer than a pixel of the 800 px wide plan. */
const round = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The rectangle pulled inside the image (0–100) and rounded, never smaller than minRectSize. */
export function clampRect({ x, y, w, h }: LayoutRect): LayoutRect {
  const width = round(clamp(w, minRectSize, 100));
  const height = round(clamp(h, minRectSize, 100));
  return {
    x: round(clamp(x, 0, 100 - width)),
    y: round(clamp(y, 0, 100 - height)),
    w: width,
    h: height,
  };
}

/** Moved by (dx, dy) %, keeping its size and staying inside the image. */
export function moveRect(rect: LayoutRect, dx: number, dy: number): LayoutRect {
  return clampRect({ ...rect, x: rect.x + dx, y: rect.y + dy });
}

/** Grown by (dw, dh) % from its top-left corner (the handle is at the bottom right). */
export function resizeRect(rect: LayoutRect, dw: number, dh: number): LayoutRect {
  const w = clamp(rect.w + dw, minRectSize, 100 - rect.x);
  const h = clamp(rect.h + dh, minRectSize, 100 - rect.y);
  return clampRect({ ...rect, w, h });
}

const arrowDirections: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export type NudgeKey = { key: string; shiftKey: boolean; altKey: boolean };

/**
 * What an arrow key does to the focused rectangle: move it by 0.5 % (Shift: 5 %), or with Alt
 * resize it (→ ↓ larger, ← ↑ smaller). null for any other key, so the caller lets it through.
 */
export function nudgeRect(
  rect: LayoutRect,
  { key, shiftKey, altKey }: NudgeKey,
): LayoutRect | null {
  const direction = arrowDirections[key];
  if (!direction) return null;
  const step = shiftKey ? largeStep : smallStep;
  const [dx, dy] = direction;
  return altKey ? resizeRect(rect, dx * step, dy * step) : moveRect(rect, dx * step, dy * step);
}

/** A pointer's movement in px over an image `width` × `height` px, in % of the image. */
export function pixelsToPercent(
  dxPx: number,
  dyPx: number,
  width: number,
  height: number,
): { dx: number; dy: number } {
  return {
    dx: width > 0 ? (dxPx / width) * 100 : 0,
    dy: height > 0 ? (dyPx / height) * 100 : 0,
  };
}

/**
 * Where a space placed from the side list goes: the centre, shifted down and right by 3 % for
 * every rectangle already starting there, so several placed in a row do not hide each other.
 */
export function placeAtCentre(placed: readonly LayoutRect[]): LayoutRect {
  const { w, h } = defaultRectSize;
  let rect = clampRect({ x: 50 - w / 2, y: 50 - h / 2, w, h });
  for (let i = 0; i < 20; i++) {
    const candidate = rect;
    if (!placed.some((p) => p.x === candidate.x && p.y === candidate.y)) break;
    rect = moveRect(rect, 3, 3);
  }
  return rect;
}

/** Same rectangle (or both unplaced). */
export function sameRect(a: LayoutRect | null, b: LayoutRect | null): boolean {
  if (a === null || b === null) return a === b;
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}
