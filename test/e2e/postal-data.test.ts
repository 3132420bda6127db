/**
 * The postal-code files (docs/postal-codes.md) as Hosting serves them from the stack's build:
 * at /postal/{version}/{NNN}.json with the version the build baked in, cached for a year, a file
 * for every three digits, 404 for another version, and readable by the page under its CSP.
 */
import { describe, expect, it } from 'vitest';
import { prefectures } from '@/lib/model/prefecture';
import {
  buildPostalFiles,
  postalFileSet,
  readPackageData,
} from '../../scripts/build-postal-data.mjs';
import { useBrowserSession } from './support/use-browser-session.js';

/** The version the stack's build used: the same data through the same script. */
const fileSet = postalFileSet(buildPostalFiles(readPackageData(), { prefectures }));
const { version } = fileSet;
/** Three digits no postal code starts with (e.g. 978). */
const emptyFile = fileSet.files.find(({ text }) => text === '{}')?.path ?? 'none';
const CSP_REPORT = /Content Security Policy|Refused to/;

const chromium = useBrowserSession();

describe('postal-code files on Hosting', () => {
  it('serves a prefix file as JSON, cached for a year', async () => {
    const response = await fetch(`${chromium.base}/postal/${version}/160.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const file = (await response.json()) as Record<string, unknown>;
    expect(file['1600022']).toEqual([['東京都', '新宿区', '新宿']]);
  });

  it('serves {} for three digits no postal code starts with, and 404 for another version', async () => {
    const empty = await fetch(`${chromium.base}/postal/${version}/${emptyFile}`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({});
    expect((await fetch(`${chromium.base}/postal/000000000000/100.json`)).status).toBe(404);
  });

  it('bakes the same version into the bundle and lets the page fetch the file under its CSP', async () => {
    const { page, consoleErrors } = await chromium.open('postal-data-fetch');
    await page.goto(`${chromium.base}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const scripts = await page.$$eval('script[src]', (nodes) =>
      nodes.map((node) => (node as HTMLScriptElement).src),
    );
    const modules = await page.$$eval('link[rel="modulepreload"]', (nodes) =>
      nodes.map((node) => (node as HTMLLinkElement).href),
    );
    const bundles = await Promise.all(
      [...scripts, ...modules].map(async (url) => (await fetch(url)).text()),
    );
    expect(bundles.some((text) => text.includes(version))).toBe(true);

    const place = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return ((await response.json()) as Record<string, unknown>)['1000001'];
    }, `/postal/${version}/100.json`);
    expect(place).toEqual([['東京都', '千代田区', '千代田']]);
    expect(consoleErrors.filter((line) => CSP_REPORT.test(line))).toEqual([]);
  });
});
