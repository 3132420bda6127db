import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, RETRY_STATUS_CODES } from '../api-client';

type Seen = { method: string; headers: Record<string, string | string[] | undefined> };

// A real HTTP server on an ephemeral port: each request is answered with the status in its path.
const seen: Seen[] = [];
const server = createServer((req, res) => {
  seen.push({ method: req.method ?? '', headers: req.headers });
  const status = Number(req.url?.split('/')[2] ?? '200');
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status }));
});
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createApiClient(`http://127.0.0.1:${port}/`);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

describe('api client retry policy', () => {
  it("uses the spec's retry status list", () => {
    expect(RETRY_STATUS_CODES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each(['POST', 'PATCH'])('retries %s once on a retryable status', async (method) => {
    await expect(client('/status/503', { method })).rejects.toMatchObject({ statusCode: 503 });
    expect(seen.map((s) => s.method)).toEqual([method, method]);
  });

  it.each(RETRY_STATUS_CODES)('retries a POST once on %i', async (status) => {
    await expect(client(`/status/${status}`, { method: 'POST', body: {} })).rejects.toMatchObject({
      statusCode: status,
    });
    expect(seen).toHaveLength(2);
  });

  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])(
    'does not retry the idempotent %s',
    async (method) => {
      await expect(client('/status/503', { method })).rejects.toMatchObject({ statusCode: 503 });
      expect(seen).toHaveLength(1);
    },
  );

  it.each([400, 401, 403, 404, 422])(
    'does not retry a POST on %i, and reports it as an error',
    async (status) => {
      await expect(client(`/status/${status}`, { method: 'POST' })).rejects.toMatchObject({
        statusCode: status,
      });
      expect(seen).toHaveLength(1);
    },
  );

  it('returns the parsed body of a success', async () => {
    await expect(client('/status/200', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      status: 200,
    });
    expect(seen).toHaveLength(1);
  });

  it('sends the anti-CSRF header the session functions require', async () => {
    await client('/status/204', { method: 'POST' });
    expect(seen[0]?.headers['x-requested-with']).toBe('fetch');
  });

  it('keeps an explicit retry from the caller', async () => {
    await expect(client('/status/500', { method: 'GET', retry: 2 })).rejects.toMatchObject({
      statusCode: 500,
    });
    expect(seen).toHaveLength(3);
  });
});
