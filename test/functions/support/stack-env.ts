/** Where the emulators of the stack test run are; set by scripts/test.mjs (see docs/local-stack.md). */
export interface StackEnv {
  projectId: string;
  /** host:port of the Auth emulator, as firebase-admin expects it. */
  authHost: string;
  /** The `api` function called directly on the Functions emulator. */
  functionsUrl: string;
  /** The Hosting emulator's origin, e.g. http://127.0.0.1:5000. */
  hostingUrl: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run these tests through the stack runner (\`npm test\`, or \`node scripts/test.mjs --only=stack\`).`,
    );
  }
  return value;
}

export function stackEnv(): StackEnv {
  return {
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-rental-space',
    authHost: required('FIREBASE_AUTH_EMULATOR_HOST'),
    functionsUrl: required('STACK_FUNCTIONS_URL'),
    hostingUrl: required('STACK_HOSTING_URL'),
  };
}
