import type { Canvas, Rgb } from '../canvas';
import { hex, mix } from '../canvas';

/** Sky, a soft sun, a couple of clouds and a pale distant skyline; returns the horizon y. */
export function backdrop(c: Canvas, rnd: () => number, horizon: number): number {
  const evening = rnd() < 0.2;
  const top = evening ? hex('#f6b38a') : hex('#7fb8f0');
  const bottom = evening ? hex('#fde7c8') : hex('#e4f1fc');
  c.gradientRect(0, 0, c.width, horizon, top, bottom);
  c.fillCircle(
    c.width * (0.15 + rnd() * 0.7),
    horizon * (0.18 + rnd() * 0.15),
    26,
    mix(bottom, hex('#fff6d5'), 0.8),
  );
  for (let i = 0; i < 3; i++) {
    const cx = rnd() * c.width;
    const cy = horizon * (0.12 + rnd() * 0.3);
    const white: Rgb = hex('#ffffff');
    c.fillCircle(cx, cy, 18, white);
    c.fillCircle(cx + 22, cy - 8, 22, white);
    c.fillCircle(cx + 46, cy, 17, white);
    c.fillRect(cx, cy, 46, 17, white);
  }
  // Distant buildings in a faded blue-grey.
  const far = mix(bottom, hex('#9fb3c8'), 0.45);
  let x = -10;
  while (x < c.width) {
    const w = 40 + rnd() * 70;
    const h = 30 + rnd() * 90;
    c.fillRect(x, horizon - h, w - 4, h, far);
    x += w;
  }
  return horizon;
}
