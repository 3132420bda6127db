import { StorageError } from './storage-error.js';

export interface MultipartUpload {
  /** The first part: the object's metadata as JSON text. */
  metadataText: string;
  /** The second part: the object's bytes. */
  data: Buffer;
  /** The second part's Content-Type header, if any. */
  dataContentType: string | undefined;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Parses the `multipart/related` body the SDK sends for `uploadBytes`
 * (`X-Goog-Upload-Protocol: multipart`): a JSON metadata part, then the data part.
 */
export function parseMultipart(contentType: string | undefined, body: Buffer): MultipartUpload {
  if (!contentType || !/^multipart\/related\b/i.test(contentType)) {
    throw new StorageError(
      400,
      'Multipart upload requires Content-Type: multipart/related; boundary=...',
    );
  }
  const boundaryMatch = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = boundaryMatch?.[1] ?? boundaryMatch?.[2];
  if (!boundary) throw new StorageError(400, 'Multipart upload: the Content-Type has no boundary.');

  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  if (start === -1)
    throw new StorageError(400, 'Multipart upload: the body does not contain the boundary.');
  for (;;) {
    const afterDelimiter = start + delimiter.length;
    // "--" right after a delimiter closes the body.
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), afterDelimiter);
    if (next === -1)
      throw new StorageError(400, 'Multipart upload: the closing boundary is missing.');
    // Skip the CRLF after the delimiter line.
    parts.push(body.subarray(afterDelimiter + 2, next));
    start = next + 2;
  }
  if (parts.length !== 2) {
    throw new StorageError(
      400,
      `Multipart upload: expected 2 parts (metadata, data), got ${parts.length}.`,
    );
  }
  const split = (part: Buffer): { headers: Map<string, string>; content: Buffer } => {
    const end = part.indexOf('\r\n\r\n');
    if (end === -1)
      throw new StorageError(400, 'Multipart upload: a part has no header/body separator.');
    return {
      headers: parseHeaders(part.subarray(0, end).toString('utf8')),
      content: part.subarray(end + 4),
    };
  };
  const metadataPart = split(parts[0] as Buffer);
  const dataPart = split(parts[1] as Buffer);
  return {
    metadataText: metadataPart.content.toString('utf8'),
    data: Buffer.from(dataPart.content),
    dataContentType: dataPart.headers.get('content-type'),
  };
}
