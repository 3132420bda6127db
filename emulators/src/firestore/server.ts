import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { keepConnections } from '../shared/keep-connections.js';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CompileRules, FirestoreLookup } from '../rules/api.js';
import { compileRules as defaultCompileRules } from '../rules/index.js';
import { readBody as readLimitedBody } from '../shared/read-body.js';
import { ApiError, invalidArgument } from './api-error.js';
import { IMPORT_HEADER, parseCaller, withImportMark } from './caller.js';
import { FirestoreService } from './firestore-service.js';
import { asArray, asObject, asString } from './json-shape.js';
import { checkId, parseFieldPath } from './paths.js';
import type { FirestoreTrigger } from './firestore-trigger.js';
import { RulesCompileError, RulesHost } from './rules-host.js';
import { TriggerDelivery } from './trigger-delivery.js';
import { triggerEndpoint } from './trigger-endpoints.js';
import { TriggerRegistry } from './trigger-registry.js';

export interface FirestoreEmulatorOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Project used by `lookup` and for relative names in an import file. */
  projectId?: string;
  rulesPath?: string;
  rulesSource?: string;
  /** Reload `rulesPath` when it changes. */
  watchRules?: boolean;
  /** A JSON file of REST documents (`{ "documents": [...] }` or an array) loaded at start. */
  importPath?: string;
  /** Where stop() writes every document, in the import format. */
  exportOnExit?: string;
  /** One line per request (and rules reload messages); quiet when absent. */
  log?: (line: string) => void;
  /** The rules compiler; defaults to the project's engine (emulators/src/rules). */
  compileRules?: CompileRules;
  /**
   * `host:port` of firebase-tools' Functions emulator: where committed writes are sent as
   * CloudEvents to the 2nd-gen Firestore triggers it registered (see README, Triggers).
   */
  functionsEmulator?: string;
  /**
   * Queries read what the field indexes name (the default) or scan every document of their
   * collections (false): the same answers, the scan being the reference the index tests compare
   * with (field-index.ts).
   */
  queryIndexes?: boolean;
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  /** http://host:port */
  url: string;
  /** Reads the stored state of `projectId`'s default database, rules bypassed (Storage's firestore.get). */
  lookup: FirestoreLookup;
  /** The same for any project (Storage rules read the Firestore of their bucket's project). */
  lookupFor(projectId: string): FirestoreLookup;
  /** Replaces the rules; throws (with line:column) on bad rules and keeps the last good ones. */
  setRules(source: string): void;
  /** Deletes every document of every project. */
  clear(): void;
  /** The Firestore triggers the Functions emulator registered, and their events. */
  triggers: {
    list(projectId?: string): FirestoreTrigger[];
    /** Forgets every trigger of every project. */
    clear(): void;
    /** Resolves once every event sent so far has been answered (or given up on). */
    settled(): Promise<void>;
  };
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024 + 64 * 1024; // documented API request limit: 10 MiB
const ALLOWED_HEADERS =
  'authorization, content-type, x-goog-api-client, x-goog-request-params, x-goog-user-project, ' +
  'google-cloud-resource-prefix, x-firebase-gmpid, x-firebase-client, x-firebase-appcheck, ' +
  'x-firebase-auth-token, x-goog-authuser, x-goog-iam-authorization-token';

/**
 * Answers of at least this size go gzip-compressed to a client that accepts it, as Google's front
 * end does for firestore.googleapis.com; smaller ones are not worth it.
 */
const GZIP_MIN_BYTES = 1024;

