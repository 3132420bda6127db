import { deflateSync } from 'node:zlib';

/** CRC-32 (IEEE) table, as PNG chunks require. */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Sum of absolute filtered bytes: the usual heuristic for picking a row filter. */
function cost(row: Uint8Array): number {
  let s = 0;
  for (const v of row) s += v < 128 ? v : 256 - v;
  return s;
}

/**
 * Encodes 8-bit RGB pixels (width × height × 3 bytes, row-major) as a PNG. Each row gets
 * whichever of the None / Sub / Up filters yields the smallest residual, which keeps flat-colour
 * illustrations in the tens of kilobytes.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new Error(`encodePng: invalid size ${width}×${height}`);
  }
  const stride = width * 3;
  if (rgb.length !== stride * height) {
    throw new Error(`encodePng: expected ${stride * height} bytes, got ${rgb.length}`);
  }
  const raw = new Uint8Array((stride + 1) * height);
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : null;
    for (let i = 0; i < stride; i++) {
      const cur = row[i] ?? 0;
      sub[i] = (cur - (i >= 3 ? (row[i - 3] ?? 0) : 0)) & 0xff;
      up[i] = (cur - (prev ? (prev[i] ?? 0) : 0)) & 0xff;
    }
    const candidates: [number, Uint8Array][] = [
      [0, row],
      [1, sub],
      [2, up],
    ];
    let best = candidates[0]!;
    let bestCost = cost(row);
    for (const c of candidates.slice(1)) {
      const cc = cost(c[1]);
      if (cc < bestCost) {
        best = c;
        bestCost = cc;
      }
    }
    const offset = y * (stride + 1);
    raw[offset] = best[0];
    raw.set(best[1], offset + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
