// `npm run lint`'s duplicate check (issue 35): fails on a run of 10 or more lines written twice in
// src or functions/src (outside tests, fixtures and the allow-list), unless the pair of files is
// in the baseline of known pairs, scripts/duplicates-baseline.json, which may only shrink: a pair
// no longer found must leave it. jscpd (a Rust binary, ~0.4 s for the tree) finds the runs;
// scripts/lib/duplicate-pairs.mjs compares. `--update` rewrites the baseline (to shrink it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareWithBaseline, pairsOf } from './lib/duplicate-pairs.mjs';
import { repoRoot } from './lib/repo-root.mjs';

/** Shared lines that make a duplicate (the "10+ lines"). */
const minLines = 10;

/**
 * Files the check does not read: tests and their fixtures and helpers (a test may spell out
 * what another spells out), and generated files (none in src or functions/src today; list one
 * here with the generator that writes it).
 */
const allowList = [
  '**/__tests__/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/__fixtures__/**',
  '**/fixtures/**',
  '**/testing/**',
  '**/*.d.ts',
];

const baselineFile = join(repoRoot, 'scripts', 'duplicates-baseline.json');
const jscpd = createRequire(import.meta.url).resolve('jscpd/run-jscpd.js');

const out = mkdtempSync(join(tmpdir(), 'duplicates-'));
try {
  execFileSync(
    process.execPath,
    [
      jscpd,
      '--min-lines',
      String(minLines),
      '--format',
      'typescript,tsx,css',
      '--cross-formats',
      'js-ts',
      '--ignore',
      allowList.join(','),
      '--reporters',
      'json',
      '--output',
      out,
      '--absolute',
      '--silent',
      join(repoRoot, 'src'),
      join(repoRoot, 'functions', 'src'),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
  const pairs = pairsOf(report, repoRoot);
  let baseline = JSON.parse(readFileSync(baselineFile, 'utf8')).pairs;
  if (process.argv.includes('--update')) {
    const kept = baseline.filter((pair) => pairs.some((p) => p.pair === pair));
    writeFileSync(baselineFile, `${JSON.stringify({ pairs: kept }, null, 2)}\n`);
    console.log(`duplicates: baseline ${baseline.length} → ${kept.length} pairs`);
    baseline = kept;
  }
  const { added, gone } = compareWithBaseline(pairs, baseline);
  for (const pair of added) {
    console.error(
      `重複: ${pair.where}（${pair.lines}行）— 同じ処理は一か所に（extend the existing part instead of copying it）`,
    );
  }
  for (const pair of gone) {
    console.error(
      `duplicates-baseline.json: "${pair}" はもう重複していません。基準から外してください（node scripts/check-duplicates.mjs --update）`,
    );
  }
  if (added.length > 0 || gone.length > 0) process.exitCode = 1;
  else console.log(`duplicates: ${pairs.length} known pairs of ${minLines}+ lines, none new`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
