import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `#shared/…` from the sources, never functions/lib (see vite.config.ts).
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '#shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
};

/**
 * The jsdom test files that replace modules (`vi.mock`, `vi.doMock`) or globals (`vi.stubGlobal`,
 * `vi.stubEnv`). They run isolated, each in a fresh module registry ('web-mocked'); the others
 * share one jsdom and module registry per worker ('web', `isolate: false`), which takes the web
 * tests from about 95 s to 35 s on 2 cores: most of their time was setting up jsdom and
 * importing React, the router and Firebase again for each of the 145 files.
 */
const mockingFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(file, 'utf8')));
/**
 * Waiting for a state, never for a time (docs/testing.md): every limit below is a ceiling for a
 * test that is stuck, far above what a passing one takes on a busy 2-core machine, so load makes
 * a run slower, not red. `expect.poll` (1 s by default) and Testing Library's `findBy…` /
 * `waitFor` (src/testing/setup-tests.ts) return as soon as the state is there.
 */
const patient = (testTimeout: number) => ({
  testTimeout,
  hookTimeout: Math.max(testTimeout, 180_000),
  expect: { poll: { timeout: Math.min(testTimeout / 2, 60_000) } },
});

const webTest = {
  environment: 'jsdom',
  // Worker threads start faster than forked processes (the default), file after file.
  pool: 'threads' as const,
  globals: true,
  setupFiles: ['src/testing/setup-tests.ts'],
  // Form tests type character by character; on a busy 2-core machine one can pass 15 s.
  ...patient(60_000),
};

// One project per kind of test; each owns its environment and its setup.
export default defineConfig({
  test: {
    // Two files at a time in every project that allows it. Vitest's default is one less than the
    // cores, which on the 2-core machines npm test runs on (CI and here) meant one file at a time:
    // the unit step's jsdom files waited for each other while a core sat idle (190 s -> see
    // docs/local-stack.md). The rules and functions projects stay one file at a time (rules files
    // side by side, each with emulators of its own, measured no faster: the step is CPU-bound).
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...webTest,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...mockingFiles],
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { ...webTest, name: 'web-mocked', include: mockingFiles },
      },
      {
        resolve: { alias },
        test: {
          name: 'emulators',
          environment: 'node',
          ...patient(60_000),
          include: ['emulators/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          // The repository's own scripts' logic (the lint step's duplicate check).
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'rules',
          environment: 'node',
          ...patient(60_000),
          include: ['test/rules/**/*.test.ts'],
          globalSetup: ['test/setup/offline-emulators.ts'],
          fileParallelism: false,
        },
      },
      {
        test: {
          // The functions' own logic (functions/src) without the Functions emulator: pure code,
          // and Firestore code against the offline emulator this project starts.
          name: 'functions-unit',
          environment: 'node',
          ...patient(60_000),
          include: ['test/functions-unit/**/*.test.ts'],
          globalSetup: ['test/setup/offline-emulators.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'functions',
          environment: 'node',
          include: ['test/functions/**/*.test.ts'],
          fileParallelism: false,
          // The first call cold-starts the function in the emulator (seconds on a busy machine).
          ...patient(120_000),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          fileParallelism: true,
          maxWorkers: 2,
          // A journey takes 5–70 s on a quiet machine; Playwright's own waits are 60 s
          // (test/e2e/support/open-page.ts).
          ...patient(300_000),
        },
      },
    ],
  },
});
