import { getApps, initializeApp } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { getAuth } from 'firebase-admin/auth';
import { stackEnv } from './stack-env.js';

/** firebase-admin against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST from the runner). */
export function adminAuth(): Auth {
  const { projectId } = stackEnv();
  const app =
    getApps().find((candidate) => candidate.name === 'functions-tests') ??
    initializeApp({ projectId }, 'functions-tests');
  return getAuth(app);
}
