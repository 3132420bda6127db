import { Canvas, hex, mix } from '../canvas';
import { random } from '../random';
import { backdrop } from './backdrop';
import { tree } from './tree';

const WALLS = ['#f3eee4', '#e7ecef', '#efe6dc', '#e9e4f0'];

/** A trunk-room building: sign band in the brand colour, glass entrance, windows, planters. */
export function storageBuilding(
  seed: number,
  brandColor: string,
  width = 800,
  height = 500,
): Canvas {
  const rnd = random(seed);
  const c = new Canvas(width, height);
  const ground = Math.round(height * 0.78);
  backdrop(c, rnd, ground);
  c.fillRect(0, ground, width, height - ground, hex('#b9b5ad'));
  c.fillRect(0, ground, width, 10, hex('#d6d2ca'));

  const floors = 2 + Math.floor(rnd() * 3);
  const floorH = 78;
  const bw = width * (0.55 + rnd() * 0.15);
  const bx = (width - bw) / 2;
  const top = ground - floors * floorH - 40;
  const wall = hex(WALLS[Math.floor(rnd() * WALLS.length)]!);
  const brand = hex(brandColor);
  c.fillRect(bx + 8, top + 8, bw, ground - top, mix(wall, hex('#000000'), 0.25)); // shadow
  c.fillRect(bx, top, bw, ground - top, wall);
  c.fillRect(bx - 6, top - 8, bw + 12, 12, mix(wall, hex('#555555'), 0.35)); // parapet
  c.fillRect(bx, top + 10, bw, 30, brand); // sign band
  c.fillRect(bx + 20, top + 18, 14, 14, hex('#ffffff'));
  for (let i = 0; i < 6; i++)
    c.fillRect(bx + 44 + i * 26, top + 22, 18, 6, mix(brand, hex('#ffffff'), 0.7));

  // Windows on the upper floors: opaque storage floors, so frosted panes.
  const pane = hex('#c9dbe8');
  for (let f = 1; f < floors; f++) {
    const y = top + 40 + (f - 1) * floorH + 18;
    for (let x = bx + 24; x + 46 < bx + bw - 16; x += 70) {
      c.fillRect(x, y, 46, 40, mix(wall, hex('#6b7075'), 0.35));
      c.fillRect(x + 3, y + 3, 40, 34, pane);
      c.fillRect(x + 3, y + 20, 40, 2, mix(pane, hex('#ffffff'), 0.6));
    }
  }
  // Ground floor: glass entrance in the middle, a small canopy in the brand colour.
  const doorW = 110;
  const dx = bx + bw / 2 - doorW / 2;
  c.fillRect(dx - 20, ground - floorH - 4, doorW + 40, 10, mix(brand, hex('#000000'), 0.2));
  c.fillRect(dx, ground - floorH + 10, doorW, floorH - 10, hex('#5d7182'));
  c.fillRect(dx + 5, ground - floorH + 15, doorW / 2 - 7, floorH - 15, hex('#a9c6da'));
  c.fillRect(dx + doorW / 2 + 2, ground - floorH + 15, doorW / 2 - 7, floorH - 15, hex('#a9c6da'));
  c.line(dx + 12, ground - 10, dx + 40, ground - floorH + 22, 5, hex('#c8dcea'));
  // Side roller doors for loading.
  for (const sx of [bx + 20, bx + bw - 20 - 90]) {
    c.fillRect(sx, ground - 64, 90, 64, hex('#9aa3ab'));
    for (let y = ground - 60; y < ground; y += 6) c.fillRect(sx, y, 90, 2, hex('#838c95'));
  }
  c.fillRect(bx + bw - 60, ground - floorH + 14, 18, 12, hex('#333a40')); // camera housing
  c.fillCircle(bx + bw - 51, ground - floorH + 28, 4, hex('#333a40'));

  for (const px of [dx - 60, dx + doorW + 40]) {
    c.fillRect(px, ground - 18, 26, 18, hex('#8d7b68'));
    c.fillCircle(px + 13, ground - 24, 14, hex('#66a864'));
  }
  if (rnd() < 0.8) tree(c, bx - 50, ground + 4, 110);
  if (rnd() < 0.8) tree(c, bx + bw + 55, ground + 4, 95);
  // Pavement joints.
  for (let x = 0; x < width; x += 60)
    c.fillRect(x, ground + 10, 2, height - ground - 10, hex('#aaa69e'));
  return c;
}
