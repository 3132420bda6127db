import { stackEnv } from './stack-env.js';

export interface CallApiOptions {
  method?: string;
  /** A value to send as JSON, or a raw string sent as is. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  /** Defaults to our client's `X-Requested-With: fetch`; null leaves it out. */
  csrfHeader?: string | null;
  origin?: string;
  /** A browser's Sec-Fetch-Site value (same-origin, same-site, cross-site, none). */
  secFetchSite?: string;
  cookie?: string;
  /** Go through the Hosting rewrite instead of calling the function directly. */
  viaHosting?: boolean;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  setCookies: string[];
  json: unknown;
  text: string;
}

/** Calls `/api/<path>` like the SPA's client does, with knobs to break each part. */
export async function callApi(path: string, options: CallApiOptions = {}): Promise<ApiAnswer> {
  const env = stackEnv();
  const base = options.viaHosting ? env.hostingUrl : env.functionsUrl;
  const headers: Record<string, string> = {};
  const csrf = options.csrfHeader === undefined ? 'fetch' : options.csrfHeader;
  if (csrf !== null) headers['X-Requested-With'] = csrf;
  if (options.origin) headers.Origin = options.origin;
  if (options.secFetchSite) headers['Sec-Fetch-Site'] = options.secFetchSite;
  if (options.cookie) headers.Cookie = options.cookie;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${base}/api/${path}`, {
    method: options.method ?? 'POST',
    headers,
    body,
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the test looks at `text` and the status instead.
  }
  return {
    status: response.status,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
    json,
    text,
  };
}
