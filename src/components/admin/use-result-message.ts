import { useCallback, useEffect, useMemo, useState } from 'react';

export type ResultMessageKind = 'success' | 'failure';

/** The message on show; `id` changes with every new message (the same text twice is announced twice). */
export type ResultMessageValue = { kind: ResultMessageKind; text: string; id: number } | null;

export type UseResultMessageOptions = {
  /** How long a success message stays (ms); failures stay until dismissed or replaced. */
  successDurationMs?: number;
};

export type UseResultMessage = {
  message: ResultMessageValue;
  /** 「保存しました」 by default. */
  showSuccess: (text?: string) => void;
  showFailure: (text: string) => void;
  clear: () => void;
};

export const defaultSuccessText = '保存しました';

let nextId = 1;

/**
 * The state of a screen's non-blocking result message (render it with `<ResultMessage>`):
 * a success hides itself after a few seconds, a failure stays until dismissed.
 */
export function useResultMessage({
  successDurationMs = 6000,
}: UseResultMessageOptions = {}): UseResultMessage {
  const [message, setMessage] = useState<ResultMessageValue>(null);

  useEffect(() => {
    if (message?.kind !== 'success') return;
    const timer = setTimeout(() => setMessage(null), successDurationMs);
    return () => clearTimeout(timer);
  }, [message, successDurationMs]);

  const showSuccess = useCallback((text: string = defaultSuccessText) => {
    setMessage({ kind: 'success', text, id: nextId++ });
  }, []);
  const showFailure = useCallback((text: string) => {
    setMessage({ kind: 'failure', text, id: nextId++ });
  }, []);
  const clear = useCallback(() => setMessage(null), []);

  return useMemo(
    () => ({ message, showSuccess, showFailure, clear }),
    [message, showSuccess, showFailure, clear],
  );
}
