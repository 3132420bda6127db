import { describe, expect, it } from 'vitest';
import { deployEnvProblems } from '../deploy-env-problems';

const production = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExampleExampleExampleExample12345',
  VITE_FIREBASE_AUTH_DOMAIN: 'rental-space-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'rental-space-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'rental-space-prod.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abcdef1234567890abcdef',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-ABCDEF1234',
  VITE_API_BASE_URL: '/',
  VITE_USE_EMULATORS: 'false',
};

describe('deployEnvProblems', () => {
  it('accepts a production configuration', () => {
    expect(deployEnvProblems(production)).toEqual([]);
  });

  it('refuses the demo configuration of .env', () => {
    const problems = deployEnvProblems({
      ...production,
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-rental-space.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-rental-space',
      VITE_FIREBASE_STORAGE_BUCKET: 'demo-rental-space.appspot.com',
      VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
      VITE_USE_EMULATORS: 'true',
    });
    expect(problems.join('\n')).toMatch(/VITE_FIREBASE_PROJECT_ID が demo- で始まっています/);
    expect(problems.join('\n')).toMatch(/VITE_FIREBASE_API_KEY がデモの値/);
    expect(problems.join('\n')).toMatch(/VITE_FIREBASE_APP_ID がデモの値/);
    expect(problems.join('\n')).toMatch(/VITE_USE_EMULATORS は false/);
  });

  it.each([
    ['a demo- project id alone', { VITE_FIREBASE_PROJECT_ID: 'demo-other' }],
    ['emulators switched on', { VITE_USE_EMULATORS: 'true' }],
    ['VITE_USE_EMULATORS missing', { VITE_USE_EMULATORS: undefined }],
    ['an emulator port', { VITE_AUTH_EMULATOR_PORT: '9099' }],
    ['a missing API key', { VITE_FIREBASE_API_KEY: '' }],
  ])('refuses %s', (_label, patch) => {
    expect(deployEnvProblems({ ...production, ...patch })).toHaveLength(1);
  });
});
