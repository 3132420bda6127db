import { Canvas, hex, mix } from '../canvas';
import type { Rgb } from '../canvas';
import { random } from '../random';
import { backdrop } from './backdrop';
import { tree } from './tree';

const CONTAINER_COLOURS = ['#c8553d', '#2e86ab', '#3f7d20', '#e0a458', '#6c757d', '#8f2d56'];

function container(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: Rgb,
  doorEnd: boolean,
): void {
  const dark = mix(colour, hex('#000000'), 0.25);
  const light = mix(colour, hex('#ffffff'), 0.15);
  c.fillRect(x, y, w, h, colour);
  for (let xx = x + 6; xx < x + w - 4; xx += 10) c.fillRect(xx, y + 5, 4, h - 10, light); // corrugation
  c.fillRect(x, y, w, 5, dark);
  c.fillRect(x, y + h - 5, w, 5, dark);
  c.fillRect(x, y, 5, h, dark);
  c.fillRect(x + w - 5, y, 5, h, dark);
  if (doorEnd) {
    // Locking bars on the door end.
    for (const bx of [x + w - 40, x + w - 26]) c.fillRect(bx, y + 8, 3, h - 16, hex('#d9d9d9'));
    c.fillRect(x + w - 44, y + h / 2, 24, 4, hex('#d9d9d9'));
  }
}

/** A container yard: one- and two-high rows of 20ft/40ft boxes, gravel, a mesh fence. */
export function containerYard(seed: number, brandColor: string, width = 800, height = 500): Canvas {
  const rnd = random(seed);
  const c = new Canvas(width, height);
  const ground = Math.round(height * 0.76);
  backdrop(c, rnd, ground);
  c.fillRect(0, ground, width, height - ground, hex('#c3b9a6'));
  for (let i = 0; i < 220; i++)
    c.fillRect(rnd() * width, ground + 4 + rnd() * (height - ground), 3, 2, hex('#a99f8c'));

  const h = 86;
  let x = 30;
  while (x < width - 120) {
    const long = rnd() < 0.4;
    const w = long ? 300 : 150;
    if (x + w > width - 20) break;
    const colour = hex(CONTAINER_COLOURS[Math.floor(rnd() * CONTAINER_COLOURS.length)]!);
    container(c, x, ground - h, w, h, colour, true);
    if (!long && rnd() < 0.5) {
      const up = hex(CONTAINER_COLOURS[Math.floor(rnd() * CONTAINER_COLOURS.length)]!);
      container(c, x, ground - 2 * h, w, h, up, true);
    }
    x += w + 14;
  }
  // Fence in front with a sign in the brand colour.
  const fenceTop = ground + 18;
  for (let fx = 0; fx < width; fx += 50)
    c.fillRect(fx, fenceTop, 4, height - fenceTop, hex('#6f7479'));
  c.fillRect(0, fenceTop, width, 3, hex('#6f7479'));
  for (let fx = -height; fx < width; fx += 14)
    c.line(fx, height, fx + (height - fenceTop), fenceTop, 1.2, hex('#8d9297'));
  c.fillRect(width - 220, fenceTop + 10, 150, 40, hex(brandColor));
  c.fillRect(width - 210, fenceTop + 20, 20, 20, hex('#ffffff'));
  c.fillRect(width - 180, fenceTop + 26, 90, 8, mix(hex(brandColor), hex('#ffffff'), 0.7));
  if (rnd() < 0.6) tree(c, width - 40, ground + 2, 100);
  return c;
}
