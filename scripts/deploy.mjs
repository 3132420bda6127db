// `npm run deploy -- --project <id>`: builds the site for production (`vite build --mode deploy`,
// values from .env.deploy.local, refused with the demo config or emulator flags), builds the
// functions and runs `firebase deploy` of hosting, functions, Firestore rules and indexes and
// Storage rules. `--only=hosting` (a firebase --only list) narrows the deploy; `--build-only`
// stops after the build. See docs/deploy.md.
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { firebaseBin } from './lib/firebase-cli.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runCommand } from './lib/run-step.mjs';

const node = process.execPath;
const args = process.argv.slice(2);
const valueOf = (name) => {
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

function fail(message) {
  process.stderr.write(`✖ ${message}\n`);
  process.exit(1);
}

const projectId = valueOf('project') ?? process.env.FIREBASE_PROJECT ?? '';
const only = valueOf('only') ?? 'hosting,functions,firestore,storage';
const buildOnly = args.includes('--build-only');

if (projectId === '') {
  fail('デプロイ先を指定してください / name the project: npm run deploy -- --project <project-id>');
}
if (projectId.startsWith('demo-')) {
  fail(
    `${projectId} はデモ用のプロジェクトです（エミュレーター専用）/ demo-* projects cannot be deployed`,
  );
}
// The bundle must talk to the project it is deployed to.
const viteProject = loadEnv('deploy', repoRoot, 'VITE_').VITE_FIREBASE_PROJECT_ID;
if (viteProject !== projectId) {
  fail(
    `VITE_FIREBASE_PROJECT_ID（${viteProject}）がデプロイ先（${projectId}）と違います: .env.deploy.local を確認してください`,
  );
}

const step = (title) => process.stdout.write(`\n▶ ${title}\n`);

step('サイトの本番ビルド / production build (vite build --mode deploy)');
if (
  (await runCommand(node, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'deploy'], {
    cwd: repoRoot,
  })) !== 0 ||
  (await runCommand(node, ['scripts/write-build-id.mjs'], { cwd: repoRoot })) !== 0
) {
  fail('build failed');
}
step('Functions のビルド / functions build');
if ((await runCommand('npm', ['run', 'build:functions'], { cwd: repoRoot })) !== 0) {
  fail('functions build failed');
}
// The publicPage function makes every public page from this build's HTML (its hashed
// file names) and draws it with this build's server render (dist-ssr/): both deployed beside
// the compiled function, so the function and Hosting always come from one build.
mkdirSync(join(repoRoot, 'functions', 'lib', 'site'), { recursive: true });
copyFileSync(
  join(repoRoot, 'dist', '_app.html'),
  join(repoRoot, 'functions', 'lib', 'site', 'index.html'),
);
rmSync(join(repoRoot, 'functions', 'lib', 'site', 'ssr'), { recursive: true, force: true });
cpSync(join(repoRoot, 'dist-ssr'), join(repoRoot, 'functions', 'lib', 'site', 'ssr'), {
  recursive: true,
});
if (buildOnly) {
  process.stdout.write('\n✔ built (dist/, functions/lib/); --build-only: nothing deployed\n');
  process.exit(0);
}

step(`firebase deploy --only ${only} --project ${projectId}`);
const code = await runCommand(
  node,
  [firebaseBin, 'deploy', '--only', only, '--project', projectId],
  { cwd: repoRoot, env: { NO_UPDATE_NOTIFIER: '1' } },
);
if (code !== 0) fail(`firebase deploy failed (exit ${code})`);
process.stdout.write(`\n✔ deployed to ${projectId}\n`);
