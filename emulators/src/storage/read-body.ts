import type { IncomingMessage } from 'node:http';
import { StorageError } from './storage-error.js';

/** Reads a request body, answering 413 (and not buffering further) past `limit` bytes. */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
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
        reject(new StorageError(413, `Request body larger than the emulator's limit of ${limit} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    request.on('error', (error) => {
      if (!failed) reject(new StorageError(400, `Could not read the request body: ${error.message}`));
    });
  });
}
