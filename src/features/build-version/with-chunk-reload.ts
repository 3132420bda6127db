import { isChunkLoadError } from '@/utils/is-chunk-load-error';
import { reloadOnce } from './reload-once';

/**
 * Wraps a lazy import: when its chunk is gone (a new deployment), reload once and keep the
 * import pending meanwhile; if that already happened in the last 10 s, rethrow so the
 * error screen shows instead of a reload loop.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  reload: () => boolean = reloadOnce,
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reload()) return new Promise<T>(() => {});
      throw error;
    });
}
