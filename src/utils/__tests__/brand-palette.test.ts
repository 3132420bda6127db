import { describe, expect, it } from 'vitest';
import { brandPalette, minimumContrast } from '../brand-palette';
import { contrastRatio } from '../contrast-ratio';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f6feb', '#1f6feb')).toBeCloseTo(1, 5);
  });
});

describe('brandPalette', () => {
  it.each(['#1f6feb', '#c0392b', '#2a9d8f', '#8e44ad', '#ffeb3b', '#00ff00', '#000000', '#FFFFFF'])(
    'keeps AA contrast for text on %s and for its accent on white',
    (theme) => {
      const palette = brandPalette(theme);
      expect(contrastRatio(palette.color, palette.onColor)).toBeGreaterThanOrEqual(
        minimumContrast - 0.01,
      );
      expect(contrastRatio(palette.accent, '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
      expect(contrastRatio(palette.accent, '#f5f5f5')).toBeGreaterThanOrEqual(minimumContrast);
    },
  );

  it('puts dark text on a light theme colour and white on a dark one', () => {
    expect(brandPalette('#ffeb3b').onColor).toBe('#000000');
    expect(brandPalette('#1f3a8a').onColor).toBe('#ffffff');
  });

  it('keeps a theme colour that already reads on white as the accent', () => {
    expect(brandPalette('#1f3a8a').accent).toBe('#1f3a8a');
    expect(brandPalette('#2a9d8f').accent).not.toBe('#2a9d8f');
  });
});
