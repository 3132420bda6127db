import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreLookup, RulesMethod, Ruleset, StorageObjectResource } from '../rules/api.js';
import { ObjectStore } from './object-store.js';
import { parseAuthorization, type Caller } from './parse-authorization.js';
import { parseMultipart } from './parse-multipart.js';
import { parseObjectMetadata, type IncomingMetadata } from './parse-object-metadata.js';
import { readBody } from './read-body.js';
import { StorageError } from './storage-error.js';
import {
  applyMetadataPatch,
  buildUploadedObject,
  toRulesResource,
  toWireMetadata,
  type StoredObject,
} from './stored-object.js';

export interface StorageHandlerOptions {
  /** Current rules; read on every request so a reload applies at once. */
  getRuleset(): Ruleset;
  /** Loads rules sent to `PUT /internal/setRules`; throws on malformed rules. */
  loadRules(source: string): void;
  /** `firestore.get()/exists()` for a request to `bucket`: its project's Firestore. */
  firestoreFor(bucket: string): FirestoreLookup;
  maxUploadBytes: number;
  log(line: string): void;
}

interface ResumableUpload {
  id: string;
  bucket: string;
  name: string;
  metadata: IncomingMetadata;
  caller: Caller;
  declaredSize: number | undefined;
  declaredContentType: string | undefined;
  chunks: Buffer[];
  received: number;
  state: 'active' | 'final' | 'cancelled';
  finalStatus?: number;
  finalBody?: unknown;
  preconditions: Preconditions;
}

// Headers the browser SDK must be able to read across origins (resumable protocol, downloads).
const EXPOSED_HEADERS = [
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'Content-Encoding',
  'Content-Language',
  'Cache-Control',
  'ETag',
].join(', ');

const VERB: Record<RulesMethod, string> = {
  get: 'READ',
  list: 'LIST',
  create: 'WRITE',
  update: 'WRITE',
  delete: 'WRITE',
};

function decodeSegment(segment: string, what: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new StorageError(400, `Invalid ${what}: bad percent-encoding in "${segment}".`);
  }
}

function validateObjectName(name: string): void {
  // Cloud Storage object naming: 1–1024 bytes of UTF-8, no CR/LF, not "." or "..".
  if (name === '') throw new StorageError(400, 'Invalid object name: it is empty.');
  if (Buffer.byteLength(name) > 1024)
    throw new StorageError(400, 'Invalid object name: longer than 1024 bytes.');
  if (/[\r\n]/.test(name))
    throw new StorageError(400, 'Invalid object name: it contains a line break.');
  if (name === '.' || name === '..') throw new StorageError(400, `Invalid object name: "${name}".`);
}

/** Cloud Storage request preconditions (`ifGenerationMatch=0` means "only if absent"). */
interface Preconditions {
  ifGenerationMatch?: string;
  ifMetagenerationMatch?: string;
}

function parsePreconditions(url: URL): Preconditions {
  const result: Preconditions = {};
  for (const key of ['ifGenerationMatch', 'ifMetagenerationMatch'] as const) {
    const value = url.searchParams.get(key);
    if (value === null) continue;
    if (!/^\d+$/.test(value))
      throw new StorageError(400, `Invalid ${key} "${value}": expected a non-negative integer.`);
    result[key] = value;
  }
  return result;
}

