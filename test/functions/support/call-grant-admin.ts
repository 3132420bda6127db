import { stackEnv } from './stack-env.js';

export type GrantAdminAnswer = {
  status: number;
  /** The callable's `result` on success. */
  result?: { action: string; email: string; changed: boolean };
  /** The callable's `error` on failure; `details.reason` says why (grant-admin-failure.ts). */
  error?: { status: string; message: string; details?: { reason?: string } };
};

/**
 * Calls the grantAdmin callable with the callable protocol (`{ data }`, Bearer ID token) as
 * firebase/functions does: directly on the Functions emulator, or through the Hosting rewrite
 * /api/admin/grantAdmin the admin screen uses.
 */
export async function callGrantAdmin(
  data: unknown,
  options: { idToken?: string; viaHosting?: boolean } = {},
): Promise<GrantAdminAnswer> {
  const env = stackEnv();
  const url = options.viaHosting
    ? `${env.hostingUrl}/api/admin/grantAdmin`
    : env.functionsUrl.replace(/\/api$/, '/grantAdmin');
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.idToken ? { Authorization: `Bearer ${options.idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as Omit<GrantAdminAnswer, 'status'>;
  return { status: response.status, ...body };
}
