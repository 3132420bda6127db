// The grantAdmin bootstrap secret for the local emulators. The Functions emulator reads secrets
// from functions/.secret.local (gitignored); this writes the file with a local-only value when it
// is missing, and returns whatever value the file holds. Production uses Secret Manager
// (`firebase functions:secrets:set ADMIN_BOOTSTRAP_SECRET`, docs/deploy.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo-root.mjs';

export const localSecretFile = join(repoRoot, 'functions', '.secret.local');
const KEY = 'ADMIN_BOOTSTRAP_SECRET';
const LOCAL_VALUE = 'local-bootstrap-secret';

export function ensureLocalBootstrapSecret() {
  if (!existsSync(localSecretFile)) {
    writeFileSync(localSecretFile, `${KEY}=${LOCAL_VALUE}\n`, { mode: 0o600 });
  }
  const line = readFileSync(localSecretFile, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${KEY}=`));
  const value = line?.slice(KEY.length + 1).trim() ?? '';
  if (value === '') {
    throw new Error(`${localSecretFile} has no ${KEY}= line: add one or delete the file`);
  }
  return value;
}
