import type { Canvas } from '../canvas';
import { hex } from '../canvas';

/** A rounded street tree standing on `groundY`. */
export function tree(c: Canvas, x: number, groundY: number, size: number): void {
  c.fillRect(x - size * 0.06, groundY - size * 0.5, size * 0.12, size * 0.5, hex('#7a5a3c'));
  c.fillCircle(x, groundY - size * 0.75, size * 0.36, hex('#5e9e5a'));
  c.fillCircle(x - size * 0.22, groundY - size * 0.6, size * 0.24, hex('#6fb26a'));
  c.fillCircle(x + size * 0.22, groundY - size * 0.62, size * 0.26, hex('#4f8c4c'));
}
