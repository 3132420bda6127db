import { contrastRatio } from './contrast-ratio.js';

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

export type BrandPalette = {
  /** The brand's theme colour, as configured (header band, buttons). */
  color: string;
  /** Text on the theme colour: white or black, whichever reads (AA) on it. */
  onColor: string;
  /** The theme colour darkened until it reads as text or a link on white and on the grey surface (AA). */
  accent: string;
};

const white = '#ffffff';
/** The grey of footers and panels (`--color-surface`), where brand links also appear. */
const surface = '#f5f5f5';
const ink = '#000000';

function darken(hex: string, amount: number): string {
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/**
 * The colours a brand page needs from one theme colour, each keeping WCAG AA contrast: the
 * text colour on the theme colour, and a link colour on white (the theme colour itself when
 * it already reads on white and on the grey surface, otherwise darkened step by step).
 */
export function brandPalette(themeColor: string): BrandPalette {
  const color = themeColor.toLowerCase();
  const onColor = contrastRatio(color, white) >= contrastRatio(color, ink) ? white : ink;
  let accent = color;
  const readable = (c: string) =>
    Math.min(contrastRatio(c, white), contrastRatio(c, surface)) >= minimumContrast;
  for (let step = 1; !readable(accent) && step <= 20; step += 1) {
    accent = darken(color, step * 0.05);
  }
  return { color, onColor, accent };
}
