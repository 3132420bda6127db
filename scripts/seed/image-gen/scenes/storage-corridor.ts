import { Canvas, hex, mix } from '../canvas';
import { random } from '../random';

/** Inside a trunk-room floor: a bright corridor lined with numbered unit doors. */
export function storageCorridor(
  seed: number,
  brandColor: string,
  width = 800,
  height = 500,
): Canvas {
  const rnd = random(seed);
  const c = new Canvas(width, height);
  const brand = hex(brandColor);
  const floorY = Math.round(height * 0.8);
  c.gradientRect(0, 0, width, floorY, hex('#f7f7f4'), hex('#e9e8e3'));
  c.gradientRect(0, floorY, width, height - floorY, hex('#cfd3d6'), hex('#b7bcc0'));
  c.fillRect(0, 0, width, 36, hex('#ffffff'));
  for (let x = 60; x < width; x += 200) c.fillRect(x, 12, 110, 10, hex('#fffbe6')); // ceiling lights
  c.fillRect(0, 36, width, 4, mix(brand, hex('#ffffff'), 0.3));
  const doorW = 92;
  const gap = 18;
  const doors = Math.floor((width - gap) / (doorW + gap));
  const x0 = (width - doors * (doorW + gap) + gap) / 2;
  const big = Math.floor(rnd() * doors);
  for (let i = 0; i < doors; i++) {
    const x = x0 + i * (doorW + gap);
    const top = i === big ? 70 : 110;
    const frame = hex('#8d959c');
    c.fillRect(x - 4, top - 4, doorW + 8, floorY - top + 4, frame);
    c.fillRect(
      x,
      top,
      doorW,
      floorY - top,
      i % 3 === 1 ? mix(brand, hex('#ffffff'), 0.55) : hex('#dde2e6'),
    );
    c.fillRect(x + 6, top + 6, doorW - 12, 2, hex('#c4cad0'));
    c.fillRect(x + doorW / 2 - 14, top + 16, 28, 12, hex('#ffffff'));
    c.fillRect(x + doorW / 2 - 10, top + 20, 20, 4, hex('#7c858d'));
    c.fillRect(x + doorW - 18, top + (floorY - top) / 2, 6, 22, hex('#5b646c')); // handle
    c.fillRect(x + doorW - 20, top + (floorY - top) / 2 + 26, 10, 10, hex('#39424a')); // lock
  }
  c.fillRect(0, floorY, width, 5, hex('#9ea4a9'));
  for (let x = 0; x < width; x += 100)
    c.line(x, floorY, x + (x - width / 2) * 0.4, height, 1.5, hex('#c5c9cc'));
  return c;
}
