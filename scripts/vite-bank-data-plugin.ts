import type { Plugin } from 'vite';
import { bankFileSet, readZenginData } from './build-bank-data.mjs';
import { staticDataPlugin } from './vite-static-data-plugin';

/**
 * Serves the bank and branch files (scripts/build-bank-data.mjs) at /banks/{version}/, the
 * version baked in as import.meta.env.VITE_BANK_DATA_VERSION for src/lib/banks/load-banks.ts
 * (staticDataPlugin, as the postal data).
 */
export function bankDataPlugin(): Plugin {
  return staticDataPlugin({
    name: 'rental-space:bank-data',
    folder: 'banks',
    envName: 'VITE_BANK_DATA_VERSION',
    missing: '[]',
    label: 'banks',
    build: () => bankFileSet(readZenginData().banks),
  });
}
