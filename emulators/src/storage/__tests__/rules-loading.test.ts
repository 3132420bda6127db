import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startFirestoreEmulator } from '../../firestore/server.js';
import { compileRules } from '../../rules/index.js';
import { createHttpFirestoreLookup } from '../http-firestore-lookup.js';
import { startStorageEmulator } from '../server.js';

const dir = mkdtempSync(join(tmpdir(), 'storage-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BUCKET = 'demo-rental-space.appspot.com';
const rules = (condition: string) => `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read: if ${condition};
    }
  }
}
`;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('storage.rules loading', () => {
  it('reloads the rules file on change and keeps the last good rules after a malformed edit', async () => {
    const file = join(dir, 'storage.rules');
    writeFileSync(file, rules('false'));
    // The emulator's log lines (it logs with console.log unless quiet): the malformed edit is
    // only checked once the emulator has read it.
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    const emulator = await startStorageEmulator({
      compileRules,
      rulesPath: file,
      watchRules: true,
    });
    const status = async () => (await fetch(`${emulator.url}/v0/b/${BUCKET}/o?prefix=`)).status;
    try {
      expect(await status()).toBe(403);
      writeFileSync(file, rules('true'));
      expect(await waitFor(async () => (await status()) === 200)).toBe(true);
      // Issue 3: "malformed rules fail with line:column and the server keeps the last good rules".
      lines.length = 0;
      writeFileSync(file, rules('true &&'));
      const rejected = async () =>
        lines.some(
          (line) => line.includes('kept the last good rules') && /\.rules:\d+:\d+/.test(line),
        );
      expect(await waitFor(rejected)).toBe(true);
      expect(await status()).toBe(200);
      const response = await fetch(`${emulator.url}/internal/setRules`, {
        method: 'PUT',
        body: JSON.stringify({
          rules: { files: [{ name: 'storage.rules', content: rules('true &&') }] },
        }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /\d+:\d+/,
      );
      expect(await status()).toBe(200);
    } finally {
      await emulator.stop();
      log.mockRestore();
    }
  });

  it('starts deny-all, saying why, when the rules file is malformed', async () => {
    const file = join(dir, 'broken.rules');
    writeFileSync(file, 'rules_version = 2; service');
    const emulator = await startStorageEmulator({ quiet: true, compileRules, rulesPath: file });
    try {
      const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o?prefix=`);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
        'has errors',
      );
    } finally {
      await emulator.stop();
    }
  });
});

describe('firestore.get() over HTTP (Storage emulator in another process than Firestore)', () => {
  it('reads documents from FIRESTORE_EMULATOR_HOST with the owner token, rules bypassed', async () => {
    const denyAll = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if false; } } }`;
    const firestore = await startFirestoreEmulator({ rulesSource: denyAll, log: () => undefined });
    const firestoreHost = `${firestore.host}:${firestore.port}`;
    const storage = await startStorageEmulator({
      quiet: true,
      compileRules,
      firestoreHost,
      ruleset: compileRules(
        rules('firestore.get(/databases/(default)/documents/open/$(allPaths)).data.ok == true'),
      ),
    });
    try {
      const commit = await fetch(
        `${firestore.url}/v1/projects/demo-rental-space/databases/(default)/documents:commit`,
        {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            writes: [
              {
                update: {
                  name: 'projects/demo-rental-space/databases/(default)/documents/open/a',
                  fields: { ok: { booleanValue: true } },
                },
              },
            ],
          }),
        },
      );
      expect(commit.status).toBe(200);
      const lookup = createHttpFirestoreLookup(firestoreHost, 'demo-rental-space');
      expect((await lookup.get('open/a'))?.fields).toEqual({ ok: { booleanValue: true } });
      expect(await lookup.get('open/missing')).toBeNull();

      // Rules allow reading object "a" (the document says ok) and not "b" (no document).
      expect((await fetch(`${storage.url}/v0/b/${BUCKET}/o/a`)).status).toBe(404);
      expect((await fetch(`${storage.url}/v0/b/${BUCKET}/o/b`)).status).toBe(403);
    } finally {
      await storage.stop();
      await firestore.stop();
    }
  });
});
