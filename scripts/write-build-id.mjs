#!/usr/bin/env node
// Runs after `vite build` (package.json "build"): reads the build id that vite.config.ts put
// into the built app's HTML, dist/_app.html (<meta name="build-id">; Hosting's name for index.html,
// scripts/vite-hosting-files-plugin.ts) and writes dist/builds/latest.json, which the
// app polls to notice a newer deployment. Usage: node scripts/write-build-id.mjs [distDir]
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.argv[2] ?? 'dist');
const indexPath = path.join(distDir, '_app.html');

function fail(message) {
  console.error(`write-build-id: ${message}`);
  process.exit(1);
}

let html;
try {
  html = await readFile(indexPath, 'utf8');
} catch {
  fail(`${indexPath} がありません。先に vite build を実行してください。`);
}

const match = /<meta\s+name="build-id"\s+content="([\w.-]{1,64})"\s*\/?>/.exec(html);
if (!match)
  fail(
    `${indexPath} に <meta name="build-id"> がありません（vite.config.ts の build-id プラグインを確認してください）。`,
  );

const latest = { id: match[1], builtAt: new Date().toISOString() };
const outDir = path.join(distDir, 'builds');
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);
console.log(
  `write-build-id: ${path.relative(root, path.join(outDir, 'latest.json'))} → ${latest.id}`,
);
