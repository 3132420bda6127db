import { Canvas, hex } from '../canvas';

/**
 * A top-down site plan background: the outline, the corridor or yard lane and the entrance.
 * The spaces themselves are drawn over it by the app from each space's `layout` rectangle
 * (fractions of this image), so the plan carries no unit boundaries of its own beyond a faint grid.
 */
export function layoutPlan(
  kind: 'trunk-room' | 'bike-garage' | 'container',
  width = 800,
  height = 500,
): Canvas {
  const c = new Canvas(width, height);
  c.fillRect(0, 0, width, height, hex('#ffffff'));
  for (let x = 0; x < width; x += 20) c.fillRect(x, 0, 1, height, hex('#eef1f4'));
  for (let y = 0; y < height; y += 20) c.fillRect(0, y, width, 1, hex('#eef1f4'));
  const wall = hex('#4a5561');
  const m = 20;
  c.fillRect(m, m, width - 2 * m, 6, wall);
  c.fillRect(m, height - m - 6, width - 2 * m, 6, wall);
  c.fillRect(m, m, 6, height - 2 * m, wall);
  c.fillRect(width - m - 6, m, 6, height - 2 * m, wall);
  const lane = kind === 'container' ? hex('#e4ddd0') : hex('#e9eef3');
  // Lane across the middle (y 0.42–0.58 of the height): the space layouts keep clear of it.
  c.fillRect(m + 6, height * 0.42, width - 2 * m - 12, height * 0.16, lane);
  // Entrance gap on the left wall, with an arrow pointing in.
  c.fillRect(m, height * 0.44, 6, height * 0.12, hex('#ffffff'));
  c.fillPolygon(
    [
      [m + 14, height * 0.47],
      [m + 44, height * 0.5],
      [m + 14, height * 0.53],
    ],
    hex('#2f855a'),
  );
  if (kind !== 'container')
    c.fillRect(width - m - 60, height * 0.44, 40, height * 0.12, hex('#cbd5e0')); // stairs / lift
  return c;
}
