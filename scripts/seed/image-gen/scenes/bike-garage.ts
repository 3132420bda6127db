import { Canvas, hex, mix } from '../canvas';
import { random } from '../random';
import { backdrop } from './backdrop';
import { motorcycle } from './motorcycle';
import { tree } from './tree';

const BIKE_COLOURS = ['#c0392b', '#2c3e50', '#e67e22', '#16a085', '#8e44ad', '#f1c40f'];

/** A row of motorcycle garages: roller shutters, one or two open with a bike inside. */
export function bikeGarage(seed: number, brandColor: string, width = 800, height = 500): Canvas {
  const rnd = random(seed);
  const c = new Canvas(width, height);
  const ground = Math.round(height * 0.74);
  backdrop(c, rnd, ground);
  c.fillRect(0, ground, width, height - ground, hex('#8c9197'));
  c.fillRect(0, ground, width, 6, hex('#a7abb0'));

  const units = 4 + Math.floor(rnd() * 3);
  const unitW = Math.min(130, (width - 80) / units);
  const total = unitW * units;
  const x0 = (width - total) / 2;
  const roof = ground - 150;
  const brand = hex(brandColor);
  const wall = hex(rnd() < 0.5 ? '#eceae6' : '#dfe3e6');
  c.fillRect(x0 - 14, roof - 16, total + 28, 18, mix(brand, hex('#000000'), 0.15)); // roof edge in brand colour
  c.fillRect(x0 - 8, roof, total + 16, ground - roof, wall);
  const open = new Set([Math.floor(rnd() * units), Math.floor(rnd() * units)]);
  for (let i = 0; i < units; i++) {
    const ux = x0 + i * unitW + 8;
    const uw = unitW - 16;
    const top = roof + 26;
    c.fillRect(ux, top - 16, uw, 12, mix(wall, hex('#666666'), 0.2)); // number plate strip
    c.fillRect(ux + uw / 2 - 10, top - 14, 20, 8, hex('#ffffff'));
    if (open.has(i)) {
      c.fillRect(ux, top, uw, ground - top, hex('#4a4f55'));
      c.fillRect(ux, top, uw, 22, hex('#9aa3ab'));
      for (let y = top + 3; y < top + 22; y += 6) c.fillRect(ux, y, uw, 2, hex('#838c95'));
      c.fillRect(ux + 6, ground - 10, uw - 12, 4, hex('#c8a84a')); // wheel stop
      const bike = hex(BIKE_COLOURS[Math.floor(rnd() * BIKE_COLOURS.length)]!);
      motorcycle(c, ux + (uw - 110 * (uw / 120)) / 2, ground - 4, uw / 120, bike);
    } else {
      c.fillRect(ux, top, uw, ground - top, hex('#b3bac1'));
      for (let y = top + 4; y < ground; y += 7) c.fillRect(ux, y, uw, 2, hex('#9ca4ac'));
      c.fillRect(ux + uw / 2 - 12, ground - 14, 24, 6, hex('#6d757c')); // handle
    }
  }
  c.fillRect(x0 + total - 30, roof + 2, 16, 10, hex('#333a40')); // camera
  // Parking lines and a bike stand in front.
  for (let i = 0; i <= units; i++)
    c.line(x0 + i * unitW, ground + 6, x0 + i * unitW - 30, height, 3, hex('#e9e9e9'));
  if (rnd() < 0.7) tree(c, x0 - 40, ground + 2, 90);
  else tree(c, x0 + total + 40, ground + 2, 90);
  return c;
}
