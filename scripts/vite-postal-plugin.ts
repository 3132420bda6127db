import type { Plugin } from 'vite';
import { prefectures } from '../src/lib/model/prefecture.js';
import { buildPostalFiles, postalFileSet, readPackageData } from './build-postal-data.mjs';
import { staticDataPlugin } from './vite-static-data-plugin';

/**
 * Serves the postal-code files (scripts/build-postal-data.mjs) at /postal/{version}/{NNN}.json,
 * the version baked in as import.meta.env.VITE_POSTAL_DATA_VERSION for
 * src/lib/postal/lookup-postal-code.ts (staticDataPlugin). See docs/postal-codes.md.
 */
export function postalDataPlugin(): Plugin {
  return staticDataPlugin({
    name: 'rental-space:postal-data',
    folder: 'postal',
    envName: 'VITE_POSTAL_DATA_VERSION',
    missing: '{}',
    label: 'postal codes',
    build: () => postalFileSet(buildPostalFiles(readPackageData(), { prefectures })),
  });
}
