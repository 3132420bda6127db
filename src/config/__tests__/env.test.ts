import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

const complete = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-rental-space.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-rental-space',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-rental-space.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-DEMO000000',
  VITE_API_BASE_URL: '/',
  VITE_USE_EMULATORS: 'true',
};

describe('parseEnv', () => {
  it('reads the Firebase config, the API base and the emulator switch', () => {
    const env = parseEnv(complete);
    expect(env.firebase.projectId).toBe('demo-rental-space');
    expect(env.firebase.storageBucket).toBe('demo-rental-space.appspot.com');
    expect(env.apiBaseUrl).toBe('/');
    expect(env.useEmulators).toBe(true);
    expect(env.emulatorPorts).toEqual({ auth: 9099, firestore: 8080, storage: 9199 });
  });

  it('takes emulator ports from the environment (tests use free ports)', () => {
    expect(parseEnv({ ...complete, VITE_AUTH_EMULATOR_PORT: '41234' }).emulatorPorts.auth).toBe(
      41234,
    );
    expect(() => parseEnv({ ...complete, VITE_AUTH_EMULATOR_PORT: 'abc' })).toThrow(
      'VITE_AUTH_EMULATOR_PORT',
    );
  });

  it('fails loudly, naming every missing value', () => {
    const { VITE_FIREBASE_API_KEY: _key, ...rest } = complete;
    expect(() => parseEnv({ ...rest, VITE_FIREBASE_APP_ID: ' ' })).toThrow(
      /VITE_FIREBASE_API_KEY[\s\S]*VITE_FIREBASE_APP_ID/,
    );
  });

  it('accepts only true or false for the emulator switch', () => {
    expect(parseEnv({ ...complete, VITE_USE_EMULATORS: undefined }).useEmulators).toBe(false);
    expect(() => parseEnv({ ...complete, VITE_USE_EMULATORS: 'yes' })).toThrow(
      'VITE_USE_EMULATORS',
    );
  });
});
