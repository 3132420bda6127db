import type { Canvas, Rgb } from '../canvas';
import { hex } from '../canvas';

/** A side-view motorcycle silhouette with its wheels on `groundY`, facing right. */
export function motorcycle(c: Canvas, x: number, groundY: number, scale: number, body: Rgb): void {
  const r = 17 * scale;
  const rear = x + r;
  const front = x + 92 * scale;
  const axle = groundY - r;
  const tyre = hex('#2b2f33');
  c.ring(rear, axle, r, 5 * scale, tyre);
  c.ring(front, axle, r, 5 * scale, tyre);
  c.fillCircle(rear, axle, 3 * scale, hex('#9aa1a8'));
  c.fillCircle(front, axle, 3 * scale, hex('#9aa1a8'));
  c.line(front, axle, front - 14 * scale, axle - 42 * scale, 4 * scale, hex('#7d858c')); // fork
  c.line(rear, axle, rear + 34 * scale, axle - 14 * scale, 4 * scale, hex('#7d858c')); // swing arm
  c.fillPolygon(
    [
      [rear + 20 * scale, axle - 18 * scale],
      [rear + 60 * scale, axle - 36 * scale],
      [front - 16 * scale, axle - 38 * scale],
      [front - 26 * scale, axle - 14 * scale],
      [rear + 34 * scale, axle - 6 * scale],
    ],
    body,
  ); // tank and frame
  c.fillPolygon(
    [
      [rear - 8 * scale, axle - 26 * scale],
      [rear + 46 * scale, axle - 36 * scale],
      [rear + 44 * scale, axle - 28 * scale],
      [rear - 4 * scale, axle - 20 * scale],
    ],
    hex('#33383d'),
  ); // seat
  c.line(
    front - 16 * scale,
    axle - 44 * scale,
    front - 4 * scale,
    axle - 50 * scale,
    3 * scale,
    hex('#4a5057'),
  ); // handlebar
  c.fillCircle(front - 8 * scale, axle - 36 * scale, 5 * scale, hex('#fff3c4')); // headlight
}
