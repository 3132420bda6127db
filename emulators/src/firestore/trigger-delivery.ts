import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { DocumentChange } from './document-change.js';
import type { CloudEventRequest } from './firestore-cloud-event.js';
import { firestoreCloudEvent } from './firestore-cloud-event.js';
import type { FirestoreTrigger } from './firestore-trigger.js';

export interface TriggerDeliveryOptions {
  /**
   * `host:port` of firebase-tools' Functions emulator (what firebase-tools hands the official
   * Firestore emulator as `--functions_emulator`). Without it events are dropped, said once.
   */
  functionsEmulator: string | undefined;
  report: (line: string) => void;
  /** Requests in flight at once (default 8): a 500-write batch must not open 500 sockets. */
  concurrency?: number;
  /** Tries per event when the Functions emulator cannot be reached (default 8). */
  attempts?: number;
  /** Wait before the first retry, doubling up to 4 s (default 250 ms). */
  retryDelayMs?: number;
}

/** The request reached nobody, so sending it again cannot run the function twice. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

type Outcome = { status: number; body: string } | { error: NodeJS.ErrnoException };

/**
 * Sends the CloudEvents of committed changes to the Functions emulator, off the commit's path:
 * `enqueue` returns at once and the requests run in the background, in commit order, a few at a
 * time. Each event is sent once; only a connection that never opened is retried (same event
 * id), so a function never runs twice for one change.
 */
export class TriggerDelivery {
  private readonly options: Required<Omit<TriggerDeliveryOptions, 'functionsEmulator'>> & {
    functionsEmulator: string | undefined;
  };
  private readonly queue: (() => Promise<void>)[] = [];
  private active = 0;
  private waiters: (() => void)[] = [];
  private readonly abort = new AbortController();
  private warnedNoTarget = false;

  constructor(options: TriggerDeliveryOptions) {
    this.options = { concurrency: 8, attempts: 8, retryDelayMs: 250, ...options };
  }

  /** Queues the event `trigger` receives for `change`. */
  enqueue(trigger: FirestoreTrigger, change: DocumentChange): void {
    if (this.abort.signal.aborted) return;
    const target = this.options.functionsEmulator;
    if (target === undefined) {
      if (!this.warnedNoTarget) {
        this.warnedNoTarget = true;
        this.options.report(
          `firestore: trigger ${trigger.id} matched ${change.path}, but no Functions emulator address was given (functionsEmulator / --functions-emulator); events are not delivered`,
        );
      }
      return;
    }
    this.queue.push(() => this.send(target, trigger, change));
    this.pump();
  }

  /** Resolves once every queued event has been answered or given up on (tests, shutdown). */
  settled(): Promise<void> {
    if (this.active === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Drops what is queued and aborts requests in flight. */
  stop(): void {
    this.abort.abort();
    this.queue.length = 0;
    this.wakeIfIdle();
  }

  private pump(): void {
    while (this.active < this.options.concurrency && this.queue.length > 0) {
      const task = this.queue.shift() as () => Promise<void>;
      this.active++;
      void task().finally(() => {
        this.active--;
        this.pump();
        this.wakeIfIdle();
      });
    }
  }

  private wakeIfIdle(): void {
    if (this.active > 0 || this.queue.length > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private async send(
    target: string,
    trigger: FirestoreTrigger,
    change: DocumentChange,
  ): Promise<void> {
    const where = `${trigger.eventType} ${change.path} → ${trigger.id}`;
    let event: CloudEventRequest;
    try {
      event = firestoreCloudEvent(trigger, change, randomUUID());
    } catch (error) {
      this.options.report(
        `firestore: cannot encode the event for ${where}: ${(error as Error).message}`,
      );
      return;
    }
    const path = `/functions/projects/${encodeURIComponent(trigger.projectId)}/triggers/${encodeURIComponent(trigger.id)}`;
    let delay = this.options.retryDelayMs;
    for (let attempt = 1; attempt <= this.options.attempts; attempt++) {
      if (this.abort.signal.aborted) return;
      const outcome = await this.post(target, path, event);
      if ('status' in outcome) {
        if (outcome.status < 200 || outcome.status >= 300) {
          this.options.report(
            `firestore: event ${event.id} (${where}) answered ${outcome.status}: ${outcome.body.slice(0, 300)}`,
          );
        }
        return;
      }
      const code = outcome.error.code ?? '';
      if (this.abort.signal.aborted) return;
      if (!NOT_CONNECTED.has(code) || attempt === this.options.attempts) {
        this.options.report(
          `firestore: event ${event.id} (${where}) not delivered to ${target}: ${outcome.error.message}`,
        );
        return;
      }
      await this.sleep(delay);
      delay = Math.min(delay * 2, 4000);
    }
  }

  private post(target: string, path: string, event: CloudEventRequest): Promise<Outcome> {
    return new Promise((resolve) => {
      const body = Buffer.from(event.body);
      const request = httpRequest(
        `http://${target}${path}`,
        {
          method: 'POST',
          // A fresh connection each time: a reused socket the server already closed fails in a
          // way that does not tell whether the function ran.
          agent: false,
          headers: { ...event.headers, 'Content-Length': String(body.length) },
          signal: this.abort.signal,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', (error: NodeJS.ErrnoException) => resolve({ error }));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ error }));
      request.end(body);
    });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const signal = this.abort.signal;
      function done(): void {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
