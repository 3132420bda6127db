import { ApiError } from '../http/api-error.js';
import { ROUTE_RULE_FROM_MAX } from './route-rule-patterns.js';

const PATH = /^(\/|(\/[^/\s?#*\\]+)+)$/;

/**
 * The `path` query parameter as a rule lookup key: starts with `/`, no query or fragment, no
 * empty segment; one trailing slash is dropped (Hosting serves paths without it). Else 400.
 */
export function parseRulePath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > ROUTE_RULE_FROM_MAX + 1) {
    throw invalidPath();
  }
  const path = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
  if (!PATH.test(path)) throw invalidPath();
  return path;
}

function invalidPath(): ApiError {
  return new ApiError(
    400,
    'invalid-argument',
    'path には「/」で始まるパスを指定してください（例: ?path=/campaign）。',
  );
}
