import { stackEnv } from '../../functions/support/stack-env.js';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/**
 * The newest password-reset code the Auth emulator "sent" to `email` (it keeps every mail's
 * code at /emulator/v1/projects/{project}/oobCodes instead of sending it).
 */
export async function latestResetCode(email: string): Promise<string> {
  const { authHost, projectId } = stackEnv();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
    const codes = oobCodes.filter(
      (code) => code.email === email && code.requestType === 'PASSWORD_RESET',
    );
    const latest = codes.at(-1);
    if (latest) return latest.oobCode;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no PASSWORD_RESET code for ${email} in the Auth emulator`);
}
