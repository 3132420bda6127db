import { describe, expect, it } from 'vitest';
import { letterboxBox } from '../../../layout-frame';

describe('letterboxBox (a floor plan fitted to the unit map’s 8 × 5 frame)', () => {
  it('keeps an 8 × 5 drawing as it is, shrinking a large one to 1600 × 1000', () => {
    expect(letterboxBox(800, 500)).toEqual({
      width: 800,
      height: 500,
      drawX: 0,
      drawY: 0,
      drawWidth: 800,
      drawHeight: 500,
    });
    expect(letterboxBox(3200, 2000)).toMatchObject({ width: 1600, height: 1000, drawWidth: 1600 });
  });

  it('adds margins left and right to a tall drawing, top and bottom to a wide one', () => {
    expect(letterboxBox(1000, 1000)).toEqual({
      width: 1600,
      height: 1000,
      drawX: 300,
      drawY: 0,
      drawWidth: 1000,
      drawHeight: 1000,
    });
    expect(letterboxBox(3000, 1000)).toEqual({
      width: 1600,
      height: 1000,
      drawX: 0,
      drawY: 234,
      drawWidth: 1600,
      drawHeight: 533,
    });
  });

  it('never enlarges a small drawing', () => {
    expect(letterboxBox(400, 400)).toEqual({
      width: 640,
      height: 400,
      drawX: 120,
      drawY: 0,
      drawWidth: 400,
      drawHeight: 400,
    });
  });
});
