import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Firestore emulator sent to the stand-in Functions emulator. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface CloudEventRecorder {
  /** host:port, as the emulator's `functionsEmulator` option takes it. */
  host: string;
  requests: RecordedRequest[];
  /** The requests for one trigger id, in arrival order. */
  forTrigger(id: string): RecordedRequest[];
  close(): Promise<void>;
}

export interface RecorderOptions {
  /** A port to listen on (0 = free); a retry test listens on a port the emulator already tried. */
  port?: number;
  /** Answers only once this settles (a function still running). */
  answerWhen?: Promise<void>;
}

/**
 * A stand-in for firebase-tools' Functions emulator: records every request and answers
 * `{"status":"acknowledged"}` as its runtime does after a CloudEvent function ran.
 */
export async function startCloudEventRecorder(
  options: RecorderOptions = {},
): Promise<CloudEventRecorder> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      void (options.answerWhen ?? Promise.resolve()).then(() => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"status":"acknowledged"}');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    forTrigger: (id) => requests.filter((r) => r.path.endsWith(`/triggers/${id}`)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
