// Makes sure Debian's Chromium and the Japanese (CJK) fonts are installed: the end-to-end
// tests drive /usr/bin/chromium-headless-shell (lighter on CPU than the full browser), Lighthouse
// and the first-load measure drive /usr/bin/chromium, and screenshots of Japanese pages need the fonts. Installs them
// with apt-get when running as root (CI, containers); otherwise says exactly what to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_PATH = '/usr/bin/chromium';
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk'];

function hasCjkFonts() {
  const fcList = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  if (fcList.status === 0) return fcList.stdout.trim().length > 0;
  return existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
}

function missingPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!existsSync(HEADLESS_SHELL_PATH)) missing.push('chromium-headless-shell');
  if (!hasCjkFonts()) missing.push('fonts-noto-cjk');
  return missing;
}

/** Runs a command with its output shown; true when it exited 0. */
function attempt(command, args) {
  process.stdout.write(`$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function run(command, args) {
  if (!attempt(command, args)) {
    process.stderr.write(`✖ ${command} ${args[0]} failed\n`);
    process.exit(1);
  }
}

const missing = missingPackages();
if (missing.length === 0) {
  process.stdout.write(
    `Chromium (${CHROMIUM_PATH}, ${HEADLESS_SHELL_PATH}) と日本語フォントはインストール済みです / Chromium and CJK fonts present\n`,
  );
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  process.stderr.write(
    `✖ 見つかりません / missing: ${missing.join(', ')}\n` +
      `  インストールしてください / install them with: sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}\n`,
  );
  process.exit(1);
}
// The package lists the machine already has usually know these packages: install straight away,
// and fetch the lists (apt-get update, the slow part) only when that fails.
const install = ['install', '-y', '--no-install-recommends', ...PACKAGES];
if (!attempt('apt-get', install)) {
  run('apt-get', ['update']);
  run('apt-get', install);
}
const still = missingPackages();
if (still.length > 0) {
  process.stderr.write(`✖ still missing after apt-get install: ${still.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(
  'Chromium と日本語フォントをインストールしました / installed Chromium and CJK fonts\n',
);