function checkPreconditions(preconditions: Preconditions, object: StoredObject | undefined): void {
  const { ifGenerationMatch, ifMetagenerationMatch } = preconditions;
  if (ifGenerationMatch !== undefined) {
    const ok =
      ifGenerationMatch === '0' ? object === undefined : object?.generation === ifGenerationMatch;
    if (!ok)
      throw new StorageError(
        412,
        `Precondition Failed: ifGenerationMatch=${ifGenerationMatch} does not hold.`,
      );
  }
  if (
    ifMetagenerationMatch !== undefined &&
    String(object?.metageneration) !== ifMetagenerationMatch
  ) {
    throw new StorageError(
      412,
      `Precondition Failed: ifMetagenerationMatch=${ifMetagenerationMatch} does not hold.`,
    );
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Serves the Firebase Storage API surface (`/v0/b/{bucket}/o...`) and the control endpoints. */
export class StorageHandler {
  readonly store = new ObjectStore();
  private readonly uploads = new Map<string, ResumableUpload>();

  constructor(private readonly options: StorageHandlerOptions) {}

  /** Deletes every object and every pending upload. */
  clear(): void {
    this.store.clear();
    this.uploads.clear();
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = header(request, 'origin');
    response.setHeader('Access-Control-Allow-Origin', origin ?? '*');
    response.setHeader('Vary', 'Origin');
    response.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    try {
      await this.route(request, response);
    } catch (error) {
      const storageError =
        error instanceof StorageError
          ? error
          : new StorageError(
              500,
              `Internal emulator error: ${(error as Error)?.message ?? String(error)}`,
            );
      if (storageError.status === 500) this.options.log(`storage: ${storageError.message}`);
      if (!response.headersSent) {
        for (const [name, value] of Object.entries(storageError.headers))
          response.setHeader(name, value);
        this.sendJson(response, storageError.status, storageError.toJSON());
      } else {
        response.end();
      }
      // Drain what the client is still sending so the connection stays usable.
      request.resume();
    }
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      throw new StorageError(400, `Invalid request URL: ${request.url ?? ''}`);
    }
    const rawPath = url.pathname;

    if (method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      response.setHeader(
        'Access-Control-Allow-Headers',
        header(request, 'access-control-request-headers') ?? 'Authorization, Content-Type',
      );
      response.setHeader('Access-Control-Max-Age', '3600');
      response.writeHead(204).end();
      return;
    }
    if (rawPath === '/' || rawPath === '/v0' || rawPath === '/v0/') {
      this.sendJson(response, 200, { emulator: 'storage' });
      return;
    }
    if (rawPath === '/internal/setRules' && method === 'PUT')
      return this.setRules(request, response);
    if (rawPath === '/internal/reset' && method === 'POST') {
      this.clear();
      this.sendJson(response, 200, { message: 'Storage emulator reset' });
      return;
    }

    const match = /^\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?\/?$/.exec(rawPath);
    if (!match) throw new StorageError(404, `Not found: ${method} ${rawPath}`);
    const bucket = decodeSegment(match[1] ?? '', 'bucket');
    const objectName = match[2] === undefined ? undefined : decodeSegment(match[2], 'object name');
    const caller = parseAuthorization(header(request, 'authorization'));
    const preconditions = parsePreconditions(url);

    if (objectName === undefined) {
      if (method === 'GET') return this.list(url, bucket, caller, response);
      if (method === 'POST' || method === 'PUT') {
        return this.upload(request, response, url, bucket, undefined, caller, preconditions);
      }
      throw new StorageError(405, `Method ${method} is not supported on a bucket.`);
    }
    validateObjectName(objectName);
    const override = header(request, 'x-http-method-override')?.toUpperCase();
    if (method === 'PATCH' || (method === 'PUT' && override === 'PATCH')) {
      return this.updateMetadata(request, response, bucket, objectName, caller, preconditions);
    }
    switch (method) {
      case 'GET':
        return this.get(request, response, url, bucket, objectName, caller, preconditions);
      case 'DELETE':
        return this.delete(response, bucket, objectName, caller, preconditions);
      case 'POST':
      case 'PUT':
        return this.upload(request, response, url, bucket, objectName, caller, preconditions);
      default:
        throw new StorageError(405, `Method ${method} is not supported on an object.`);
    }
  }

  private sendJson(response: ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    });
    response.end(text);
  }

  /** Asks the rules; the admin token bypasses them, as on the official emulator. */
  private async authorize(
    caller: Caller,
    method: RulesMethod,
    bucket: string,
    path: string,
    resource: StoredObject | undefined,
    requestResource?: StorageObjectResource,
    anyDepth = false,
  ): Promise<void> {
    if (caller.kind === 'owner') return;
    const now = Date.now();
    let reason: string;
    try {
      const decision = await this.options.getRuleset().evaluate(
        {
          service: 'firebase.storage',
          bucket,
          path,
          method,
          auth: caller.kind === 'user' ? caller.auth : null,
          time: { seconds: Math.floor(now / 1000), nanos: (now % 1000) * 1_000_000 },
          resource: resource ? toRulesResource(resource) : null,
          ...(requestResource ? { requestResource } : {}),
          ...(anyDepth ? { anyDepth } : {}),
        },
        { firestore: this.options.firestoreFor(bucket) },
      );
      if (decision.allowed) return;
      reason = decision.reason;
    } catch (error) {
      // An evaluation that fails denies, like any rules error.
      reason = `rules evaluation failed: ${(error as Error)?.message ?? String(error)}`;
    }
    const objectPath = `/b/${bucket}/o/${path}`;
    // The engine's reason usually names the method and path already; avoid saying it twice.
    const where = reason.includes(objectPath) ? '' : ` for ${method} on ${objectPath}`;
    throw new StorageError(
      403,
      `Permission denied. No ${VERB[method]} permission${where}: ${reason}`,
    );
  }

  private async setRules(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = (await readBody(request, 10 * 1024 * 1024)).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new StorageError(400, `Invalid JSON: ${(error as Error).message}`);
    }
    const files = (body as { rules?: { files?: unknown } } | null)?.rules?.files;
    const first: unknown = Array.isArray(files) ? files[0] : undefined;
    const content = (first as { content?: unknown } | undefined)?.content;
    if (typeof content !== 'string') {
      throw new StorageError(400, "Request body must include 'rules.files' array with 'content'.");
    }
    try {
      this.options.loadRules(content);
    } catch (error) {
      const issues = (error as { issues?: { line: number; column: number; message: string }[] })
        .issues;
      const detail = Array.isArray(issues)
        ? issues.map((issue) => `${issue.line}:${issue.column} ${issue.message}`).join('; ')
        : (error as Error).message;
      throw new StorageError(400, `There was an error updating rules: ${detail}`);
    }
    this.sendJson(response, 200, { message: 'Rules updated successfully' });
  }

  private async list(
    url: URL,
    bucket: string,
    caller: Caller,
    response: ServerResponse,
  ): Promise<void> {
    const prefix = url.searchParams.get('prefix') ?? '';
    if (prefix !== '' && !prefix.endsWith('/')) {
      throw new StorageError(
        400,
        'The prefix parameter is required to be empty or ends with a single / character.',
      );
    }
    const delimiter = url.searchParams.get('delimiter') ?? '';
    const maxText = url.searchParams.get('maxResults');
    const maxResults = maxText === null ? 1000 : Number(maxText);
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 1000) {
      throw new StorageError(
        400,
        `Invalid maxResults "${maxText}": expected an integer from 1 to 1000.`,
      );
    }
    const pageToken = url.searchParams.get('pageToken') ?? undefined;
    if (pageToken !== undefined && !/^[A-Za-z0-9_-]+$/.test(pageToken)) {
      throw new StorageError(400, 'Invalid pageToken.');
    }
    // Rules see the listed prefix as the path, without its trailing slash. Without the '/'
    // delimiter the listing holds objects at any depth below it (rules are not filters).
    await this.authorize(
      caller,
      'list',
      bucket,
      prefix.replace(/\/+$/, ''),
      undefined,
      undefined,
      delimiter !== '/',
    );
    this.sendJson(response, 200, this.store.list(bucket, prefix, delimiter, maxResults, pageToken));
  }

  private async get(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    bucket: string,
    name: string,
    caller: Caller,
    preconditions: Preconditions,
  ): Promise<void> {
    const object = this.store.get(bucket, name);
    const token = url.searchParams.get('token');
    // A valid download token grants read access without rules (getDownloadURL links).
    const tokenGrants =
      token !== null && object !== undefined && object.downloadTokens.includes(token);
    if (!tokenGrants) await this.authorize(caller, 'get', bucket, name, object);
    if (!object) throw new StorageError(404, `Not Found. Could not get object ${name}`);
    checkPreconditions(preconditions, object);
    if (url.searchParams.get('alt') !== 'media') {
      if (object.downloadTokens.length === 0) object.downloadTokens.push(randomUUID());
      this.sendJson(response, 200, toWireMetadata(object));
      return;
    }
    const headers: Record<string, string | number> = {
      'Content-Type': object.contentType,
      'Content-Disposition': object.contentDisposition ?? 'inline',
      ETag: `"${object.md5Hash}"`,
      'Accept-Ranges': 'bytes',
    };
    if (object.cacheControl) headers['Cache-Control'] = object.cacheControl;
    if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;
    if (object.contentEncoding) headers['Content-Encoding'] = object.contentEncoding;
    const range = header(request, 'range');
    const size = object.data.length;
    const rangeMatch = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
    if (rangeMatch && (rangeMatch[1] !== '' || rangeMatch[2] !== '')) {
      let start: number;
      let end: number;
      if (rangeMatch[1] === '') {
        start = Math.max(0, size - Number(rangeMatch[2]));
        end = size - 1;
      } else {
        start = Number(rangeMatch[1]);
        end = rangeMatch[2] === '' ? size - 1 : Math.min(Number(rangeMatch[2]), size - 1);
      }
      if (start >= size || start > end) {
        response.setHeader('Content-Range', `bytes */${size}`);
        throw new StorageError(416, `Requested range not satisfiable: ${range} for ${size} bytes.`);
      }
      const body = object.data.subarray(start, end + 1);
      response.writeHead(206, {
        ...headers,
        'Content-Length': body.length,
        'Content-Range': `bytes ${start}-${end}/${size}`,
      });
      response.end(body);
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Length': size });
    response.end(object.data);
  }

  private async delete(
    response: ServerResponse,
    bucket: string,
    name: string,
    caller: Caller,
    preconditions: Preconditions,
  ): Promise<void> {
    const object = this.store.get(bucket, name);
    await this.authorize(caller, 'delete', bucket, name, object);
    if (!object) throw new StorageError(404, `Not Found. Could not delete object ${name}`);
    checkPreconditions(preconditions, object);
    this.store.delete(bucket, name);
    response.writeHead(204).end();
  }

  private async updateMetadata(
    request: IncomingMessage,
    response: ServerResponse,
    bucket: string,
    name: string,
    caller: Caller,
    preconditions: Preconditions,
  ): Promise<void> {
    const patch = parseObjectMetadata((await readBody(request, 1024 * 1024)).toString('utf8'));
    const object = this.store.get(bucket, name);
    const next = object ? applyMetadataPatch(object, patch, new Date()) : undefined;
    await this.authorize(
      caller,
      'update',
      bucket,
      name,
      object,
      next ? toRulesResource(next) : undefined,
    );
    if (!object || !next) throw new StorageError(404, `Not Found. Could not update object ${name}`);
    checkPreconditions(preconditions, object);
    this.store.put(next);
    this.sendJson(response, 200, toWireMetadata(next));
  }

  /** Rules-checks and stores a complete upload; answers with the new object's metadata. */
  private async commitUpload(
    caller: Caller,
    bucket: string,
    name: string,
    data: Buffer,
    metadata: IncomingMetadata,
    fallbackContentType: string | undefined,
    preconditions: Preconditions,
  ): Promise<Record<string, unknown>> {
    validateObjectName(name);
    const previous = this.store.get(bucket, name);
    const object = buildUploadedObject({
      bucket,
      name,
      data,
      metadata,
      fallbackContentType,
      previous,
      now: new Date(),
    });
    // Writing over an existing object is an update of it; a new name is a create.
    await this.authorize(
      caller,
      previous ? 'update' : 'create',
      bucket,
      name,
      previous,
      toRulesResource(object),
    );
    checkPreconditions(preconditions, previous);
    this.store.put(object);
    return toWireMetadata(object);
  }

  private async upload(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    bucket: string,
    pathName: string | undefined,
    caller: Caller,
    preconditions: Preconditions,
  ): Promise<void> {
    const uploadId = url.searchParams.get('upload_id');
    const command = header(request, 'x-goog-upload-command')?.toLowerCase();
    if (uploadId !== null) return this.continueResumable(request, response, uploadId, command);

    const protocol = (
      header(request, 'x-goog-upload-protocol') ??
      url.searchParams.get('uploadType') ??
      'raw'
    ).toLowerCase();
    const name = pathName ?? url.searchParams.get('name') ?? undefined;
    if (protocol === 'resumable') {
      if (command !== 'start') {
        throw new StorageError(
          400,
          'A resumable upload must begin with X-Goog-Upload-Command: start.',
        );
      }
      const body = (await readBody(request, 1024 * 1024)).toString('utf8');
      const metadata = parseObjectMetadata(body);
      const objectName = name ?? metadata.name;
      if (!objectName)
        throw new StorageError(400, 'Missing object name: pass ?name= or "name" in the metadata.');
      validateObjectName(objectName);
      const sizeHeader = header(request, 'x-goog-upload-header-content-length');
      const declaredSize = sizeHeader === undefined ? undefined : Number(sizeHeader);
      if (declaredSize !== undefined && (!Number.isInteger(declaredSize) || declaredSize < 0)) {
        throw new StorageError(400, `Invalid X-Goog-Upload-Header-Content-Length "${sizeHeader}".`);
      }
      if (declaredSize !== undefined && declaredSize > this.options.maxUploadBytes) {
        throw new StorageError(
          413,
          `Upload larger than the emulator's limit of ${this.options.maxUploadBytes} bytes.`,
        );
      }
      const upload: ResumableUpload = {
        id: randomUUID(),
        bucket,
        name: objectName,
        metadata,
        caller,
        declaredSize,
        declaredContentType: header(request, 'x-goog-upload-header-content-type'),
        chunks: [],
        received: 0,
        state: 'active',
        preconditions,
      };
      this.uploads.set(upload.id, upload);
      const host = header(request, 'host') ?? 'localhost';
      const uploadUrl =
        `http://${host}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(objectName)}` +
        `&upload_id=${upload.id}&upload_protocol=resumable`;
      response.writeHead(200, {
        'X-Goog-Upload-URL': uploadUrl,
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
        'X-GUploader-UploadID': upload.id,
        'Content-Length': 0,
      });
      response.end();
      return;
    }
    if (command !== undefined) {
      throw new StorageError(
        400,
        `X-Goog-Upload-Command "${command}" needs a resumable upload (upload_id).`,
      );
    }
    if (!name)
      throw new StorageError(400, 'Missing object name: pass ?name= or upload to /o/{name}.');
    const body = await readBody(request, this.options.maxUploadBytes + 64 * 1024);
    if (protocol === 'multipart') {
      const parts = parseMultipart(header(request, 'content-type'), body);
      const metadata = parseObjectMetadata(parts.metadataText);
      if (parts.data.length > this.options.maxUploadBytes) {
        throw new StorageError(
          413,
          `Upload larger than the emulator's limit of ${this.options.maxUploadBytes} bytes.`,
        );
      }
      this.sendJson(
        response,
        200,
        await this.commitUpload(
          caller,
          bucket,
          name,
          parts.data,
          metadata,
          parts.dataContentType,
          preconditions,
        ),
      );
      return;
    }
    if (protocol === 'raw' || protocol === 'media') {
      if (body.length > this.options.maxUploadBytes) {
        throw new StorageError(
          413,
          `Upload larger than the emulator's limit of ${this.options.maxUploadBytes} bytes.`,
        );
      }
      const contentType = header(request, 'content-type');
      this.sendJson(
        response,
        200,
        await this.commitUpload(caller, bucket, name, body, {}, contentType, preconditions),
      );
      return;
    }
    throw new StorageError(
      400,
      `Unsupported X-Goog-Upload-Protocol "${protocol}": use multipart, resumable or raw.`,
    );
  }

  private async continueResumable(
    request: IncomingMessage,
    response: ServerResponse,
    uploadId: string,
    command: string | undefined,
  ): Promise<void> {
    if (!command)
      throw new StorageError(
        400,
        'Missing X-Goog-Upload-Command header (upload, finalize, query or cancel).',
      );
    const upload = this.uploads.get(uploadId);
    if (!upload) throw new StorageError(404, `No resumable upload with id "${uploadId}".`);
    const commands = command.split(',').map((part) => part.trim());
    const known = new Set(['upload', 'finalize', 'query', 'cancel']);
    const unknown = commands.find((part) => !known.has(part));
    if (unknown !== undefined)
      throw new StorageError(400, `Unknown X-Goog-Upload-Command "${unknown}".`);

    if (commands.includes('query')) {
      response.writeHead(200, {
        'X-Goog-Upload-Status': upload.state === 'active' ? 'active' : 'final',
        'X-Goog-Upload-Size-Received': String(upload.received),
        'Content-Length': 0,
      });
      response.end();
      return;
    }
    if (commands.includes('cancel')) {
      if (upload.state === 'final') throw new StorageError(400, 'The upload is already finalized.');
      upload.state = 'cancelled';
      upload.chunks = [];
      response.writeHead(200, { 'X-Goog-Upload-Status': 'final', 'Content-Length': 0 }).end();
      return;
    }
    if (upload.state === 'final' && commands.includes('finalize')) {
      // A repeated finalize gets the first answer again.
      await readBody(request, this.options.maxUploadBytes);
      response.setHeader('X-Goog-Upload-Status', 'final');
      this.sendJson(response, upload.finalStatus ?? 200, upload.finalBody ?? {});
      return;
    }
    if (upload.state !== 'active') {
      throw new StorageError(
        400,
        `The upload is ${upload.state === 'cancelled' ? 'cancelled' : 'finalized'}.`,
        {
          'X-Goog-Upload-Status': 'final',
        },
      );
    }
    if (commands.includes('upload')) {
      const offsetHeader = header(request, 'x-goog-upload-offset');
      if (offsetHeader === undefined)
        throw new StorageError(400, 'Missing X-Goog-Upload-Offset header.');
      const offset = Number(offsetHeader);
      if (!Number.isInteger(offset) || offset < 0) {
        throw new StorageError(400, `Invalid X-Goog-Upload-Offset "${offsetHeader}".`);
      }
      if (offset !== upload.received) {
        throw new StorageError(
          400,
          `X-Goog-Upload-Offset ${offset} does not match the ${upload.received} bytes received so far.`,
          {
            'X-Goog-Upload-Status': 'active',
          },
        );
      }
      const chunk = await readBody(request, this.options.maxUploadBytes - upload.received);
      // Another request for this upload may have landed while this body was read.
      if (upload.state !== 'active' || offset !== upload.received) {
        throw new StorageError(
          409,
          'Another request changed this upload meanwhile; query its status and resume.',
        );
      }
      upload.chunks.push(chunk);
      upload.received += chunk.length;
    } else {
      await readBody(request, 0);
    }
    if (!commands.includes('finalize')) {
      response.writeHead(200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(upload.received),
        'Content-Length': 0,
      });
      response.end();
      return;
    }
    upload.state = 'final';
    const data = Buffer.concat(upload.chunks);
    upload.chunks = [];
    try {
      if (upload.declaredSize !== undefined && upload.declaredSize !== data.length) {
        throw new StorageError(
          400,
          `Upload size ${data.length} does not match the declared ${upload.declaredSize} bytes.`,
        );
      }
      const body = await this.commitUpload(
        upload.caller,
        upload.bucket,
        upload.name,
        data,
        upload.metadata,
        upload.declaredContentType,
        upload.preconditions,
      );
      upload.finalStatus = 200;
      upload.finalBody = body;
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      upload.finalStatus = error.status;
      upload.finalBody = error.toJSON();
      throw new StorageError(error.status, error.message, {
        ...error.headers,
        'X-Goog-Upload-Status': 'final',
      });
    }
    response.setHeader('X-Goog-Upload-Status', 'final');
    this.sendJson(response, 200, upload.finalBody);
  }
}
