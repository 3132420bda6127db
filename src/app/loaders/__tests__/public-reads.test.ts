import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetLoader } from '@/app/loaders/asset-loader';
import { brandAssetsLoader } from '@/app/loaders/brand-assets-loader';
import { brandHomeLoader } from '@/app/loaders/brand-home-loader';
import { homeLoader } from '@/app/loaders/home-loader';
import { getPublishedBrand } from '@/features/brands/api/get-published-brand';
import { EARLY_READ_TTL_MS, startEarlyRead, takeEarlyRead } from '@/lib/early-reads';
import { docRequest, requestKey } from '@/lib/firestore-rest-request';
import { publicPageReads } from '@/lib/public-reads';

// The boot script sends a landing page's reads before the app has loaded; the app uses those
// answers only for the very same requests. So the list the boot script sends must be exactly what
// the page's loader asks for: here the loaders run against a fetch that records each request
// (answering "not found" / no rows: the loaders send everything before judging an answer).
function recordingFetch() {
  const sent: string[] = [];
  const fetchStub = vi.fn((url: string, init?: RequestInit) => {
    sent.push(requestKey({ url, ...(init ? { init } : {}) }));
    const body = url.endsWith(':runQuery') ? [] : { error: { status: 'NOT_FOUND' } };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: url.endsWith(':runQuery') ? 200 : 404 }),
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, fetchStub };
}

async function loaderRequests(loader: (client: QueryClient) => LoaderFunction, path: string) {
  const { sent } = recordingFetch();
  const [, brandId, assetId] = path.split('/');
  const params = { ...(brandId ? { brandId } : {}), ...(assetId ? { assetId } : {}) };
  const request = new Request(`http://localhost${path}`);
  await Promise.resolve(
    loader(new QueryClient())({ params, request, context: undefined } as never),
  ).catch(() => undefined);
  // Reads a loader starts without awaiting them go out in the same turn; let them be recorded.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__earlyReads;
});

describe('publicPageReads (what the boot script sends per landing page)', () => {
  it.each([
    ['/', homeLoader, 'home'],
    ['/sorakura', brandHomeLoader, 'brand'],
    ['/sorakura/list', brandAssetsLoader, 'list'],
    ['/sorakura/SK-101', assetLoader, 'asset'],
  ] as const)(
    '%s: the same requests as its loader, and its screen',
    async (path, loader, screen) => {
      const expected = publicPageReads(path);
      expect(expected.screen).toBe(screen);
      const sent = await loaderRequests(loader, path);
      expect([...sent].sort()).toEqual(expected.reads.map(requestKey).sort());
    },
  );

  it('sends nothing for the pages that are not landing pages, nor for the site’s own paths', () => {
    for (const path of [
      '/admin',
      '/admin/brands',
      '/news',
      '/faq',
      '/sorakura/contact',
      '/sorakura/myunit',
      '/a/b/c',
    ]) {
      expect(publicPageReads(path), path).toEqual({ reads: [] });
    }
  });

  it('asks for the largest image only where the page paints one, and the list’s only unfiltered', () => {
    expect(publicPageReads('/sorakura').image?.from).toBe('brand');
    expect(publicPageReads('/sorakura/SK-101').image).toMatchObject({
      from: 'asset',
      sizes: 'gallery',
    });
    expect(publicPageReads('/sorakura/list').image).toMatchObject({ from: 'first-asset' });
    expect(publicPageReads('/sorakura/list', '?pref=13').image).toBeUndefined();
    expect(publicPageReads('/').image).toBeUndefined();
  });

  it('names the brand read for the header logo on every brand page, none on the site’s home', () => {
    for (const path of ['/sorakura', '/sorakura/list', '/sorakura/SK-101']) {
      const { reads, logo } = publicPageReads(path);
      expect(logo, path).toEqual(docRequest('brands/sorakura'));
      // The logo comes from a read the page sends anyway, not from one more request.
      expect(reads, path).toContainEqual(logo);
    }
    expect(publicPageReads('/').logo).toBeUndefined();
  });
});

describe('early reads (the reader takes the boot script’s answer instead of asking again)', () => {
  it('uses an early answer once, then reads from the network again', async () => {
    const { fetchStub } = recordingFetch();
    startEarlyRead(docRequest('brands/sorakura'));
    expect(fetchStub).toHaveBeenCalledTimes(1);
    // "Not found" either way (the recording fetch's answer); what matters is who answered.
    expect(await getPublishedBrand('sorakura')).toBeNull();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(await getPublishedBrand('sorakura')).toBeNull();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('does not use an answer older than its time to live, nor one for another request', () => {
    recordingFetch();
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    startEarlyRead(docRequest('brands/sorakura'));
    expect(takeEarlyRead(docRequest('brands/kaginoma'))).toBeUndefined();
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000 + EARLY_READ_TTL_MS + 1);
    expect(takeEarlyRead(docRequest('brands/sorakura'))).toBeUndefined();
    vi.restoreAllMocks();
  });
});