/** Whether `Accept-Encoding` names gzip (or `*`) without `q=0`. Browsers always send it. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return readLimitedBody(request, MAX_BODY_BYTES, {
    tooLarge: () => invalidArgument('Request payload size exceeds the limit: 10485760 bytes.'),
    unreadable: (error) => invalidArgument(`Could not read the request body: ${error.message}`),
  });
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const body = await readBody(request);
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidArgument(`Invalid JSON payload received. ${(error as Error).message}`);
  }
}

function decodeSegments(raw: string): string[] {
  if (raw === '') return [];
  return raw.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw invalidArgument(`Invalid URL: "${segment}" is not correctly percent-encoded.`);
    }
  });
}

function loadRulesFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the Firestore rules file ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** Starts the offline Firestore emulator (HTTP/REST, the surface the lite SDK and firebase-admin use). */
export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions = {},
): Promise<FirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? 'demo-rental-space';
  const requestLog = options.log;
  const report = options.log ?? ((line: string) => console.error(line));
  const rules = new RulesHost(options.compileRules ?? defaultCompileRules, report);
  const triggers = new TriggerRegistry();
  // Two events in flight at once: each one in flight can make the Functions emulator start
  // another worker process, and the demo seed's burst (hundreds of trigger-matching documents
  // written in a minute) starting eight at once on a small machine timed workers out ("Failed
  // to load function") and queued later events behind 30 s failures (docs/mail.md, "Seeding").
  const delivery = new TriggerDelivery({
    functionsEmulator: options.functionsEmulator,
    report,
    concurrency: 2,
  });
  const service = new FirestoreService(
    rules,
    (changes) => {
      // Runs inside a commit that is already stored: nothing here may fail it.
      try {
        if (!triggers.has(changes[0]?.projectId ?? '')) return;
        for (const change of changes) {
          for (const trigger of triggers.matching(change)) delivery.enqueue(trigger, change);
        }
      } catch (error) {
        report(`firestore: triggers: ${(error as Error)?.stack ?? String(error)}`);
      }
    },
    { queryIndexes: options.queryIndexes ?? true },
  );

  if (options.rulesSource !== undefined) rules.setGlobal(options.rulesSource);
  else if (options.rulesPath !== undefined)
    rules.setGlobal(loadRulesFile(options.rulesPath), options.rulesPath);
  if (options.rulesPath !== undefined && options.watchRules) rules.watchFile(options.rulesPath);
  if (options.importPath !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(options.importPath, 'utf8'));
    } catch (error) {
      throw new Error(`Cannot import ${options.importPath}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    try {
      const documents = Array.isArray(parsed)
        ? parsed
        : asArray(asObject(parsed, 'import', ['documents']).documents, 'documents');
      service.importDocuments(projectId, documents);
    } catch (error) {
      throw new Error(`Cannot import ${options.importPath}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  async function route(request: IncomingMessage, url: URL): Promise<[number, unknown]> {
    const method = request.method ?? 'GET';
    const pathname = url.pathname;

    if (pathname === '/' && method === 'GET') return [200, 'Ok'];

    const triggerAnswer = triggerEndpoint(method, url, triggers, () => readJson(request));
    if (triggerAnswer) return triggerAnswer;

    const rulesMatch = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/.exec(pathname);
    if (rulesMatch && method === 'PUT') {
      const body = asObject(await readJson(request), 'request', ['rules']);
      const ruleset = asObject(body.rules, 'rules', ['files']);
      const files = asArray(ruleset.files, 'rules.files');
      if (files.length !== 1) throw invalidArgument('rules.files must hold exactly one file.');
      const file = asObject(files[0], 'rules.files[0]', ['name', 'content']);
      const content = asString(file.content, 'rules.files[0].content');
      const name =
        file.name === undefined ? 'firestore.rules' : asString(file.name, 'rules.files[0].name');
      try {
        rules.setForProject(decodeSegments(rulesMatch[1] as string)[0] as string, content, name);
      } catch (error) {
        if (error instanceof RulesCompileError) throw invalidArgument(error.message);
        throw error;
      }
      return [200, {}];
    }
    const clearMatch = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents$/.exec(
      pathname,
    );
    if (clearMatch && method === 'DELETE') {
      service.clear(decodeSegments(clearMatch[1] as string)[0] as string);
      return [200, {}];
    }

    const apiMatch =
      /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(\/[^:]*)?(?::([A-Za-z]+))?$/.exec(
        pathname,
      );
    if (!apiMatch) throw new ApiError('NOT_FOUND', `No such endpoint: ${method} ${pathname}`);
    const [, rawProject = '', rawDatabase = '', rawRest = '', verb] = apiMatch;
    const [project, database] = decodeSegments(`${rawProject}/${rawDatabase}`) as [string, string];
    const segments = decodeSegments(rawRest.replace(/^\//, ''));
    segments.forEach((s) => checkId(s, 'url'));
    const caller = withImportMark(
      parseCaller(request.headers.authorization),
      request.headers[IMPORT_HEADER],
    );
    const db = service.database(project, database);

    if (verb !== undefined) {
      if (method !== 'POST')
        throw new ApiError('NOT_FOUND', `:${verb} expects POST, not ${method}.`);
      const rootOnly = ['batchGet', 'commit', 'beginTransaction', 'rollback', 'batchWrite'];
      const parentVerbs = ['runQuery', 'runAggregationQuery', 'listCollectionIds'];
      if (rootOnly.includes(verb) && segments.length > 0) {
        throw new ApiError(
          'NOT_FOUND',
          `:${verb} is served at /v1/projects/{p}/databases/{d}/documents:${verb}.`,
        );
      }
      if (parentVerbs.includes(verb) && segments.length % 2 !== 0) {
        throw invalidArgument(
          `Invalid parent for :${verb}: "${segments.join('/')}" must be the database root or a document.`,
        );
      }
      const body = await readJson(request);
      switch (verb) {
        case 'batchGet':
          return [200, await service.batchGet(db, caller, body)];
        case 'commit':
          return [200, await service.commit(db, caller, body)];
        case 'beginTransaction':
          return [200, service.beginTransaction(db, body)];
        case 'rollback':
          return [200, service.rollback(db, body)];
        case 'batchWrite':
          return [200, await service.batchWrite(db, caller, body)];
        case 'runQuery':
          return [200, await service.runQuery(db, caller, segments, body)];
        case 'runAggregationQuery':
          return [200, await service.runAggregationQuery(db, caller, segments, body)];
        case 'listCollectionIds':
          return [200, service.listCollectionIds(db, caller, segments, body)];
        default:
          throw new ApiError(
            'UNIMPLEMENTED',
            `:${verb} is not supported by the offline Firestore emulator.`,
          );
      }
    }

    const isDocument = segments.length > 0 && segments.length % 2 === 0;
    const params = url.searchParams;
    const fieldPaths = (key: string): string[][] | null =>
      params.has(key) ? params.getAll(key).map((p, i) => parseFieldPath(p, `${key}[${i}]`)) : null;
    const precondition = (): Record<string, unknown> | null => {
      if (params.has('currentDocument.exists'))
        return { exists: params.get('currentDocument.exists') === 'true' };
      if (params.has('currentDocument.updateTime'))
        return { updateTime: params.get('currentDocument.updateTime') };
      return null;
    };
    const name = `${db.root}/${segments.join('/')}`;
    if (method === 'GET' && isDocument)
      return [200, await service.getDocument(db, caller, segments, params)];
    if (method === 'GET' && segments.length % 2 === 1)
      return [200, await service.listDocuments(db, caller, segments, params)];
    if (method === 'PATCH' && isDocument) {
      const write = service.documentWrite(
        db,
        name,
        await readJson(request),
        fieldPaths('updateMask.fieldPaths'),
        precondition(),
      );
      await service.commitWrites(db, caller, [write]);
      return [200, await service.getDocument(db, { kind: 'owner' }, segments, params)];
    }
    if (method === 'DELETE' && isDocument) {
      const write = service.documentWrite(db, name, {}, null, precondition());
      await service.commitWrites(db, caller, [{ ...write, kind: 'delete' }]);
      return [200, {}];
    }
    if (method === 'POST' && segments.length % 2 === 1) {
      const id = params.get('documentId') || randomId();
      checkId(id, 'documentId');
      const docSegments = [...segments, id];
      const write = service.documentWrite(
        db,
        `${db.root}/${docSegments.join('/')}`,
        await readJson(request),
        null,
        { exists: false },
      );
      await service.commitWrites(db, caller, [write]);
      return [200, await service.getDocument(db, { kind: 'owner' }, docSegments, params)];
    }
    throw new ApiError('NOT_FOUND', `No such endpoint: ${method} ${pathname}`);
  }

  const server = keepConnections(
    createServer((request, response) => {
      const started = Date.now();
      const cors = corsHeaders(request);
      const finish = (status: number, payload: unknown): void => {
        if (response.headersSent) return;
        const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
        const body =
          acceptsGzip(request.headers['accept-encoding']) &&
          Buffer.byteLength(text) >= GZIP_MIN_BYTES
            ? gzipSync(text)
            : null;
        response.writeHead(status, {
          ...cors,
          'Content-Type':
            typeof payload === 'string'
              ? 'text/plain; charset=utf-8'
              : 'application/json; charset=utf-8',
          Vary: 'Accept-Encoding',
          ...(body ? { 'Content-Encoding': 'gzip' } : {}),
          'Content-Length': body ? body.length : Buffer.byteLength(text),
        });
        response.end(body ?? text);
        requestLog?.(
          `firestore: ${request.method} ${request.url} ${status} ${Date.now() - started}ms`,
        );
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers':
            request.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
          'Access-Control-Max-Age': '3600',
        });
        response.end();
        requestLog?.(`firestore: OPTIONS ${request.url} 204 ${Date.now() - started}ms`);
        return;
      }
      let url: URL;
      try {
        url = new URL(request.url ?? '/', 'http://localhost');
      } catch {
        finish(400, invalidArgument('Invalid request URL.').toJSON());
        return;
      }
      route(request, url).then(
        ([status, payload]) => finish(status, payload),
        (error: unknown) => {
          if (error instanceof ApiError) {
            // Drain what is left of the body so the connection stays usable.
            request.resume();
            finish(error.httpStatus, error.toJSON());
            return;
          }
          report(
            `firestore: internal error on ${request.method} ${request.url}: ${(error as Error)?.stack ?? String(error)}`,
          );
          finish(
            500,
            new ApiError(
              'INTERNAL',
              `Internal emulator error: ${(error as Error)?.message ?? String(error)}`,
            ).toJSON(),
          );
        },
      );
    }),
  );
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  let stopped: Promise<void> | null = null;

  return {
    host,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    lookup: service.lookup(projectId),
    lookupFor: (other: string) => service.lookup(other),
    setRules(source: string): void {
      rules.setGlobal(source);
    },
    clear(): void {
      service.clear();
    },
    triggers: {
      list: (project = projectId) => triggers.list(project),
      clear: () => triggers.clear(),
      settled: () => delivery.settled(),
    },
    stop(): Promise<void> {
      stopped ??= (async () => {
        rules.close();
        delivery.stop();
        if (options.exportOnExit !== undefined) {
          writeFileSync(
            options.exportOnExit,
            JSON.stringify({ documents: service.exportDocuments() }, null, 2),
          );
        }
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return stopped;
    },
  };
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character auto ID, the same shape the SDKs generate. */
function randomId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ID_CHARS[Math.floor(Math.random() * ID_CHARS.length)];
  return id;
}
