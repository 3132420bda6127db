import type { PublicRead } from './page-reads.js';

/** The answer to a public read: its HTTP status and its JSON body, as a browser would get them. */
export type ReadAnswer = { status: number; body: unknown };

/** A read that could not be answered (network, timeout, a server error): the page falls back. */
export class ReadFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadFailedError';
  }
}

/** How long the page waits for one read before it serves the plain app instead. */
const READ_TIMEOUT_MS = 5_000;

function documentsRoot(): string {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const origin = emulator ? `http://${emulator}` : 'https://firestore.googleapis.com';
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  return `${origin}/v1/projects/${encodeURIComponent(project)}/databases/(default)/documents`;
}

function urlOf(path: string): string {
  const root = documentsRoot();
  return path === '' ? root : `${root}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Sends a public read as a visitor would: Firestore's REST API without credentials, so the
 * security rules decide exactly what a visitor may see (an unpublished brand is
 * PERMISSION_DENIED here as in the browser), and the answer is the very body the app's reader
 * parses. 200, 403 and 404 are answers; anything else is a failure.
 */
export async function sendPublicRead(read: PublicRead): Promise<ReadAnswer> {
  const request: RequestInit =
    'doc' in read
      ? { method: 'GET' }
      : {
          method: 'POST',
          body: read.body,
          headers: { 'Content-Type': 'application/json' },
        };
  const url = 'doc' in read ? urlOf(read.doc) : `${urlOf(read.parent)}:runQuery`;
  let response: Response;
  try {
    response = await fetch(url, { ...request, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  } catch (error) {
    throw new ReadFailedError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok || response.status === 403 || response.status === 404) {
    return { status: response.status, body };
  }
  throw new ReadFailedError(`${url}: HTTP ${response.status}`);
}
