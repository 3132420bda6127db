import { logger } from 'firebase-functions';
import type { Request, Response } from 'firebase-functions/https';
import { onRequest } from 'firebase-functions/https';
import { sessionLogin } from './auth/session-login.js';
import { sessionLogout } from './auth/session-logout.js';
import { ApiError } from './http/api-error.js';
import { sendJson } from './http/send-json.js';

type Handler = (req: Request, res: Response) => Promise<void>;

/** Routes behind the Hosting rewrite `/api/**`; each accepts POST only. */
const routes: Readonly<Record<string, Handler>> = {
  '/api/auth/sessionLogin': sessionLogin,
  '/api/auth/sessionLogout': sessionLogout,
};

async function handleApiRequest(req: Request, res: Response): Promise<void> {
  try {
    const handler = Object.hasOwn(routes, req.path) ? routes[req.path] : undefined;
    if (!handler) {
      throw new ApiError(404, 'not-found', 'API が見つかりません。');
    }
    if (req.method !== 'POST') {
      throw new ApiError(405, 'method-not-allowed', 'このメソッドは使用できません。', {
        Allow: 'POST',
      });
    }
    await handler(req, res);
  } catch (error) {
    if (error instanceof ApiError) {
      res.set(error.headers);
      sendJson(res, error.status, { error: { code: error.code, message: error.message } });
      return;
    }
    // Internals stay in the log; the caller learns only that it was our fault.
    logger.error('api: unexpected error', error);
    sendJson(res, 500, {
      error: {
        code: 'internal',
        message: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
      },
    });
  }
}

export const api = onRequest(handleApiRequest);
