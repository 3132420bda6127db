import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// One project per kind of test; each owns its environment and its setup.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
          // Form tests type character by character; on a busy 2-core machine one can pass 5 s.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'emulators',
          environment: 'node',
          include: ['emulators/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'rules',
          environment: 'node',
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
          testTimeout: 30_000,
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
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
