import type { Page, Request } from 'playwright-core';

/** One request the page sent to the Firestore emulator. */
export interface FirestoreRequest {
  method: string;
  /** The REST path, e.g. /v1/projects/p/databases/(default)/documents/brands/b:runQuery. */
  path: string;
  /** The request body (the documents of a batchGet, the structured query of a runQuery). */
  body: string;
  request: Request;
}

export interface FirestoreRequestLog {
  /** Every request so far, in the order they were sent. */
  readonly requests: readonly FirestoreRequest[];
  /** `METHOD path` of each request, for a readable failure. */
  lines(): string[];
}

/** host:port of the Firestore emulator of the stack run (set by scripts/test.mjs). */
export function firestoreEmulatorPort(): string {
  const host = process.env['FIRESTORE_EMULATOR_HOST'];
  const port = host?.slice(host.lastIndexOf(':') + 1);
  if (!port) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run these tests through the stack runner (`node scripts/test.mjs --only=stack`).',
    );
  }
  return port;
}

/**
 * Records every request `page` sends to the Firestore emulator from now on. The site reads it
 * with the lite SDK over REST: a document with a `…/documents:batchGet` POST, a query with a
 * `…/documents/{parent}:runQuery` POST (the collection is named in the body). CORS preflights
 * are not requests of the app and are left out.
 */
export function recordFirestoreRequests(page: Page): FirestoreRequestLog {
  const port = firestoreEmulatorPort();
  const requests: FirestoreRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port !== port || request.method() === 'OPTIONS') return;
    requests.push({
      method: request.method(),
      path: decodeURIComponent(url.pathname),
      body: request.postData() ?? '',
      request,
    });
  });
  return {
    requests,
    lines: () => requests.map(({ method, path }) => `${method} ${path}`),
  };
}

/**
 * The Firestore answers the page receives from now on: `kilobytes()` as they crossed the
 * network (gzip, Chromium's count) and as JSON (the decoded bodies, when Chromium kept them:
 * it drops bodies of several MB, so a `≥` marks a lower bound), e.g. `4.5 KB (50.0 KB JSON)`.
 */
export function firestoreBytes(page: Page) {
  const port = firestoreEmulatorPort();
  const sizes: Promise<{ wire: number; json: number | null }>[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.port !== port || request.method() === 'OPTIONS') return;
    sizes.push(
      Promise.all([
        request.sizes().then(
          (size) => size.responseBodySize,
          () => 0,
        ),
        request
          .response()
          .then(
            (response) => response?.body().then((body) => body.length) ?? null,
            () => null,
          )
          .catch(() => null),
      ]).then(([wire, json]) => ({ wire, json })),
    );
  });
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return {
    /** Transferred KB, the number the budgets speak of. */
    wire: async () => (await Promise.all(sizes)).reduce((a, b) => a + b.wire, 0) / 1024,
    kilobytes: async () => {
      const all = await Promise.all(sizes);
      const wire = all.reduce((a, b) => a + b.wire, 0);
      const json = all.reduce((a, b) => a + (b.json ?? 0), 0);
      const partial = all.some((b) => b.json === null);
      return `${kb(wire)} KB (${partial ? '≥ ' : ''}${kb(json)} KB JSON)`;
    },
    reset: () => sizes.splice(0),
  };
}
