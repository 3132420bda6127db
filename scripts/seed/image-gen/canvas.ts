import { encodePng } from './encode-png';

export type Rgb = readonly [number, number, number];

/** '#rrggbb' → [r, g, b]; throws on anything else so a typo in a palette fails the generator. */
export function hex(color: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) throw new Error(`not a #rrggbb colour: ${color}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

/** Mixes two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

const SAMPLES = 4; // 4×4 supersampling on shape edges: smooth wheels and roofs, still flat colours

/** A tiny RGB raster with just the primitives the demo illustrations need. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  private blend(x: number, y: number, c: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    const a = Math.min(1, alpha);
    for (let k = 0; k < 3; k++) {
      const old = this.pixels[i + k] ?? 0;
      this.pixels[i + k] = Math.round(old + ((c[k] ?? 0) - old) * a);
    }
  }

  fillRect(x: number, y: number, w: number, h: number, c: Rgb): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let yy = y0; yy < y1; yy++) {
      for (let xx = x0; xx < x1; xx++) {
        const i = (yy * this.width + xx) * 3;
        this.pixels[i] = c[0];
        this.pixels[i + 1] = c[1];
        this.pixels[i + 2] = c[2];
      }
    }
  }

  /** Vertical gradient, one colour per row (rows compress to almost nothing). */
  gradientRect(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): void {
    const rows = Math.max(1, Math.round(h));
    for (let r = 0; r < rows; r++)
      this.fillRect(x, y + r, w, 1, mix(top, bottom, rows === 1 ? 0 : r / (rows - 1)));
  }

  /** Fills every pixel whose area lies inside `inside`, anti-aliased by supersampling. */
  fillShape(
    bbox: { x0: number; y0: number; x1: number; y1: number },
    inside: (x: number, y: number) => boolean,
    c: Rgb,
  ): void {
    const x0 = Math.max(0, Math.floor(bbox.x0));
    const y0 = Math.max(0, Math.floor(bbox.y0));
    const x1 = Math.min(this.width, Math.ceil(bbox.x1));
    const y1 = Math.min(this.height, Math.ceil(bbox.y1));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            if (inside(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)) hits++;
          }
        }
        this.blend(x, y, c, hits / (SAMPLES * SAMPLES));
      }
    }
  }

  fillCircle(cx: number, cy: number, r: number, c: Rgb): void {
    this.fillShape(
      { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r },
      (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r,
      c,
    );
  }

  ring(cx: number, cy: number, r: number, thickness: number, c: Rgb): void {
    const inner = r - thickness;
    this.fillShape(
      { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r },
      (x, y) => {
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        return d <= r * r && d >= inner * inner;
      },
      c,
    );
  }

  /** Convex or concave polygon by the even-odd rule. */
  fillPolygon(points: readonly (readonly [number, number])[], c: Rgb): void {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.fillShape(
      { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
      (x, y) => {
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i]!;
          const [xj, yj] = points[j]!;
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside;
      },
      c,
    );
  }

  /** A straight stroke with square ends. */
  line(x0: number, y0: number, x1: number, y1: number, width: number, c: Rgb): void {
    const len = Math.hypot(x1 - x0, y1 - y0) || 1;
    const nx = (-(y1 - y0) / len) * (width / 2);
    const ny = ((x1 - x0) / len) * (width / 2);
    this.fillPolygon(
      [
        [x0 + nx, y0 + ny],
        [x1 + nx, y1 + ny],
        [x1 - nx, y1 - ny],
        [x0 - nx, y0 - ny],
      ],
      c,
    );
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}
