import { describe, expect, it } from 'vitest';
import {
  clampRect,
  largeStep,
  minRectSize,
  moveRect,
  nudgeRect,
  pixelsToPercent,
  placeAtCentre,
  resizeRect,
  sameRect,
  smallStep,
} from '../../../layout-geometry';

const rect = { x: 10, y: 20, w: 12, h: 10 };
const key = (k: string, mods: { shiftKey?: boolean; altKey?: boolean } = {}) => ({
  key: k,
  shiftKey: mods.shiftKey ?? false,
  altKey: mods.altKey ?? false,
});

describe('nudgeRect (arrow keys on the focused rectangle)', () => {
  it('moves by a small step, and by a large one with Shift', () => {
    expect(nudgeRect(rect, key('ArrowRight'))).toEqual({ ...rect, x: 10 + smallStep });
    expect(nudgeRect(rect, key('ArrowLeft'))).toEqual({ ...rect, x: 10 - smallStep });
    expect(nudgeRect(rect, key('ArrowDown', { shiftKey: true }))).toEqual({
      ...rect,
      y: 20 + largeStep,
    });
    expect(nudgeRect(rect, key('ArrowUp', { shiftKey: true }))).toEqual({
      ...rect,
      y: 20 - largeStep,
    });
  });

  it('resizes with Alt: right/down grow, left/up shrink, the top-left corner stays', () => {
    expect(nudgeRect(rect, key('ArrowRight', { altKey: true }))).toEqual({ ...rect, w: 12.5 });
    expect(nudgeRect(rect, key('ArrowUp', { altKey: true, shiftKey: true }))).toEqual({
      ...rect,
      h: 5,
    });
  });

  it('ignores other keys', () => {
    expect(nudgeRect(rect, key('Enter'))).toBeNull();
    expect(nudgeRect(rect, key('a'))).toBeNull();
  });

  it('stops at the edges of the image', () => {
    expect(nudgeRect({ x: 0.2, y: 0, w: 10, h: 10 }, key('ArrowLeft'))).toEqual({
      x: 0,
      y: 0,
      w: 10,
      h: 10,
    });
    expect(nudgeRect({ x: 88, y: 88, w: 10, h: 10 }, key('ArrowDown', { shiftKey: true }))).toEqual(
      { x: 88, y: 90, w: 10, h: 10 },
    );
    // Growing stops at the right edge; shrinking stops at the smallest size.
    expect(
      nudgeRect({ x: 85, y: 0, w: 14, h: 10 }, key('ArrowRight', { altKey: true, shiftKey: true })),
    ).toEqual({ x: 85, y: 0, w: 15, h: 10 });
    expect(
      nudgeRect({ x: 0, y: 0, w: 3, h: 3 }, key('ArrowLeft', { altKey: true, shiftKey: true })),
    ).toEqual({ x: 0, y: 0, w: minRectSize, h: 3 });
  });
});

describe('moving and resizing by pointer', () => {
  it('turns pixels into % of the image', () => {
    expect(pixelsToPercent(80, 25, 800, 500)).toEqual({ dx: 10, dy: 5 });
    expect(pixelsToPercent(10, 10, 0, 0)).toEqual({ dx: 0, dy: 0 });
  });

  it('keeps the size while moving and rounds to 0.1 %', () => {
    expect(moveRect(rect, 3.333, -4.444)).toEqual({ x: 13.3, y: 15.6, w: 12, h: 10 });
    expect(moveRect(rect, 200, 200)).toEqual({ x: 88, y: 90, w: 12, h: 10 });
    expect(moveRect(rect, -200, -200)).toEqual({ x: 0, y: 0, w: 12, h: 10 });
  });

  it('resizes from the bottom-right corner within the image', () => {
    expect(resizeRect(rect, 5, 5)).toEqual({ x: 10, y: 20, w: 17, h: 15 });
    expect(resizeRect(rect, 500, 500)).toEqual({ x: 10, y: 20, w: 90, h: 80 });
    expect(resizeRect(rect, -50, -50)).toEqual({ x: 10, y: 20, w: minRectSize, h: minRectSize });
  });

  it('clamps a rectangle that sticks out', () => {
    expect(clampRect({ x: 95, y: -3, w: 120, h: 0 })).toEqual({
      x: 0,
      y: 0,
      w: 100,
      h: minRectSize,
    });
  });
});

describe('placeAtCentre', () => {
  it('puts the first space at the centre and steps the next ones aside', () => {
    const first = placeAtCentre([]);
    expect(first).toEqual({ x: 45, y: 44, w: 10, h: 12 });
    const second = placeAtCentre([first]);
    expect(second).toEqual({ x: 48, y: 47, w: 10, h: 12 });
    expect(placeAtCentre([first, second])).toEqual({ x: 51, y: 50, w: 10, h: 12 });
  });

  it('compares rectangles', () => {
    expect(sameRect(rect, { ...rect })).toBe(true);
    expect(sameRect(rect, { ...rect, h: 11 })).toBe(false);
    expect(sameRect(null, null)).toBe(true);
    expect(sameRect(rect, null)).toBe(false);
  });
});
