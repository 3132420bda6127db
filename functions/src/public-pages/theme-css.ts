import { brandPalette } from './brand-palette.js';

const THEME_PATH = /^\/_theme\/([0-9a-f]{6})\.css$/;

/**
 * `/_theme/1f6feb.css`: a brand's colours as custom properties on `.brand-theme`, what the
 * default layout sets inline once the app runs (src/app/layouts/default-layout.tsx). The
 * pre-rendered header needs them before any script, and the CSP (`style-src 'self'`) allows no
 * inline style, so they come as a style sheet whose address is the colour itself: the same for
 * every page of the brand, cacheable for good. Null for any other path.
 */
export function themeCss(path: string): string | null {
  const match = THEME_PATH.exec(path);
  if (!match) return null;
  const palette = brandPalette(`#${match[1]}`);
  return `.brand-theme{--brand-color:${palette.color};--brand-on-color:${palette.onColor};--color-accent:${palette.accent}}\n`;
}
