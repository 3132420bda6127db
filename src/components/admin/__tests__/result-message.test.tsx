import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultMessage } from '../result-message';
import { useResultMessage } from '../use-result-message';
import type { UseResultMessage } from '../use-result-message';

/** The hook's latest value, for the test to call. */
const handle: { current: UseResultMessage | null } = { current: null };

function Harness() {
  const result = useResultMessage({ successDurationMs: 5000 });
  useEffect(() => {
    handle.current = result;
  });
  return <ResultMessage message={result.message} onDismiss={result.clear} />;
}

const result = {
  showSuccess: (text?: string) => handle.current!.showSuccess(text),
  showFailure: (text: string) => handle.current!.showFailure(text),
};

describe('useResultMessage + ResultMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces 保存しました politely and hides it after a few seconds', () => {
    render(<Harness />);
    act(() => result.showSuccess());
    expect(screen.getByRole('status')).toHaveTextContent('保存しました');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toHaveTextContent('保存しました');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a failure as an alert that stays until closed', () => {
    render(<Harness />);
    act(() => result.showFailure('保存できませんでした。'));
    expect(screen.getByRole('alert')).toHaveTextContent('保存できませんでした。');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('保存できませんでした。');
    act(() => screen.getByRole('button', { name: '閉じる' }).click());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('a new success restarts the timer', () => {
    render(<Harness />);
    act(() => result.showSuccess('公開しました'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.showSuccess('保存しました'));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toHaveTextContent('保存しました');
  });
});
