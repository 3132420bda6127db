import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { uploadErrorMessage } from './upload-error-message';

export type UploadQueueStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export type UploadQueueItem<TResult> = {
  id: string;
  file: File;
  status: UploadQueueStatus;
  /** 0–1. */
  progress: number;
  /** Why it failed, in Japanese (status `failed`). */
  error: string | null;
  /** What the task returned (status `done`). */
  result: TResult | null;
};

export type UploadTaskContext = {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

/** One file's job, e.g. `(file, ctx) => uploadImage({ file, folder, name, upload, ...ctx })`. */
export type UploadTask<TResult> = (file: File, context: UploadTaskContext) => Promise<TResult>;

export type UseUploadQueueOptions<TResult> = {
  task: UploadTask<TResult>;
  /** Runs after a file's task succeeded (e.g. save its path); a rejection fails that file. */
  onDone?: (result: TResult, file: File) => void | Promise<void>;
  /** How many files are converted and sent at once (default 2: a phone has little memory). */
  concurrency?: number;
  /** The Japanese reason for a failure (default: uploadErrorMessage). */
  errorMessage?: (error: unknown) => string;
};

export type UploadQueue<TResult> = {
  items: UploadQueueItem<TResult>[];
  add: (files: Iterable<File>) => void;
  /** Runs a failed file again; the others are not touched. */
  retry: (id: string) => void;
  /** Takes a file off the list, cancelling it if it is being sent. */
  remove: (id: string) => void;
  /** Takes the finished files off the list. */
  clearDone: () => void;
  /** Some file is waiting or being sent. */
  busy: boolean;
};

let nextId = 1;

/**
 * Uploads several files, a few at a time, each with its own progress and outcome: one failed
 * file can be retried (or removed) while the rest go on. The task is injected, so the queue
 * is tested without Firebase and serves photos, logos and layout images alike.
 */
export function useUploadQueue<TResult>({
  task,
  onDone,
  concurrency = 2,
  errorMessage = uploadErrorMessage,
}: UseUploadQueueOptions<TResult>): UploadQueue<TResult> {
  const [items, setItems] = useState<UploadQueueItem<TResult>[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ task, onDone, errorMessage });
  useEffect(() => {
    latest.current = { task, onDone, errorMessage };
  });

  const update = useCallback((id: string, change: Partial<UploadQueueItem<TResult>>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (item: UploadQueueItem<TResult>) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      update(item.id, { status: 'uploading', progress: 0, error: null });
      const run = async () => {
        const { task: runTask, onDone: afterDone } = latest.current;
        const result = await runTask(item.file, {
          signal: controller.signal,
          onProgress: (fraction) => {
            if (!controller.signal.aborted) {
              update(item.id, { progress: Math.min(1, Math.max(0, fraction)) });
            }
          },
        });
        if (controller.signal.aborted) return;
        await afterDone?.(result, item.file);
        if (!controller.signal.aborted) {
          update(item.id, { status: 'done', progress: 1, result });
        }
      };
      run()
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update(item.id, { status: 'failed', error: latest.current.errorMessage(error) });
        })
        .finally(() => {
          if (controllers.current.get(item.id) === controller) controllers.current.delete(item.id);
        });
    },
    [update],
  );

  // Start waiting files while there is room (the effect re-runs as statuses change).
  useEffect(() => {
    const running = items.filter((item) => item.status === 'uploading').length;
    const room = concurrency - running;
    if (room <= 0) return;
    items
      .filter((item) => item.status === 'waiting' && !controllers.current.has(item.id))
      .slice(0, room)
      .forEach(start);
  }, [items, concurrency, start]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      running.clear();
    };
  }, []);

  const add = useCallback((files: Iterable<File>) => {
    const added = Array.from(files, (file) => ({
      id: `upload-${nextId++}`,
      file,
      status: 'waiting' as const,
      progress: 0,
      error: null,
      result: null,
    }));
    if (added.length > 0) setItems((current) => [...current, ...added]);
  }, []);

  const retry = useCallback(
    (id: string) => {
      update(id, { status: 'waiting', progress: 0, error: null });
    },
    [update],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const clearDone = useCallback(() => {
    setItems((current) => current.filter((item) => item.status !== 'done'));
  }, []);

  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');

  return useMemo(
    () => ({ items, add, retry, remove, clearDone, busy }),
    [items, add, retry, remove, clearDone, busy],
  );
}
