import type { IncomingMessage } from 'node:http';
import { readBody as readLimitedBody } from '../shared/read-body.js';
import { StorageError } from './storage-error.js';

/** Reads a request body, answering 413 (and not buffering further) past `limit` bytes. */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return readLimitedBody(request, limit, {
    tooLarge: () =>
      new StorageError(413, `Request body larger than the emulator's limit of ${limit} bytes.`),
    unreadable: (error) =>
      new StorageError(400, `Could not read the request body: ${error.message}`),
  });
}
