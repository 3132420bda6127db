import type { Response } from 'firebase-functions/https';

/** Every API answer is JSON and never cached: it may carry or clear a session. */
export function sendJson(res: Response, status: number, body: unknown): void {
  res.status(status);
  res.set('Cache-Control', 'no-store');
  res.set('Content-Type', 'application/json; charset=utf-8');
  res.send(JSON.stringify(body));
}
