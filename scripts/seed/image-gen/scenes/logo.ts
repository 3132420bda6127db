import { Canvas, hex, mix } from '../canvas';

export type LogoMark = 'boxes' | 'wheel' | 'container';

/** A square brand mark: rounded tile in the brand colour with a white pictogram. */
export function logo(mark: LogoMark, brandColor: string, size = 256): Canvas {
  const c = new Canvas(size, size);
  const brand = hex(brandColor);
  const white = hex('#ffffff');
  c.fillRect(0, 0, size, size, white);
  const r = size * 0.18;
  const m = size * 0.06;
  c.fillRect(m + r, m, size - 2 * (m + r), size - 2 * m, brand);
  c.fillRect(m, m + r, size - 2 * m, size - 2 * (m + r), brand);
  for (const [x, y] of [
    [m + r, m + r],
    [size - m - r, m + r],
    [m + r, size - m - r],
    [size - m - r, size - m - r],
  ] as const) {
    c.fillCircle(x, y, r, brand);
  }
  const s = size / 256;
  if (mark === 'boxes') {
    c.fillRect(70 * s, 128 * s, 56 * s, 56 * s, white);
    c.fillRect(130 * s, 128 * s, 56 * s, 56 * s, white);
    c.fillRect(100 * s, 70 * s, 56 * s, 54 * s, white);
    for (const [x, y] of [
      [70, 128],
      [130, 128],
      [100, 70],
    ] as const) {
      c.fillRect((x + 22) * s, y * s, 12 * s, 14 * s, mix(brand, white, 0.35));
    }
  } else if (mark === 'wheel') {
    c.ring(86 * s, 150 * s, 36 * s, 11 * s, white);
    c.ring(174 * s, 150 * s, 36 * s, 11 * s, white);
    c.line(86 * s, 150 * s, 130 * s, 100 * s, 10 * s, white);
    c.line(130 * s, 100 * s, 174 * s, 150 * s, 10 * s, white);
    c.line(120 * s, 92 * s, 160 * s, 92 * s, 10 * s, white);
  } else {
    c.fillRect(58 * s, 86 * s, 140 * s, 86 * s, white);
    for (let x = 70; x < 190; x += 16)
      c.fillRect(x * s, 96 * s, 7 * s, 66 * s, mix(brand, white, 0.45));
  }
  return c;
}
