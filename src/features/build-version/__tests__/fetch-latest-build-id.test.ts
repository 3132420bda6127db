import { describe, expect, it, vi } from 'vitest';
import { fetchLatestBuildId } from '../fetch-latest-build-id';

function fakeFetch(response: Response) {
  return vi.fn<typeof fetch>().mockResolvedValue(response);
}

describe('fetchLatestBuildId', () => {
  it('asks for builds/latest.json with a timestamp query, bypassing every cache', async () => {
    const fetchImpl = fakeFetch(
      Response.json({ id: 'abc-123', builtAt: '2026-01-01T00:00:00.000Z' }),
    );
    await expect(fetchLatestBuildId(fetchImpl, '/', () => 1_700_000_000_000)).resolves.toBe(
      'abc-123',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/builds/latest.json?t=1700000000000');
    expect(init).toMatchObject({ cache: 'no-store' });
  });

  it('respects a base path without a trailing slash', async () => {
    const fetchImpl = fakeFetch(Response.json({ id: 'x1' }));
    await fetchLatestBuildId(fetchImpl, '/app', () => 5);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/app/builds/latest.json?t=5');
  });

  it.each([
    ['a 404', new Response('not found', { status: 404 })],
    ['an HTML page from a rewrite', new Response('<!doctype html><html></html>', { status: 200 })],
    ['JSON without an id', Response.json({ builtAt: 'x' })],
    ['an empty id', Response.json({ id: '' })],
    ['a non-string id', Response.json({ id: 42 })],
    ['JSON null', Response.json(null)],
  ])('answers null for %s', async (_label, response) => {
    await expect(fetchLatestBuildId(fakeFetch(response), '/')).resolves.toBeNull();
  });

  it('lets a network failure reject (the poller ignores it)', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchLatestBuildId(fetchImpl, '/')).rejects.toThrow('Failed to fetch');
  });
});
