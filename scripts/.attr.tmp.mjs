import { readFileSync } from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new TraceMap(readFileSync(file + '.map', 'utf8'));
const lines = code.split('\n');
const sizes = {};
let prev = null;
const segs = [];
eachMapping(map, (m) => segs.push(m));
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < segs.length; i++) {
  const s = segs[i], n = segs[i + 1];
  const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : lines[s.generatedLine - 1].length;
  const src = s.source ?? '(none)';
  sizes[src] = (sizes[src] ?? 0) + (end - s.generatedColumn);
}
const rows = Object.entries(sizes).sort((a, b) => b[1] - a[1]);
for (const [s, n] of rows.slice(0, Number(process.argv[3] ?? 25))) console.log(String(n).padStart(7), s);
