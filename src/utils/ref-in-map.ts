import type { RefObject } from 'react';

/**
 * A callback ref that keeps the map in `mapRef` in step with the mounted elements: the element
 * is set under `key` while mounted and the key is removed when React detaches it.
 */
export function refInMap<K, E>(mapRef: RefObject<Map<K, E>>, key: K): (element: E | null) => void {
  return (element) => {
    if (element) mapRef.current.set(key, element);
    else mapRef.current.delete(key);
  };
}
