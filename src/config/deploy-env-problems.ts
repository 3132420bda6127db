/**
 * What makes a set of `VITE_*` values unfit for a real deployment, in Japanese (empty = fine).
 * vite.config.ts runs it for `vite build --mode deploy` (what `npm run deploy` builds), so a
 * production bundle can never point at the demo project or at local emulators. Plain code with
 * no imports: the Vite config (Node) and the unit tests both load it.
 */
export function deployEnvProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  const projectId = env['VITE_FIREBASE_PROJECT_ID']?.trim() ?? '';
  if (projectId === '') problems.push('VITE_FIREBASE_PROJECT_ID が設定されていません');
  if (projectId.startsWith('demo-')) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID が demo- で始まっています（${projectId}）: 本番のプロジェクト ID を .env.deploy.local に設定してください`,
    );
  }
  for (const key of [
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_AUTH_DOMAIN',
    'VITE_FIREBASE_STORAGE_BUCKET',
    'VITE_FIREBASE_APP_ID',
  ]) {
    const value = env[key]?.trim() ?? '';
    if (value === '') problems.push(`${key} が設定されていません`);
    else if (/(^|[^a-z])demo-|0000000000/.test(value)) {
      problems.push(`${key} がデモの値のままです（${value}）`);
    }
  }
  if (env['VITE_USE_EMULATORS'] !== 'false') {
    problems.push(
      'VITE_USE_EMULATORS は false にしてください（本番ビルドはエミュレーターに接続しません）',
    );
  }
  for (const key of [
    'VITE_AUTH_EMULATOR_PORT',
    'VITE_FIRESTORE_EMULATOR_PORT',
    'VITE_STORAGE_EMULATOR_PORT',
  ]) {
    if (env[key] !== undefined && env[key] !== '') {
      problems.push(`${key} はエミュレーター用です。本番ビルドでは設定しないでください`);
    }
  }
  return problems;
}
