/**
 * Draws the demo illustrations into scripts/seed/images/ (committed; the seeder only uploads
 * them). Deterministic: running it again rewrites byte-identical files.
 *
 *   npx tsx scripts/seed/generate-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoImages, imagesDir } from './demo-images';

mkdirSync(imagesDir, { recursive: true });
const done = new Set<string>();
let bytes = 0;
for (const image of demoImages()) {
  if (done.has(image.file)) continue;
  done.add(image.file);
  const png = image.draw().toPng();
  writeFileSync(join(imagesDir, image.file), png);
  bytes += png.length;
  console.log(`${image.file.padEnd(28)} ${(png.length / 1024).toFixed(1)} KB`);
}
console.log(`${done.size} files, ${(bytes / 1024).toFixed(0)} KB in ${imagesDir}`);
