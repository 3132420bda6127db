import { env } from '@/config/env';
import { storageObjectUrl } from '../../functions/src/public-pages/photo-sources';
import { firebaseEmulatorHost } from './firebase-emulator-host';

/**
 * The address of a publicly readable Storage object (brand logos, heroes, asset photos,
 * layout images), built from its path without the SDK: no `getDownloadURL` round trip per
 * image and no firebase/storage in public chunks. The `alt=media` endpoint serves the object
 * when storage.rules allow a signed-out read, so no download token is needed.
 */
export function storageUrl(path: string): string {
  const origin = env.useEmulators
    ? `http://${firebaseEmulatorHost()}:${env.emulatorPorts.storage}`
    : 'https://firebasestorage.googleapis.com';
  return storageObjectUrl(origin, env.firebase.storageBucket, path);
}
