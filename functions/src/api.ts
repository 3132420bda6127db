import { logger } from 'firebase-functions';
import type { Request, Response } from 'firebase-functions/https';
import { onRequest } from 'firebase-functions/https';
import { openIdentityDocument } from './audit/open-identity-document.js';
import { requestPasswordReset } from './auth/request-password-reset.js';
import { requestWelcomeMail } from './auth/request-welcome-mail.js';
import { sessionLogin } from './auth/session-login.js';
import { sessionLogout } from './auth/session-logout.js';
import { ApiError } from './http/api-error.js';
import { sendJson } from './http/send-json.js';
import { getRouteRule } from './route-rules/get-route-rule.js';

type Handler = (req: Request, res: Response) => Promise<void>;
type Route = { methods: readonly string[]; handler: Handler };

/** Routes behind the Hosting rewrite `/api/**`, each with the methods it accepts. */
const routes: Readonly<Record<string, Route>> = {
  '/api/auth/sessionLogin': { methods: ['POST'], handler: sessionLogin },
  '/api/auth/sessionLogout': { methods: ['POST'], handler: sessionLogout },
  '/api/auth/passwordReset': { methods: ['POST'], handler: requestPasswordReset },
  '/api/auth/welcome': { methods: ['POST'], handler: requestWelcomeMail },
  // HEAD is answered like GET by the framework (headers only).
  '/api/route-rule': { methods: ['GET', 'HEAD'], handler: getRouteRule },
  // Staff open identity documents here: scope checked, the view written to the 監査ログ.
  '/api/admin/identityDocument': { methods: ['GET'], handler: openIdentityDocument },
};

async function handleApiRequest(req: Request, res: Response): Promise<void> {
  try {
    const route = Object.hasOwn(routes, req.path) ? routes[req.path] : undefined;
    if (!route) {
      throw new ApiError(404, 'not-found', 'API が見つかりません。');
    }
    if (!route.methods.includes(req.method)) {
      throw new ApiError(405, 'method-not-allowed', 'このメソッドは使用できません。', {
        Allow: route.methods.join(', '),
      });
    }
    await route.handler(req, res);
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
