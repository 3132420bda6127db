import { Canvas, hex } from '../canvas';

/**
 * A sample 本人確認書類 (a plain ID card with a portrait and text bars, no real data): what the
 * demo accounts "uploaded" with their applications, so staff screens have a document to open.
 */
export function identityCard(width = 480, height = 300): Canvas {
  const c = new Canvas(width, height);
  const paper = hex('#f4f1ea');
  const card = hex('#e4edf6');
  const band = hex('#3a6ea5');
  const ink = hex('#8a97a6');
  const skin = hex('#c9b29b');
  c.fillRect(0, 0, width, height, paper);
  const m = 16;
  c.fillRect(m, m, width - 2 * m, height - 2 * m, card);
  c.fillRect(m, m, width - 2 * m, 34, band);
  // Portrait
  const px = width - m - 130;
  const py = m + 58;
  c.fillRect(px, py, 110, 140, hex('#cfd9e4'));
  c.fillCircle(px + 55, py + 52, 26, skin);
  c.fillRect(px + 20, py + 92, 70, 48, skin);
  // Text lines
  const widths = [250, 200, 270, 160, 230];
  widths.forEach((w, i) => c.fillRect(m + 24, m + 62 + i * 30, w, 12, ink));
  c.fillRect(m + 24, height - m - 36, 180, 16, band);
  return c;
}
