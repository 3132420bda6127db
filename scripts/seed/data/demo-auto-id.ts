import { createHash } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A 20-character id shaped like the SDK's `doc(collection()).id`, but derived from a stable
 * name, so documents the app would create with random ids still get the same id on every seed.
 */
export function demoAutoId(name: string): string {
  const digest = createHash('sha256').update(`demo-rental-space:${name}`).digest();
  let id = '';
  for (let i = 0; i < 20; i++) id += ALPHABET[(digest[i] ?? 0) % ALPHABET.length];
  return id;
}
