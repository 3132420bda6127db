import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRouteRule } from '../api/fetch-route-rule';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchRouteRule', () => {
  it('asks the same-origin endpoint without cookies and returns the rule', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, { rule: { from: '/recruit', to: 'https://example.com/recruit', status: 302 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    await expect(fetchRouteRule('/campaign/秋', signal)).resolves.toEqual({
      from: '/recruit',
      to: 'https://example.com/recruit',
      status: 302,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/route-rule?path=%2Fcampaign%2F%E7%A7%8B',
      expect.objectContaining({ credentials: 'omit', signal }),
    );
  });

  it('returns null for "no rule"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { rule: null })),
    );
    await expect(fetchRouteRule('/x', new AbortController().signal)).resolves.toBeNull();
  });

  it('throws on an error status or an unexpected body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, {})),
    );
    await expect(fetchRouteRule('/x', new AbortController().signal)).rejects.toThrow('500');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { rule: { to: 1 } })),
    );
    await expect(fetchRouteRule('/x', new AbortController().signal)).rejects.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, {})),
    );
    await expect(fetchRouteRule('/x', new AbortController().signal)).rejects.toThrow();
  });
});
