// Japanese bank and branch codes for the 口座振替 account form, built from the dev dependency
// `zengin-code` (MIT, the zengin-code project's data of the 全銀協 金融機関コード・店舗コード)
// into one index of banks and one file of branches per bank, which Hosting serves as
// /banks/{version}/index.json and /banks/{version}/{bankCode}.json. The Vite plugin
// (scripts/vite-bank-data-plugin.ts) runs this in `vite build` and `vite dev`; nothing generated
// is committed, and none of the package's 5 MB reaches a JavaScript chunk. docs/billing.md
// (「口座振替」) and docs/ARCHITECTURE.md (dependencies) say why and how it is kept current.
//
//   node scripts/build-bank-data.mjs   prints the file count and sizes
//
// Everything but readZenginData and the command line is pure (data in, data out).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The package's data (bank code → { code, name, kana, branches: { code → … } }) and version. */
export function readZenginData() {
  const require = createRequire(import.meta.url);
  const data = require('zengin-code');
  const { version } = JSON.parse(
    readFileSync(
      join(dirname(require.resolve('zengin-code/package.json')), 'package.json'),
      'utf8',
    ),
  );
  return { version, banks: data };
}

/**
 * The files: `index.json` = [[code, name, kana], …] of every bank (sorted by code), and
 * `{code}.json` = [[branchCode, name, kana], …] for each. Kana as the data has it (full-width,
 * large kana, as 全銀 registers names). A code that is not 4 (bank) or 3 (branch) digits, or an
 * empty name, fails the build rather than ship a bank nobody can debit.
 * @param {Record<string, { code: string, name: string, kana: string, branches: Record<string, { code: string, name: string, kana: string }> }>} banks
 */
export function bankFileSet(banks) {
  const hash = createHash('sha256');
  const files = [];
  const codes = Object.keys(banks).sort();
  const index = codes.map((code) => {
    const bank = banks[code];
    if (!/^\d{4}$/.test(bank.code) || bank.code !== code || !bank.name || !bank.kana)
      throw new Error(`banks: bad bank ${code}`);
    const branches = Object.keys(bank.branches)
      .sort()
      .map((branchCode) => {
        const b = bank.branches[branchCode];
        if (!/^\d{3}$/.test(b.code) || b.code !== branchCode || !b.name)
          throw new Error(`banks: bad branch ${code}-${branchCode}`);
        return [b.code, b.name, b.kana];
      });
    files.push({ path: `${code}.json`, text: JSON.stringify(branches) });
    return [bank.code, bank.name, bank.kana];
  });
  files.unshift({ path: 'index.json', text: JSON.stringify(index) });
  for (const { path, text } of files) hash.update(`${path}\u0000${text}\u0000`);
  return { version: hash.digest('hex').slice(0, 12), files };
}

/** Count, total and gzip (level 9) sizes in bytes, and the index's and the largest file's. */
export function bankSizes(fileSet) {
  const sizes = fileSet.files.map(({ path, text }) => ({
    path,
    bytes: Buffer.byteLength(text),
    gzip: gzipSync(text, { level: 9 }).length,
  }));
  const branches = sizes.filter((s) => s.path !== 'index.json').sort((a, b) => a.gzip - b.gzip);
  return {
    files: sizes.length,
    bytes: sizes.reduce((t, s) => t + s.bytes, 0),
    index: sizes.find((s) => s.path === 'index.json'),
    largest: branches.at(-1),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const data = readZenginData();
  const fileSet = bankFileSet(data.banks);
  const sizes = bankSizes(fileSet);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  process.stdout.write(
    [
      `zengin-code ${data.version}, version ${fileSet.version}`,
      `${sizes.files} files, ${kb(sizes.bytes)}`,
      `index ${kb(sizes.index.bytes)} (${kb(sizes.index.gzip)} gzip); largest ${sizes.largest.path} ${kb(sizes.largest.bytes)} (${kb(sizes.largest.gzip)} gzip)`,
    ].join('\n') + '\n',
  );
}
