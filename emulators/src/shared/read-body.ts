import type { IncomingMessage } from 'node:http';

export interface ReadBodyErrors {
  /** The rejection for a body larger than the limit. */
  tooLarge: () => Error;
  /** The rejection for a request stream that failed. */
  unreadable: (error: Error) => Error;
}

/**
 * Reads a request body. Past `limit` bytes it rejects with `errors.tooLarge()` and buffers no
 * further; each emulator supplies the errors its API answers with.
 */
export function readBody(
  request: IncomingMessage,
  limit: number,
  errors: ReadBodyErrors,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    request.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(errors.tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    request.on('error', (error) => {
      if (!failed) reject(errors.unreadable(error));
    });
  });
}
