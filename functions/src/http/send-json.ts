import type { Response } from 'firebase-functions/https';

/**
 * Every API answer is JSON and never cached: it may carry or clear a session. `private` also
 * matters for delivery: Firebase Hosting drops Set-Cookie from cacheable function responses.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  res.status(status);
  res.set('Cache-Control', 'private, no-store');
  res.set('Content-Type', 'application/json; charset=utf-8');
  res.send(JSON.stringify(body));
}
