import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import { featureMaxLines, featureSizeAllowList } from './scripts/lib/feature-size-allow-list.mjs';
import tseslint from 'typescript-eslint';

// Every feature folder (features never import each other; a new folder is covered by itself).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// zod stays on its tree-shakable functional API in the browser bundle (docs/ARCHITECTURE.md):
// the classic `zod` entry carries every method of every schema type plus its English messages,
// 25.5 KB gzip on each public page that reads Firestore against 8 KB for `zod/mini` (measured).
const classicZod = {
  paths: ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
    name,
    message:
      "Import zod as `import * as z from 'zod/mini'`: classic zod adds ~17 KB gzip to every public page that reads data (bundle budget, docs/ARCHITECTURE.md).",
  })),
};

// Issue 19, item 13: a download-token URL opens a private file (an identity document) without
// signing in. Public images are read by path (src/lib/storage-url.ts), private ones through the
// SDK's authenticated reads (getBlob/getBytes), so nothing asks Storage for a token URL.
const noDownloadUrls = {
  name: 'firebase/storage',
  importNames: ['getDownloadURL'],
  message:
    'No download-token URLs: read private files with getBlob/getBytes (authenticated), public images with storageUrl().',
};

// The shared model (functions/src/shared) has one import path on every side: '#shared/…', a
// subpath import of both package.json files (docs/ARCHITECTURE.md, "One money model").
const sharedModelByAlias = {
  group: ['**/functions/src/shared/*', '**/functions/src/shared/**'],
  message: "Import the shared model as '#shared/…', not by its path (docs/ARCHITECTURE.md).",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'functions/lib',
      '**/node_modules',
      'coverage',
      // the stack tests' own build and config (scripts/test.mjs), present while they run
      '.firebase',
      'emulators/src/rules/generated-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json', 'functions/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // File and folder names in kebab-case (docs/ARCHITECTURE.md); `.test`, `.d` and other middle
    // extensions are not part of the name. Tool-named config files sit at the root, outside.
    files: ['src/**', 'emulators/**', 'functions/src/**', 'scripts/**', 'test/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/': 'KEBAB_CASE' },
        { ignoreWords: ['__tests__', '__fixtures__'] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layers point one way: app -> features -> shared (components, lib, config, utils).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature imports its own modules and, of another feature, only its api/ (the
            // reads and writes with their types); screens in src/app compose the rest.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features/*/**',
              except: [`**/src/features/${feature}/**`, '**/src/features/*/api/**'],
              message: ' Of another feature, import only its api/ (docs/ARCHITECTURE.md).',
            })),
            // Staff-only components (features/*/components/staff) are for the admin screens:
            // nothing a visitor's page loads may import them (chunks follow imports).
            {
              target: [
                './src/app/routes/!(admin)/**',
                './src/app/routes/*.tsx',
                './src/app/layouts/!(admin-layout).tsx',
                './src/app/loaders/**',
                './src/app/*.{ts,tsx}',
                './src/features/*/!(components)/**',
                './src/features/*/*.{ts,tsx}',
                './src/features/*/components/*.{ts,tsx}',
                './src/features/*/components/__tests__/**',
              ],
              from: './src/features/*/components/staff/**',
              message: ' Staff-only components are imported only by admin screens.',
            },
            { target: './src/features', from: './src/app' },
            {
              target: [
                './src/components',
                './src/lib',
                './src/config',
                './src/utils',
                './src/hooks',
              ],
              from: ['./src/features', './src/app'],
            },
          ],
        },
      ],
      // Components never talk to Firebase: SDK imports only in src/lib/firebase*.ts and features/*/api.
      // Nowhere in src/ imports classic zod (bundle size, see classicZod).
      'no-restricted-imports': [
        'error',
        {
          ...classicZod,
          patterns: [
            {
              group: ['firebase/*', 'firebase'],
              message:
                'Firebase SDK imports belong in src/lib/firebase*.ts or src/features/*/api/.',
            },
            sharedModelByAlias,
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/lib/firebase*.ts',
      'src/features/*/api/**/*.ts',
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
    ],
    // Firebase allowed here; classic zod still not (tests too: it would set zod's global English
    // messages and hide what the mini schemas really report).
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...classicZod.paths, noDownloadUrls], patterns: [sharedModelByAlias] },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      // functions/ deploys on its own: it never reaches into the SPA.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../src/*', '@/*'], message: 'functions/ must not import the SPA.' },
            {
              group: ['./shared/*', '../shared/*', '../../shared/*'],
              message: "Import the shared model as '#shared/…' (docs/ARCHITECTURE.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // Inside the shared model, relative imports: '#shared' resolves through the package.json of
    // the importing file, and the SPA bundles these files from functions/src, not functions/lib.
    files: ['functions/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#shared/*'],
              message: 'Inside functions/src/shared, import relatively (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature file does one job a newcomer can read (issue 35): at most 300 lines, tests aside.
    // Split by what a part does (form, table, dialogs, the mutation), not by line count.
    files: ['src/features/**/*.{ts,tsx}'],
    // The money files over the limit today are allowed until the server-side money work
    // reshapes them; that list may only shrink (scripts/lib/feature-size-allow-list.mjs).
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', ...featureSizeAllowList],
    rules: {
      'max-lines': ['error', { max: featureMaxLines, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['scripts/**', 'test/**', 'emulators/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedModelByAlias] }] },
  },
  {
    // A test waits for the state it checks, never for a time (docs/testing.md). A fixed wait
    // stays only to show that something does NOT happen, or as an input's own duration, with
    // the reason in its eslint-disable comment.
    files: ['test/**/*.ts', 'src/**/*.test.{ts,tsx}', 'emulators/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message:
            'Wait for the state instead (a locator, expect.poll, a response); see docs/testing.md.',
        },
      ],
    },
  },
  {
    // In the browser tests a value is read once the page has it, and dates come from the clock:
    // the stack's functions and the browser run on today's date, whatever the test was written on.
    files: ['test/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='expect'] > AwaitExpression > CallExpression[callee.property.name=/^(count|inputValue|textContent|innerText|isVisible|isHidden|isChecked|isDisabled|isEnabled|getAttribute|allTextContents|allInnerTexts|evaluate)$/]",
          message:
            'Read a page value with `await expect.poll(() => locator.read()).toBe(…)`: it waits until the page has it (docs/testing.md).',
        },
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message:
            'No sleeps: wait for the state (a locator, expect.poll, a response); see docs/testing.md.',
        },
        {
          selector: "NewExpression[callee.name='Date'] > Literal[value=/^\\d{4}-\\d{2}/]",
          message:
            'No written dates in browser tests: compute them from the clock (support/japan-day.ts, the demo clock); see docs/testing.md.',
        },
      ],
    },
  },
);
