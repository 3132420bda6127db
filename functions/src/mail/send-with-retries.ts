import type { SmtpFailureKind } from './classify-smtp-failure.js';

export interface SendAttemptsOptions<T> {
  /** One SMTP attempt. */
  send: () => Promise<T>;
  classify: (error: unknown) => SmtpFailureKind;
  /** Waits before the 2nd, 3rd… attempt; its length + 1 is the number of attempts. */
  delaysMs: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** Called after each failed attempt that will be retried (to record it). */
  onRetry?: (attempt: number, error: unknown) => Promise<void>;
}

export type SendAttemptsResult<T> =
  | { ok: true; value: T; attempts: number }
  | { ok: false; error: unknown; kind: SmtpFailureKind; attempts: number };

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends with a bounded in-process retry: a transient failure is tried again after the next
 * delay; a permanent or unknown-outcome failure, or the last transient one, ends it. Never
 * throws: the result says how many attempts ran and why it stopped.
 */
export async function sendWithRetries<T>({
  send,
  classify,
  delaysMs,
  sleep = wait,
  onRetry,
}: SendAttemptsOptions<T>): Promise<SendAttemptsResult<T>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ok: true, value: await send(), attempts: attempt };
    } catch (error) {
      const kind = classify(error);
      const delay = delaysMs[attempt - 1];
      if (kind !== 'transient' || delay === undefined) {
        return { ok: false, error, kind, attempts: attempt };
      }
      await onRetry?.(attempt, error);
      await sleep(delay);
    }
  }
}
