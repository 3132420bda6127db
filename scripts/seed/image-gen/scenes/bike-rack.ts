import { Canvas, hex, mix } from '../canvas';
import { random } from '../random';
import { motorcycle } from './motorcycle';

const BIKE_COLOURS = ['#c0392b', '#2c3e50', '#e67e22', '#16a085', '#34495e'];

/** Inside a covered bike garage: painted bays, wheel clamps and a few motorcycles. */
export function bikeRack(seed: number, brandColor: string, width = 800, height = 500): Canvas {
  const rnd = random(seed);
  const c = new Canvas(width, height);
  const floorY = Math.round(height * 0.7);
  c.gradientRect(0, 0, width, floorY, hex('#d9dde0'), hex('#c6cbcf'));
  c.gradientRect(0, floorY, width, height - floorY, hex('#7f868c'), hex('#6b7277'));
  c.fillRect(0, floorY - 60, width, 8, hex(brandColor));
  for (let x = 40; x < width; x += 180) c.fillRect(x, 20, 120, 8, hex('#fdfbe8'));
  const bay = 150;
  for (let i = 0; i * bay < width; i++) {
    const x = 25 + i * bay;
    c.fillRect(x, floorY, 4, height - floorY, hex('#f0d35a'));
    c.fillRect(x + 40, floorY - 30, 60, 8, hex('#5c646b')); // rack rail
    c.fillRect(x + 60, floorY - 30, 6, 30, hex('#5c646b'));
    if (rnd() < 0.65) {
      const body = hex(BIKE_COLOURS[Math.floor(rnd() * BIKE_COLOURS.length)]!);
      motorcycle(c, x + 14, floorY + 40, 1.15, body);
    }
  }
  c.fillRect(width - 90, 50, 26, 16, mix(hex('#333a40'), hex('#000000'), 0.1));
  return c;
}
