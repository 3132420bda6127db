import { initializeApp } from 'firebase/app';
import { env } from '@/config/env';

// The spec asks for the configuration in the console; it is public web config, not a secret.
console.info('[firebase] config', env.firebase, { useEmulators: env.useEmulators });

/** The one Firebase app of the site, built from the validated `VITE_FIREBASE_*` values. */
export const firebaseApp = initializeApp(env.firebase);
