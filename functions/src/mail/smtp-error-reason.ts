/** A short, log-friendly reason for a failed send: `[code responseCode] message`. */
export function smtpErrorReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const tags = [code, responseCode].filter(
    (tag): tag is string | number => typeof tag === 'string' || typeof tag === 'number',
  );
  const reason = `${tags.length > 0 ? `[${tags.join(' ')}] ` : ''}${error.message}`;
  return reason.length > 1000 ? `${reason.slice(0, 1000)}…` : reason;
}
