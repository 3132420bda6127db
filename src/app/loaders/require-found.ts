import { data } from 'react-router';

/**
 * A loader's read that came back empty becomes the 404 page (spec: route validation yields
 * the 404 page), with the loader's own message when it has one.
 */
export function requireFound<T>(value: T | null | undefined, message?: string): T {
  if (value === null || value === undefined) throw data(message ?? null, { status: 404 });
  return value;
}
