/**
 * Awaits an object of promises together (Promise.all by name): `{ a: Promise<A>, b: Promise<B> }`
 * gives `{ a: A, b: B }`, so each result keeps the name it was asked under.
 */
export async function allOf<T extends Record<string, unknown>>(promises: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const keys = Object.keys(promises) as (keyof T)[];
  const values = await Promise.all(keys.map((key) => promises[key]));
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as T;
}
